import type { FlaggedComplete, QualityReason } from '@survey/domain/results/analysisContract';
import { describe, expect, it } from 'vitest';
import { excludeAllActions, reasonsOf, selectionActions } from './qualityRows.ts';

const complete = (id: string, reasons: QualityReason[], excluded = false): FlaggedComplete => ({
  sessionId: id,
  respondentId: `r-${id}`,
  completedAt: '2026-11-27T10:00:00.000Z',
  lengthSeconds: 40,
  flags: reasons.map((reason) => ({ reason, detail: reason })),
  excluded,
});

describe('data-quality rows', () => {
  const list = [
    complete('a', ['DUPLICATE_RESPONDENT', 'SPEEDER', 'DUPLICATE_RESPONDENT']),
    complete('b', ['SPEEDER'], true),
    complete('c', ['STRAIGHT_LINER', 'SPEEDER']),
  ];

  it('shows each reason once, in a fixed order', () => {
    expect(reasonsOf(list[0]!)).toEqual(['SPEEDER', 'DUPLICATE_RESPONDENT']);
  });

  it('offers Exclude all for reasons with included completes only, with their counts', () => {
    expect(
      excludeAllActions({
        SPEEDER: 2,
        STRAIGHT_LINER: 1,
        GIBBERISH_TEXT: 0,
        DUPLICATE_TEXT: 0,
        DUPLICATE_RESPONDENT: 1,
      }),
    ).toEqual([
      { reason: 'SPEEDER', label: 'Exclude all speeders (2)' },
      { reason: 'STRAIGHT_LINER', label: 'Exclude all straight-liners (1)' },
      { reason: 'DUPLICATE_RESPONDENT', label: 'Exclude all duplicate respondents (1)' },
    ]);
  });

  it('splits a selection into what Exclude and Include again change', () => {
    expect(selectionActions(list, new Set(['a', 'b', 'x']))).toEqual({
      toExclude: ['a'],
      toInclude: ['b'],
    });
  });
});
