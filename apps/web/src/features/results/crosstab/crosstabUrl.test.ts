import { fc, test } from '@fast-check/vitest';
import { DEFAULT_SIGNIFICANCE, MAX_BANNER_GROUPS } from '@survey/domain/results/analysisContract';
import { describe, expect, it } from 'vitest';
import { EMPTY_DEFINITION, type CrosstabDefinition } from './crosstabChoices.ts';
import { definitionFromParam, definitionParam } from './crosstabUrl.ts';

const TABLE: CrosstabDefinition = {
  row: { questionId: 'r1', matrixTitleId: 'm1' },
  banner: [
    { questionId: 'gender', matrixTitleId: null },
    { questionId: 'q1', matrixTitleId: null },
  ],
  nets: [{ label: 'Hot drinks', optionIds: ['coffee', 'tea'] }],
  boxes: true,
  significance: DEFAULT_SIGNIFICANCE,
};

describe('the crosstab in the address', () => {
  it('reads back the table it wrote, a ranked row keeping its rank', () => {
    expect(definitionFromParam(definitionParam(TABLE))).toEqual(TABLE);
    const ranked = { ...TABLE, row: { questionId: 'q3', matrixTitleId: null, rank: 2 } };
    expect(definitionFromParam(definitionParam(ranked))).toEqual(ranked);
  });

  it('keeps the significance options, written only when chosen (issue 38 §5)', () => {
    const strict: CrosstabDefinition = {
      ...TABLE,
      significance: { level: 99, lowerLevel: 95, comparison: 'rest', correction: 'holm' },
    };
    expect(definitionFromParam(definitionParam(strict))).toEqual(strict);
    expect(definitionParam(TABLE)).not.toContain('significance');
    // Options alone (no row yet) are a table to keep.
    const only = { ...EMPTY_DEFINITION, significance: strict.significance };
    expect(definitionFromParam(definitionParam(only))).toEqual(only);
    // Options this page could not have written read as the default; the table stays.
    const param = JSON.parse(definitionParam(TABLE) as string) as Record<string, unknown>;
    for (const significance of [
      { level: 95, lowerLevel: 95, comparison: 'pairs', correction: 'none' },
      { level: 80, lowerLevel: null, comparison: 'pairs', correction: 'none' },
      { level: 99, lowerLevel: null, comparison: 'total', correction: 'none' },
      { level: 99, lowerLevel: null, comparison: 'pairs', correction: 'sidak' },
      'strict',
    ]) {
      expect(definitionFromParam(JSON.stringify({ ...param, significance }))).toEqual(TABLE);
    }
  });

  it('writes no param for an empty table', () => {
    expect(definitionParam(EMPTY_DEFINITION)).toBeNull();
    expect(definitionFromParam(null)).toEqual(EMPTY_DEFINITION);
  });

  it('reads anything this page could not have written as no table', () => {
    const bad = [
      'not json',
      '[]',
      '{"row":{"questionId":"q1","matrixTitleId":null},"banner":[],"nets":[]}',
      '{"row":{"questionId":7,"matrixTitleId":null},"banner":[],"nets":[],"boxes":false}',
      '{"row":null,"banner":[{"questionId":""}],"nets":[],"boxes":false}',
      JSON.stringify({
        row: null,
        banner: Array.from({ length: MAX_BANNER_GROUPS + 1 }, (_, i) => ({
          questionId: `q${i}`,
          matrixTitleId: null,
        })),
        nets: [],
        boxes: false,
      }),
      JSON.stringify({ ...TABLE, nets: [{ label: 'x'.repeat(61), optionIds: ['a'] }] }),
      `{"row":null,"banner":[],"nets":[],"boxes":false,"pad":"${'x'.repeat(20_000)}"}`,
    ];
    for (const value of bad)
      expect(definitionFromParam(value), value.slice(0, 80)).toEqual(EMPTY_DEFINITION);
  });

  test.prop([fc.string({ maxLength: 300 })])('never throws on any address', (value) => {
    expect(() => definitionFromParam(value)).not.toThrow();
  });
});
