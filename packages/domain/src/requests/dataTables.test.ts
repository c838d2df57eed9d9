import { describe, expect, it } from 'vitest';
import {
  DATA_TABLE_ADDITIONAL_RUN_GBP,
  DATA_TABLE_PRICES_GBP,
  DATA_TABLE_TURNAROUND_BUSINESS_DAYS,
  dataTableTurnaround,
  dataTableTypeWithPrice,
  formatGbp,
} from './dataTables.ts';

describe('data-table request constants (spec 3 §9 Data tables)', () => {
  it('prices complex £500 and simple £300 ex VAT, additional runs £200, one business day', () => {
    expect(DATA_TABLE_PRICES_GBP).toEqual({ COMPLEX: 500, SIMPLE: 300 });
    expect(DATA_TABLE_ADDITIONAL_RUN_GBP).toBe(200);
    expect(DATA_TABLE_TURNAROUND_BUSINESS_DAYS).toBe(1);
    expect(dataTableTurnaround()).toBe('One business day');
  });

  it('names a type with its price', () => {
    expect(dataTableTypeWithPrice('COMPLEX')).toBe('Complex (£500 ex VAT)');
    expect(dataTableTypeWithPrice('SIMPLE')).toBe('Simple (£300 ex VAT)');
  });

  it('formats pounds with pence only when there are some', () => {
    expect(formatGbp(200)).toBe('£200');
    expect(formatGbp(1250.5)).toBe('£1,250.50');
  });
});
