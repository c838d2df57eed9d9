import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { seededRandom } from '../random.ts';
import type { CrosstabRequest } from './analysisContract.ts';
import type { ResultEntry, SummaryResponse } from './contract.ts';
import { crosstab } from './crosstab.ts';
import { resultLayout } from './layout.ts';
import { MarketsIndex } from './marketsIndex.ts';
import { MARKET_ENTRY_ID } from './marketsLayout.ts';
import { marketsSummary, marketsTexts } from './marketsSummary.ts';
import { ResultsIndex } from './resultsIndex.ts';
import { surveyWithCompletes } from './testing/generatedSurvey.ts';
import { randomFilters } from './testing/randomFilters.ts';

const MARKETS = ['gb', 'de', 'fr'];

/** One generated survey's completes dealt at random to three markets (same questionnaire). */
function world(surveySeed: number, dealSeed: number) {
  const { published, completes } = surveyWithCompletes(surveySeed);
  const layout = resultLayout(published);
  const rnd = seededRandom(dealSeed);
  const whole = new ResultsIndex(layout);
  const indexes = MARKETS.map(() => new ResultsIndex(layout));
  completes.forEach((answers, i) => {
    whole.add(`s${i}`, answers, i);
    indexes[Math.floor(rnd() * MARKETS.length)]?.add(`s${i}`, answers, i);
  });
  const parts = MARKETS.map((id, i) => ({
    id,
    text: id.toUpperCase(),
    index: indexes[i] as ResultsIndex,
  }));
  return { layout, whole, indexes, markets: new MarketsIndex(parts), rnd };
}

const counts = (s: SummaryResponse, filtered: boolean) =>
  s.results
    .filter((e) => e.id !== MARKET_ENTRY_ID)
    .map((e: ResultEntry) => ({
      id: e.id,
      answered: filtered ? e.samplesCollectedFiltered : e.samplesCollected,
      cells: e.rows.map((r) =>
        r.rowItems.map((i) => (filtered ? i.completesFiltered : i.completes)),
      ),
    }));

describe('a multi-market results index (property)', () => {
  test.prop([fc.integer({ min: 1, max: 8 }), fc.nat(), fc.nat()], { numRuns: 40 })(
    'the combined summary counts what one index of every complete counts, for random filters',
    (surveySeed, dealSeed, filterSeed) => {
      const { layout, whole, markets } = world(surveySeed, dealSeed);
      const filters = randomFilters(layout, seededRandom(filterSeed));
      const combined = marketsSummary(markets, 'lead', filters);
      const one = whole.summary('lead', filters);
      expect(combined.samplesCollected).toBe(one.samplesCollected);
      expect(combined.samplesCollectedFiltered).toBe(one.samplesCollectedFiltered);
      expect(counts(combined, false)).toEqual(counts(one, false));
      expect(counts(combined, true)).toEqual(counts(one, true));
      combined.results.forEach((e) => {
        const mean = one.results.find((r) => r.id === e.id)?.scale?.meanFiltered;
        if (e.scale?.meanFiltered != null) expect(e.scale.meanFiltered).toBeCloseTo(mean ?? NaN, 9);
      });
    },
    60_000,
  );

  test.prop([fc.integer({ min: 1, max: 8 }), fc.nat(), fc.subarray(MARKETS, { minLength: 1 })], {
    numRuns: 30,
  })(
    'a Market filter gives exactly the sum of the chosen markets own results',
    (surveySeed, dealSeed, chosen) => {
      const { indexes, markets } = world(surveySeed, dealSeed);
      const filter = {
        questionId: MARKET_ENTRY_ID,
        matrixTitleId: null,
        responseOptionIds: chosen,
      };
      const combined = marketsSummary(markets, 'lead', [filter]);
      const own = MARKETS.flatMap((id, i) =>
        chosen.includes(id) ? [(indexes[i] as ResultsIndex).summary(id, [])] : [],
      );
      expect(combined.samplesCollectedFiltered).toBe(
        own.reduce((n, s) => n + s.samplesCollected, 0),
      );
      const summed = counts(own[0] as SummaryResponse, false).map((entry, e) => ({
        ...entry,
        answered: own.reduce((n, s) => n + (counts(s, false)[e]?.answered ?? 0), 0),
        cells: entry.cells.map((row, r) =>
          row.map((_, c) => own.reduce((n, s) => n + (counts(s, false)[e]?.cells[r]?.[c] ?? 0), 0)),
        ),
      }));
      expect(counts(combined, true)).toEqual(summed);
      const market = combined.results.find((e) => e.id === MARKET_ENTRY_ID);
      expect(market?.rows.map((r) => r.rowItems[0]?.completesFiltered)).toEqual(
        MARKETS.map((id, i) => (chosen.includes(id) ? indexes[i]?.size : 0)),
      );
    },
    60_000,
  );

  test.prop([fc.integer({ min: 1, max: 8 }), fc.nat()], { numRuns: 25 })(
    'a Market banner column counts its market as that market alone does; Total the whole',
    (surveySeed, dealSeed) => {
      const { layout, whole, indexes, markets } = world(surveySeed, dealSeed);
      const row = layout.entries.find((e) => e.answerKind === 'choice');
      if (!row) return;
      const req = (surveyId: string, banner: CrosstabRequest['banner']): CrosstabRequest => ({
        surveyId,
        row: { questionId: row.id, matrixTitleId: null },
        banner,
        responseFilters: [],
        weighted: false,
        nets: [],
        boxes: false,
      });
      const scope = { weights: null, population: null };
      const table = crosstab(
        markets,
        req('lead', [{ questionId: MARKET_ENTRY_ID, matrixTitleId: null }]),
        scope,
      );
      const alone = indexes.map((index, i) =>
        crosstab(index, req(MARKETS[i] as string, []), scope),
      );
      const lone = crosstab(whole, req('lead', []), scope);
      expect(table.groups[0]?.columns.map((c) => c.letter)).toEqual(['A', 'B', 'C']);
      table.rows.forEach((line, r) => {
        expect(line.cells[0]?.count).toBe(lone.rows[r]?.cells[0]?.count);
        alone.forEach((t, m) => expect(line.cells[m + 1]?.count).toBe(t.rows[r]?.cells[0]?.count));
      });
    },
    60_000,
  );

  test.prop([fc.integer({ min: 1, max: 8 }), fc.nat()], { numRuns: 15 })(
    'a market that grows or excludes a complete is read again; texts list every market newest first',
    (surveySeed, dealSeed) => {
      const { whole, indexes, markets, layout } = world(surveySeed, dealSeed);
      const before = marketsSummary(markets, 'lead', []).samplesCollected;
      const first = indexes[0] as ResultsIndex;
      first.add('late', {}, 10_000);
      expect(marketsSummary(markets, 'lead', []).samplesCollected).toBe(before + 1);
      first.setExcluded(new Set(['late']));
      expect(marketsSummary(markets, 'lead', []).samplesCollected).toBe(before);
      const text = layout.entries.find((e) => e.answerKind === 'text');
      if (!text) return;
      const request = {
        questionId: text.id,
        responseFilters: [],
        search: '',
        offset: 0,
        limit: 100,
      };
      const combined = marketsTexts(markets, request);
      const one = whole.texts(request);
      expect(combined.total).toBe(one.total);
      expect(combined.items.map((i) => i.completedAt)).toEqual(one.items.map((i) => i.completedAt));
    },
    60_000,
  );
});
