import { fc, test } from '@fast-check/vitest';
import { summaryFixture } from '@survey/domain/exports/testing/summaryFixture';
import {
  DEFAULT_SIGNIFICANCE,
  type SavedCrosstab,
  type SignificanceOptions,
} from '@survey/domain/results/analysisContract';
import { describe, expect, it } from 'vitest';
import {
  bannerChoices,
  buildCrosstabRequest,
  chooseBanner,
  chooseRow,
  definitionOf,
  EMPTY_DEFINITION,
  netProblem,
  rowChoices,
} from './crosstabChoices.ts';
import { MAX_BANNER_GROUPS } from '@survey/domain/results/analysisContract';
import { BOX_REASONS } from '@survey/domain/analysis/boxes';

const entries = () => summaryFixture().results;
const FILTER = { questionId: 'region', matrixTitleId: null, responseOptionIds: ['north'] };

describe('crosstab choices', () => {
  it('offers choice questions, matrix rows, ranked and sliders as rows; no free text', () => {
    const rows = rowChoices(entries());
    expect(rows.map((c) => [c.label, c.kind, c.boxes.reason])).toEqual([
      ['A1', 'choice', BOX_REASONS.unordered],
      ['Q1', 'choice', BOX_REASONS.unordered],
      // Two labelled points: no boxes, and the switch says so.
      ['Q2.1', 'matrixRow', BOX_REASONS.fewPoints(2)],
      ['Q2.2', 'matrixRow', BOX_REASONS.fewPoints(2)],
      ['Q3', 'ranked', BOX_REASONS.unordered],
      ['Q4', 'slider', BOX_REASONS.slider],
    ]);
    expect(rows[2]).toMatchObject({
      text: 'Rate these: Taste',
      ref: { questionId: 'r1', matrixTitleId: 'm1' },
      options: [
        { id: 'good', text: 'Good' },
        { id: 'bad', text: 'Bad' },
      ],
    });
    expect(rows[4]?.ranks).toBe(2);
    expect(rows[0]?.group).toBe('Audience');
  });

  it('offers only choice questions and matrix rows as banner groups', () => {
    expect(bannerChoices(entries()).map((c) => c.label)).toEqual(['A1', 'Q1', 'Q2.1', 'Q2.2']);
  });

  it('builds no request before a row is chosen', () => {
    const choices = rowChoices(entries());
    expect(buildCrosstabRequest('s', EMPTY_DEFINITION, choices, [], false)).toBeNull();
  });

  it('gives a matrix row of 4 labelled points boxes of its last two and first two, defaults aside', () => {
    const matrix = entries().find((e) => e.questionType === 'matrix');
    const [first] = matrix?.rows ?? [];
    if (!matrix || !first) throw new Error('the fixture has a matrix');
    const points = ['p1', 'p2', 'p3', 'p4', 'default:dont_know'];
    const fivePoint = {
      ...matrix,
      rows: [{ ...first, rowItems: points.map((id) => ({ ...first.rowItems[0], id, text: id })) }],
    };
    const [row] = rowChoices([fivePoint as typeof matrix]);
    expect(row?.boxes).toEqual({
      boxes: [
        { id: 'box:top2', label: 'Top 2 box', optionIds: ['p3', 'p4'] },
        { id: 'box:bottom2', label: 'Bottom 2 box', optionIds: ['p1', 'p2'] },
      ],
      reason: null,
    });
    const def = { ...chooseRow(EMPTY_DEFINITION, row ?? null), boxes: true };
    expect(buildCrosstabRequest('s', def, row ? [row] : [], [], false)?.boxes).toBe(true);
  });

  it('sends the row, banner, page filters and weighting; boxes only for rows that have them', () => {
    const choices = rowChoices(entries());
    const banner = bannerChoices(entries());
    let def = chooseRow(EMPTY_DEFINITION, choices[1] ?? null);
    def = chooseBanner(
      def,
      [banner[0]?.ref, banner[2]?.ref].flatMap((r) => (r ? [r] : [])),
    );
    def = { ...def, boxes: true, nets: [{ label: ' Hot ', optionIds: ['o1', 'gone'] }] };
    expect(buildCrosstabRequest('s', def, choices, [FILTER], true)).toEqual({
      surveyId: 's',
      row: { questionId: 'q1', matrixTitleId: null },
      banner: [
        { questionId: 'region', matrixTitleId: null },
        { questionId: 'r1', matrixTitleId: 'm1' },
      ],
      responseFilters: [FILTER],
      weighted: true,
      nets: [{ label: 'Hot', optionIds: ['o1'] }],
      boxes: false,
      significance: DEFAULT_SIGNIFICANCE,
    });
    const matrixRow = { ...chooseRow(def, choices[2] ?? null), boxes: true };
    // A 2-point matrix row has no boxes (issue 35 §1): the switch is off, nothing is asked.
    expect(buildCrosstabRequest('s', matrixRow, choices, [], false)?.boxes).toBe(false);
    expect(matrixRow.nets).toEqual([]);
  });

  it('sends a ranked row with its rank, kept within the ranks the question has', () => {
    const choices = rowChoices(entries());
    const def = chooseRow(EMPTY_DEFINITION, choices[4] ?? null);
    expect(buildCrosstabRequest('s', def, choices, [], false)?.row).toEqual({
      questionId: 'q3',
      matrixTitleId: null,
      rank: 1,
    });
    const second = { ...def, row: { questionId: 'q3', matrixTitleId: null, rank: 9 } };
    expect(buildCrosstabRequest('s', second, choices, [], false)?.row.rank).toBe(2);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 12 })])(
    'a banner never holds more than six groups nor one question twice',
    (picks) => {
      const banner = bannerChoices(entries());
      const refs = picks.flatMap((i) => {
        const ref = banner[i]?.ref;
        return ref ? [ref] : [];
      });
      const def = chooseBanner(EMPTY_DEFINITION, refs);
      expect(def.banner.length).toBeLessThanOrEqual(MAX_BANNER_GROUPS);
      const keys = def.banner.map((r) => `${r.matrixTitleId}/${r.questionId}`);
      expect(new Set(keys).size).toBe(keys.length);
    },
  );

  it('refuses a net without label or options, a duplicate label, or a 21st net', () => {
    const net = { label: 'Hot', optionIds: ['o1'] };
    expect(netProblem(EMPTY_DEFINITION, net)).toBeNull();
    expect(netProblem(EMPTY_DEFINITION, { ...net, label: ' ' })).toBe('Give the net a label.');
    expect(netProblem(EMPTY_DEFINITION, { ...net, optionIds: [] })).toBe(
      'Choose at least one option.',
    );
    expect(netProblem({ ...EMPTY_DEFINITION, nets: [net] }, { ...net, label: 'hot' })).toBe(
      'A net with this label exists already.',
    );
    const full = {
      ...EMPTY_DEFINITION,
      nets: Array.from({ length: 20 }, (_, i) => ({ ...net, label: `n${i}` })),
    };
    expect(netProblem(full, net)).toBe('A table holds at most 20 nets.');
  });

  it('reopens a saved table with its row, banner, nets, boxes and significance options', () => {
    const strict: SignificanceOptions = {
      level: 99,
      lowerLevel: 95,
      comparison: 'pairs',
      correction: 'bonferroni',
    };
    const saved: SavedCrosstab = {
      id: 'x',
      surveyId: 's',
      name: 'Drinks by region',
      createdAt: '2026-01-01T00:00:00Z',
      definition: {
        row: { questionId: 'q1', matrixTitleId: null },
        banner: [{ questionId: 'region', matrixTitleId: null }],
        responseFilters: [FILTER],
        weighted: false,
        nets: [{ label: 'Hot', optionIds: ['o1'] }],
        boxes: false,
        significance: strict,
      },
    };
    expect(definitionOf(saved)).toEqual({
      row: { questionId: 'q1', matrixTitleId: null },
      banner: [{ questionId: 'region', matrixTitleId: null }],
      nets: [{ label: 'Hot', optionIds: ['o1'] }],
      boxes: false,
      significance: strict,
    });
    // The request carries them, so the letters and the files are the saved table's.
    expect(
      buildCrosstabRequest('s', definitionOf(saved), rowChoices(entries()), [], false)
        ?.significance,
    ).toEqual(strict);
  });
});
