import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import type { CrosstabResponse } from '@survey/domain/results/analysisContract';
import type { ResultEntry, SummaryResponse } from '@survey/domain/results/contract';
import { MARKET_ENTRY_ID } from '@survey/domain/results/marketsLayout';
import { completes, text } from '@survey/testkit/completes';
import { boughtMarkets, type BoughtMarkets } from '@survey/testkit/markets';
import { world, type Researcher, type World } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const API = '/v2/survey-results/api/v1.0';
const PANEL_LINK_SECRET = 'market-results-panel-link-secret-0123456789';
/** Completes per market: over 30 each, so the Market banner's columns are tested (SMALL_BASE). */
const PER_MARKET = 32;

/** Picks the option at `at` (the markets' option texts differ by language, their ids do not). */
const choose = (page: EntryPage, at: number): Answer => ({
  kind: 'choice',
  selected: [page.options[at]?.id ?? ''],
  texts: {},
});

/**
 * Issue 37 §3: a multi-market project's results read across its markets (`markets: 'all'`):
 * counts are the sums of the markets' own, a Market filter gives the chosen markets' own results,
 * a Market banner group puts the markets as columns with letters between them.
 */
describe('results of a multi-market project (markets: all)', () => {
  let t: TestApp;
  let w: World;
  let ann: Researcher;
  let bob: Researcher;
  let study: BoughtMarkets;

  const post = async <T>(path: string, body: unknown, who: Researcher = ann) => {
    const res = await fetch(`${t.url}${API}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${who.accessToken}` },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  const summary = async (body: Record<string, unknown>) => {
    const res = await post<SummaryResponse>('summary', { responseFilters: [], ...body });
    expect(res.status).toBe(200);
    return res.body;
  };
  const ids = () => study.markets.map((m) => m.surveyId);
  const entry = (s: SummaryResponse, label: string) =>
    s.results.find((e) => e.label === label) as ResultEntry;
  const optionCounts = (e: ResultEntry, filtered = false) =>
    e.rows.map((r) => r.rowItems[0]?.[filtered ? 'completesFiltered' : 'completes']);
  const marketFilter = (chosen: string[]) => ({
    questionId: MARKET_ENTRY_ID,
    matrixTitleId: null,
    responseOptionIds: chosen,
  });

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET });
    w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
    [ann, bob] = await Promise.all([w.account(), w.account()]);
    study = await boughtMarkets(
      { baseUrl: t.url, ...ann },
      {
        countries: ['GB', 'DE', 'FR'],
        samplesNeeded: 50,
        questions: [
          { type: 'Basic', text: 'Which drink?', options: ['Tea', 'Coffee'] },
          { type: 'FreeText', text: 'Why?' },
        ],
      },
    );
    const target = { baseUrl: t.url, panelLinkSecret: PANEL_LINK_SECRET };
    // GB all tea, DE all coffee, FR one in four tea: the banner's letters are certain.
    const share = [1, 0, 0.25];
    await Promise.all(
      study.markets.map((m, k) =>
        completes(target, m.surveyId, PER_MARKET, (page, i) => {
          if (page.label === 'Q1') return choose(page, i < PER_MARKET * (share[k] ?? 0) ? 0 : 1);
          if (page.label === 'Q2') return text(`${m.countryCode} answer ${i}`);
          return null;
        }),
      ),
    );
  }, 600_000);
  afterAll(() => t.close());

  it('combined counts are the sums of the markets; absent markets is the survey alone', async () => {
    const own = await Promise.all(ids().map((surveyId) => summary({ surveyId })));
    expect(own.map((s) => s.samplesCollected)).toEqual([PER_MARKET, PER_MARKET, PER_MARKET]);
    expect(optionCounts(entry(own[0] as SummaryResponse, 'Q1'))).toEqual([PER_MARKET, 0]);

    const all = await summary({ surveyId: study.leadId, markets: 'all' });
    expect(all.samplesCollected).toBe(3 * PER_MARKET);
    const q1 = entry(all, 'Q1');
    expect(optionCounts(q1)).toEqual(
      [0, 1].map((o) => own.reduce((n, s) => n + (optionCounts(entry(s, 'Q1'))[o] ?? 0), 0)),
    );
    expect(q1.rows.map((r) => r.text)).toEqual(['Tea', 'Coffee']);
    // The derived Market entry: the markets by country name, each its own completes.
    const market = all.results[0] as ResultEntry;
    expect(market).toMatchObject({ id: MARKET_ENTRY_ID, label: 'MKT', text: 'Market' });
    expect(market.rows.map((r) => [r.id, r.text])).toEqual(
      study.markets.map((m) => [m.surveyId, m.countryName]),
    );
    expect(optionCounts(market)).toEqual([PER_MARKET, PER_MARKET, PER_MARKET]);
    // Through any market's survey id, the same project.
    const viaFrance = await summary({ surveyId: ids()[2], markets: 'all' });
    expect(optionCounts(entry(viaFrance, 'Q1'))).toEqual(optionCounts(q1));

    const texts = await post<{ total: number; items: { text: string }[] }>('texts', {
      surveyId: study.leadId,
      markets: 'all',
      questionId: entry(all, 'Q2').id,
      limit: 100,
    });
    expect(texts.body.total).toBe(3 * PER_MARKET);
    expect(new Set(texts.body.items.map((i) => i.text.slice(0, 2)))).toEqual(
      new Set(['GB', 'DE', 'FR']),
    );
  });

  it("a Market filter gives exactly the chosen markets' own results", async () => {
    const [, de, fr] = ids() as [string, string, string];
    const own = await Promise.all([de, fr].map((surveyId) => summary({ surveyId })));
    const chosen = await summary({
      surveyId: study.leadId,
      markets: 'all',
      responseFilters: [marketFilter([de, fr])],
    });
    expect(chosen.samplesCollectedFiltered).toBe(2 * PER_MARKET);
    expect(optionCounts(entry(chosen, 'Q1'), true)).toEqual(
      [0, 1].map((o) => own.reduce((n, s) => n + (optionCounts(entry(s, 'Q1'))[o] ?? 0), 0)),
    );
    const germany = await summary({
      surveyId: study.leadId,
      markets: 'all',
      responseFilters: [marketFilter([de])],
    });
    const alone = own[0] as SummaryResponse;
    for (const e of alone.results) {
      const combined = germany.results.find((x) => x.id === e.id) as ResultEntry;
      expect(combined.samplesCollectedFiltered, e.label).toBe(e.samplesCollected);
      expect(optionCounts(combined, true), e.label).toEqual(optionCounts(e));
    }
    // A filter option that is no market of the project: a typed 400, as for any option.
    const unknown = await post<{ extensions?: { reason?: string } }>('summary', {
      surveyId: study.leadId,
      markets: 'all',
      responseFilters: [marketFilter(['not-a-market'])],
    });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('UNKNOWN_OPTION');
  });

  it('a Market banner group puts the markets as columns with letters between them', async () => {
    const all = await summary({ surveyId: study.leadId, markets: 'all' });
    const res = await post<CrosstabResponse>('crosstab', {
      surveyId: study.leadId,
      markets: 'all',
      row: { questionId: entry(all, 'Q1').id, matrixTitleId: null },
      banner: [{ questionId: MARKET_ENTRY_ID, matrixTitleId: null }],
    });
    expect(res.status).toBe(200);
    const table = res.body;
    expect(table.total.base).toBe(3 * PER_MARKET);
    expect(table.groups[0]?.columns.map((c) => [c.text, c.letter, c.base])).toEqual(
      study.markets.map((m, i) => [m.countryName, 'ABC'[i], PER_MARKET]),
    );
    const [tea, coffee] = table.rows;
    // Tea: GB (A) 100% over DE (B, 0%) and FR (C, 25%); FR over DE. Coffee the other way.
    expect(tea?.cells.map((c) => c.count)).toEqual([40, PER_MARKET, 0, 8]);
    expect(tea?.cells.map((c) => c.higherThan)).toEqual(['', 'BC', '', 'B']);
    expect(coffee?.cells.map((c) => c.higherThan)).toEqual(['', '', 'AC', 'A']);
    // Without markets, the lead alone has no Market to banner by.
    const alone = await post('crosstab', {
      surveyId: study.leadId,
      row: { questionId: entry(all, 'Q1').id, matrixTitleId: null },
      banner: [{ questionId: MARKET_ENTRY_ID, matrixTitleId: null }],
    });
    expect(alone.status).toBe(400);
  });

  it("another account's project is 404, an ad hoc project's survey 400 NOT_MULTI_MARKET", async () => {
    for (const path of ['summary', 'texts', 'crosstab']) {
      const body = {
        surveyId: study.leadId,
        markets: 'all',
        questionId: 'x',
        row: { questionId: 'x', matrixTitleId: null },
      };
      expect((await post(path, body, bob)).status, path).toBe(404);
    }
    const adHoc = await bob.survey({ samplesNeeded: 10 });
    const refused = await post('summary', { surveyId: adHoc.surveyId, markets: 'all' }, bob);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('NOT_MULTI_MARKET');
    const bad = await post('summary', { surveyId: study.leadId, markets: 'some' });
    expect(bad.status).toBe(400);
  });
});
