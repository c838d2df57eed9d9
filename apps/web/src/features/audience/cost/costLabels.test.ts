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
    const valid = { loaded: true, valid: true };
    const est = (isFeasible: boolean, estimatedDeliveryTime: number | null) => ({
      isFeasible,
      estimatedDeliveryTime,
    });
    expect(deliveryBadgeText({ loaded: true, valid: false }, est(true, 3))).toBe(
      'INVALID AUDIENCE',
    );
    // An invalid audience is said at once: no estimate is needed (none may ever come).
    expect(deliveryBadgeText({ loaded: true, valid: false }, undefined)).toBe('INVALID AUDIENCE');
    expect(deliveryBadgeText(valid, est(false, null))).toBe('INFEASIBLE AUDIENCE');
    expect(deliveryBadgeText(valid, est(true, 4))).toBe('4 days');
    expect(deliveryBadgeText(valid, est(true, 1))).toBe('1 day');
    expect(deliveryBadgeText(valid, est(true, null))).toBe('14+ days');
    expect(deliveryBadgeText(valid, undefined)).toBeNull();
  });

  it('says nothing about validity before the audience has loaded, even with an estimate', () => {
    expect(
      deliveryBadgeText(
        { loaded: false, valid: false },
        { isFeasible: true, estimatedDeliveryTime: 1 },
      ),
    ).toBeNull();
    expect(deliveryBadgeText({ loaded: false, valid: false }, undefined)).toBeNull();
  });

  it('formats the incidence rate', () => {
    expect(formatIncidence(100)).toBe('100%');
    expect(formatIncidence(23.456)).toBe('23.5%');
  });
});
