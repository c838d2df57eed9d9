import {
  DEFAULT_SIGNIFICANCE,
  type CrosstabRequest,
  type SavedCrosstab,
} from '@survey/domain/results/analysisContract';
import { describe, expect, it } from 'vitest';
import { openedNotice, savedTableShown, sameFilters, withJustSaved } from './savedTableState.ts';

const NORTH = { questionId: 'region', matrixTitleId: null, responseOptionIds: ['north', 'west'] };
const MEN = { questionId: 'gender', matrixTitleId: null, responseOptionIds: ['male'] };

const request: CrosstabRequest = {
  surveyId: 's1',
  row: { questionId: 'q1', matrixTitleId: null },
  banner: [{ questionId: 'gender', matrixTitleId: null }],
  responseFilters: [NORTH, MEN],
  weighted: false,
  nets: [{ label: 'Hot', optionIds: ['coffee', 'tea'] }],
  boxes: false,
};

const saved = (id: string, name: string, over: Partial<CrosstabRequest> = {}): SavedCrosstab => {
  const { surveyId, ...definition } = { ...request, ...over };
  return { id, surveyId, name, definition, createdAt: '2026-11-29T10:00:00.000Z' };
};

describe('the saved table on screen', () => {
  it('is the one whose definition the request is, filters in any order', () => {
    const tables = [saved('t1', 'Other', { boxes: true }), saved('t2', 'Drinks')];
    const reordered = {
      ...request,
      responseFilters: [MEN, { ...NORTH, responseOptionIds: ['west', 'north'] }],
    };
    expect(savedTableShown(tables, reordered, null)?.name).toBe('Drinks');
  });

  it('is the table just saved while the list has not brought it yet', () => {
    const listed = [saved('t1', 'Other', { boxes: true })];
    const just = saved('t2', 'Drinks');
    expect(savedTableShown(withJustSaved(listed, just), request, null)?.name).toBe('Drinks');
    expect(savedTableShown(withJustSaved(undefined, just), request, null)?.name).toBe('Drinks');
    expect(savedTableShown(withJustSaved(listed, null), request, null)).toBeNull();
    const reloaded = [...listed, just];
    expect(withJustSaved(reloaded, just)).toBe(reloaded);
  });

  it('is none once anything changed: a filter, the weighting, a net, the banner', () => {
    const tables = [saved('t1', 'Drinks')];
    for (const changed of [
      { responseFilters: [NORTH] },
      { weighted: true },
      { nets: [] },
      { banner: [] },
      { row: { questionId: 'q1', matrixTitleId: null, rank: 2 } },
    ])
      expect(savedTableShown(tables, { ...request, ...changed }, null)).toBeNull();
    expect(savedTableShown(undefined, request, null)).toBeNull();
    expect(savedTableShown(tables, null, null)).toBeNull();
  });

  it('is none once the significance options changed; a table saved without them has the default ones', () => {
    const tables = [saved('t1', 'Drinks')];
    const strict = {
      level: 99 as const,
      lowerLevel: 95 as const,
      comparison: 'pairs' as const,
      correction: 'bonferroni' as const,
    };
    expect(savedTableShown(tables, { ...request, significance: strict }, null)).toBeNull();
    expect(
      savedTableShown(tables, { ...request, significance: DEFAULT_SIGNIFICANCE }, null)?.name,
    ).toBe('Drinks');
    const strictTable = [saved('t2', 'Strict', { significance: strict })];
    expect(savedTableShown(strictTable, { ...request, significance: strict }, null)?.name).toBe(
      'Strict',
    );
    expect(savedTableShown(strictTable, request, null)).toBeNull();
    // As it comes back from JSONB: the same options, keys in another order.
    const reordered = [
      saved('t3', 'Reordered', {
        significance: { correction: 'bonferroni', comparison: 'pairs', level: 99, lowerLevel: 95 },
      }),
    ];
    expect(savedTableShown(reordered, { ...request, significance: strict }, null)?.name).toBe(
      'Reordered',
    );
  });

  it('is the one opened last when two saved tables are alike', () => {
    const tables = [saved('t1', 'First'), saved('t2', 'Second')];
    expect(savedTableShown(tables, request, 't2')?.name).toBe('Second');
    expect(savedTableShown(tables, request, null)?.name).toBe('First');
  });
});

describe('opening a saved table', () => {
  it('says when it replaced the filters the researcher had set, or cleared them', () => {
    expect(openedNotice(saved('t', 'Drinks'), { filters: [MEN], weighted: false })).toBe(
      "Opened 'Drinks': its filters replaced yours.",
    );
    expect(
      openedNotice(saved('t', 'Drinks', { responseFilters: [] }), {
        filters: [MEN],
        weighted: false,
      }),
    ).toBe("Opened 'Drinks': it has no filters, so yours were cleared.");
  });

  it('says when it changed the weighting', () => {
    expect(
      openedNotice(saved('t', 'Drinks', { weighted: true }), { filters: [], weighted: false }),
    ).toBe("Opened 'Drinks': it is weighted.");
    expect(
      openedNotice(saved('t', 'Drinks', { weighted: false }), { filters: [MEN], weighted: true }),
    ).toBe("Opened 'Drinks': its filters replaced yours; it is unweighted.");
  });

  it('says nothing when it took nothing away', () => {
    expect(openedNotice(saved('t', 'Drinks'), { filters: [], weighted: false })).toBeNull();
    expect(
      openedNotice(saved('t', 'Drinks'), { filters: [MEN, NORTH], weighted: false }),
    ).toBeNull();
  });

  it('compares filters as sets', () => {
    expect(sameFilters([NORTH, MEN], [MEN, NORTH])).toBe(true);
    expect(sameFilters([NORTH], [{ ...NORTH, responseOptionIds: ['north'] }])).toBe(false);
  });
});
