import { describe, expect, it } from 'vitest';
import { costLines } from './costLines.ts';

describe('costLines', () => {
  it('prices the completes at the CPI, hosting and raw data at £0', () => {
    expect(costLines(1.5, 500, 'GBP')).toEqual({
      lines: [
        { label: 'Completes', detail: '£1.50 x 500 completes', amount: '£750.00' },
        { label: 'Hosting', amount: '£0.00' },
        { label: 'Raw data', amount: '£0.00' },
      ],
      total: '£750.00',
    });
  });

  it('totals to the penny (spec 3 §9), not to whole pounds', () => {
    const { lines, total } = costLines(2.35, 333, 'GBP');
    expect(lines[0]).toEqual({
      label: 'Completes',
      detail: '£2.35 x 333 completes',
      amount: '£782.55',
    });
    expect(total).toBe('£782.55');
    expect(costLines(3.68, 1, 'GBP').lines[0]?.detail).toBe('£3.68 x 1 complete');
    expect(costLines(1.2, 12000, 'GBP').total).toBe('£14,400.00');
  });
});
