import { describe, expect, it } from 'vitest';
import { formatCost } from './formatCost.ts';

describe('formatCost', () => {
  it('shows 2 decimals in the currency', () => {
    expect(formatCost(4.5, 'GBP')).toBe('£4.50');
    expect(formatCost(12.345, 'USD')).toBe('US$12.35');
    expect(formatCost(3, 'JPY')).toBe('JP¥3.00');
  });
  it('falls back to the code for an unknown currency', () => {
    expect(formatCost(1.2, 'not-a-currency')).toBe('1.20 not-a-currency');
  });
});
