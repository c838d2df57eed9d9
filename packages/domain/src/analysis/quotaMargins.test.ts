import { describe, expect, it } from 'vitest';
import { emptyQuestionnaire } from '../questionnaire/testing/builders.ts';
import type { Answer } from '../respondent/answers.ts';
import {
  audienceOf,
  customMember,
  standardMember,
} from '../respondent/engine/testing/audienceFixtures.ts';
import { quotaMargins } from './quotaMargins.ts';
import { rakeWeights } from './weights.ts';

const published = {
  questionnaire: emptyQuestionnaire(),
  audience: audienceOf(
    standardMember(
      1,
      'gender',
      [
        { key: 'female', quota: 52 },
        { key: 'male', quota: 48 },
        { key: 'other', qualifies: false },
      ],
      { quotas: true },
    ),
    standardMember(2, 'age', [{ key: '18-34' }, { key: '35+' }]),
    customMember(
      4,
      'brand',
      [
        { key: 'acme', quota: 100 / 3 },
        { key: 'bolt', quota: 100 / 3 },
        { key: 'core', quota: 100 / 3 },
      ],
      { quotas: true, multiple: true },
    ),
  ),
};

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });

describe('quotaMargins', () => {
  const { margins, pageKeys, categoryOf } = quotaMargins(published);

  it('has one margin per criterion with quotas, its targets the quota shares', () => {
    expect(margins.map((m) => m.id)).toEqual(['gender', 'brand']);
    expect([...(margins[0]?.targets ?? [])]).toEqual([
      ['female', 0.52],
      ['male', 0.48],
    ]);
    const brand = [...(margins[1]?.targets.values() ?? [])];
    expect(brand.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(brand[0]).toBeCloseTo(1 / 3, 12);
  });

  it('names the audience pages it reads, by member number', () => {
    expect(pageKeys).toEqual(['audience:1', 'audience:4']);
  });

  it("reads each complete's category from its audience answers", () => {
    expect(
      categoryOf({
        'audience:1': choice('male'),
        'audience:2': choice('35+'),
        'audience:4': choice('bolt'),
      }),
    ).toEqual(['male', 'bolt']);
  });

  it('gives null for no answer, a pick without a quota, or several quota picks of a multi select', () => {
    expect(categoryOf({})).toEqual([null, null]);
    expect(categoryOf({ 'audience:1': choice('other'), 'audience:4': null })).toEqual([null, null]);
    expect(categoryOf({ 'audience:4': choice('acme', 'core') })).toEqual([null, null]);
    expect(categoryOf({ 'audience:4': choice('acme', 'acme') })).toEqual([null, 'acme']);
    expect(categoryOf({ 'audience:1': { kind: 'text', text: 'male' } })).toEqual([null, null]);
  });

  it('feeds rakeWeights: completes weighted to the quota shares', () => {
    // Brands balanced within each gender, so gender alone moves the weights.
    const brands = ['acme', 'bolt', 'core'];
    const rows = [
      ...Array.from({ length: 30 }, (_, i) =>
        categoryOf({ 'audience:1': choice('female'), 'audience:4': choice(brands[i % 3] ?? '') }),
      ),
      ...Array.from({ length: 69 }, (_, i) =>
        categoryOf({ 'audience:1': choice('male'), 'audience:4': choice(brands[i % 3] ?? '') }),
      ),
    ];
    const result = rakeWeights(margins, rows);
    expect(result.converged).toBe(true);
    expect(result.weights[0]).toBeCloseTo((0.52 * 99) / 30, 9);
    expect(result.weights[98]).toBeCloseTo((0.48 * 99) / 69, 9);
  });

  it('has no margins when no criterion has quotas on', () => {
    const none = quotaMargins({
      questionnaire: emptyQuestionnaire(),
      audience: audienceOf(standardMember(1, 'age', [{ key: '18-34' }, { key: '35+' }])),
    });
    expect(none.margins).toEqual([]);
    expect(none.pageKeys).toEqual([]);
    expect(none.categoryOf({ 'audience:1': choice('35+') })).toEqual([]);
  });
});
