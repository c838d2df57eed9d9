import { describe, expect, it } from 'vitest';
import {
  approximateQuestions,
  deliveryBadgeText,
  formatIncidence,
  totalLabel,
} from './costLabels.ts';
import { languageName, MAPPED_LANGUAGE_CODES } from './languageNames.ts';

describe('the cost panel texts', () => {
  it('names 26 languages and falls back to English', () => {
    expect(MAPPED_LANGUAGE_CODES).toHaveLength(26);
    expect(languageName('zh')).toBe('Mandarin Chinese');
    expect(languageName('DE')).toBe('German');
    expect(languageName('xx')).toBe('English');
    expect(languageName(null)).toBe('English');
  });

  it('labels the total Estimated only in preview', () => {
    expect(totalLabel('preview')).toBe('Estimated');
    expect(totalLabel('draft')).toBe('Total');
    expect(totalLabel('complete')).toBe('Total');
  });

  it('shows the approximate question count of the length tier', () => {
    expect(approximateQuestions(2)).toBe('~6');
    expect(approximateQuestions(5)).toBe('~15');
    expect(approximateQuestions(35)).toBe('~115');
  });

  it('picks the delivery badge: invalid first, then infeasible, then days or 14+', () => {
    expect(deliveryBadgeText({ valid: false, feasible: true, days: 3 })).toBe('INVALID AUDIENCE');
    expect(deliveryBadgeText({ valid: true, feasible: false, days: null })).toBe(
      'INFEASIBLE AUDIENCE',
    );
    expect(deliveryBadgeText({ valid: true, feasible: true, days: 4 })).toBe('4 days');
    expect(deliveryBadgeText({ valid: true, feasible: true, days: 1 })).toBe('1 day');
    expect(deliveryBadgeText({ valid: true, feasible: true, days: null })).toBe('14+ days');
    expect(deliveryBadgeText({ valid: true, feasible: null, days: null })).toBeNull();
  });

  it('formats the incidence rate', () => {
    expect(formatIncidence(100)).toBe('100%');
    expect(formatIncidence(23.456)).toBe('23.5%');
  });
});
