import { readFieldHealth, type SessionCounts } from '@survey/domain/fieldwork/health/fieldHealth';
import { describe, expect, it } from 'vitest';
import { fieldHealthRows, fieldHealthSummary } from './fieldHealthRows.ts';

const counts: SessionCounts = {
  ended: 100,
  completes: 50,
  screenedOut: 45,
  quotaFull: 5,
  sampleFull: 0,
  droppedAfterQualifying: 0,
  inProgressQualified: 0,
  medianCompleteMinutes: 12,
};
const quote = { incidencePercent: 50, loiMinutes: 5 };

describe('fieldHealthRows', () => {
  it('writes each rate with its trigger, stop and state', () => {
    const rows = fieldHealthRows(readFieldHealth(counts, quote));
    expect(rows.map((r) => [r.label, r.value, r.pause, r.stop, r.stateText])).toEqual([
      ['Incidence', '55.0%', 'More than 25% off 50% quoted', 'None', 'Within terms'],
      ['Interview length', '12.0 min', 'More than 25% off 5 min quoted', 'None', 'Pause trigger'],
      ['Dropout', '0.0%', 'Above 25%', '40% or more', 'Within terms'],
      ['Volume full', '5.0%', 'Above 25%', '35% or more', 'Within terms'],
      ['Conversion', '50.0%', 'Under 5%', '4% or less', 'Within terms'],
    ]);
    expect(fieldHealthSummary(readFieldHealth(counts, quote))).toBe('1 past a pause trigger');
  });

  it('shows how far a rate is from its minimum sample', () => {
    const few = { ...counts, ended: 20, completes: 4, screenedOut: 16, quotaFull: 0 };
    const rows = fieldHealthRows(readFieldHealth(few, quote));
    expect(rows[4]?.stateText).toBe('Waiting: 20 of 50');
    expect(fieldHealthSummary(readFieldHealth(few, quote))).toBe('Waiting for respondents');
    expect(
      fieldHealthSummary(readFieldHealth({ ...counts, medianCompleteMinutes: 5 }, quote)),
    ).toBe('All rates within terms');
  });
});
