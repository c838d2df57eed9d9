import { describe, expect, it } from 'vitest';
import {
  formatDay,
  launchMessage,
  orderStatusMessage,
  startDateError,
  typedCompletes,
} from './confirmTexts.ts';

const today = '2026-11-23';

describe('launchMessage', () => {
  it("says 'live now', or 'live on' a later date", () => {
    expect(launchMessage(null)).toBe('Your survey is live now.');
    expect(launchMessage('2026-11-30')).toBe('Your survey will be live on 30 November 2026.');
  });
});

describe('formatDay', () => {
  it('shows the stored UTC day, whatever the stored form', () => {
    expect(formatDay('2026-01-05')).toBe('5 January 2026');
    expect(formatDay('2026-01-05T00:00:00.000Z')).toBe('5 January 2026');
    expect(formatDay(null)).toBe('');
  });
});

describe('startDateError', () => {
  it('accepts today and later, refuses the past and non-dates', () => {
    expect(startDateError(today, today)).toBeNull();
    expect(startDateError('2027-01-01', today)).toBeNull();
    expect(startDateError('2026-11-22', today)).toBe('The start date cannot be before today.');
    expect(startDateError('', today)).toBe('Enter a start date.');
    expect(startDateError('2026-02-30', today)).toBe('Enter a start date.');
  });
});

describe('typedCompletes', () => {
  it('reads whole numbers only', () => {
    expect(typedCompletes(' 25 ')).toBe(25);
    expect(typedCompletes('0')).toBe(0);
    expect(typedCompletes('2.5')).toBeNaN();
    expect(typedCompletes('-3')).toBeNaN();
    expect(typedCompletes('')).toBeNaN();
    expect(typedCompletes('1e3')).toBeNaN();
  });
});

describe('orderStatusMessage', () => {
  it('says when a bought survey is live, by its order status', () => {
    expect(orderStatusMessage('Live', today, today)).toBe('Your survey is live now.');
    expect(orderStatusMessage('Scheduled', '2026-12-01T00:00:00.000Z', today)).toBe(
      'Your survey will be live on 1 December 2026.',
    );
    expect(orderStatusMessage('Paused', today, today)).toBe('Your survey is paused.');
    expect(orderStatusMessage('Halted', null, today)).toBe('Its order is halted.');
  });
});
