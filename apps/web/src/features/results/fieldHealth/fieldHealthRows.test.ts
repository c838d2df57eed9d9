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
    expect(fieldHealthSummary(readFieldHealth(counts, quote))).toBe(
      'Interview length past its pause trigger',
    );
  });

  it('reads an ended survey as what the rates were when fielding stopped, naming them (issue 35 §4)', () => {
    const lowConversion = {
      ...counts,
      ended: 300,
      completes: 10,
      screenedOut: 285,
      medianCompleteMinutes: 5,
    };
    const rates = readFieldHealth(lowConversion, { incidencePercent: 5, loiMinutes: 5 });
    expect(fieldHealthSummary(rates)).toBe('Conversion at its permanent stop');
    expect(fieldHealthSummary(rates, true)).toBe(
      'When fielding ended: Conversion was at its permanent stop',
    );
    const conversion = fieldHealthRows(rates, true).find((r) => r.rate === 'conversion');
    expect(conversion?.stateText).toBe('Was at the permanent stop');
    expect(fieldHealthSummary(readFieldHealth(counts, quote), true)).toBe(
      'When fielding ended: Interview length was past its pause trigger',
    );
    const few = { ...counts, ended: 20, completes: 4, screenedOut: 16, quotaFull: 0 };
    expect(fieldHealthSummary(readFieldHealth(few, quote), true)).toBe(
      'When fielding ended: too few respondents to read the rates',
    );
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
