import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { formatLength, formatLengthsApart } from './formatLength.ts';
import { speederFlag } from './speeder.ts';

/**
 * Reads a text back as seconds, to check the order the texts tell: 'under 0.1 s' is more than
 * '0 s' and less than '0.1 s'.
 */
function secondsOf(text: string): number {
  if (text === 'under 0.1 s') return 0.05;
  const units: Record<string, number> = { h: 3600, min: 60, s: 1 };
  let total = 0;
  for (const [, value, unit] of text.matchAll(/([\d.]+) (h|min|s)\b/g)) {
    total += Number(value) * (units[unit as string] as number);
  }
  return total;
}

describe('formatLength', () => {
  it('writes sub-second, second, minute and hour lengths as a researcher reads them', () => {
    expect(formatLength(0)).toBe('0 s');
    expect(formatLength(30)).toBe('under 0.1 s');
    expect(formatLength(400)).toBe('0.4 s');
    expect(formatLength(1_000)).toBe('1 s');
    expect(formatLength(9_540)).toBe('9.5 s');
    expect(formatLength(41_000)).toBe('41 s');
    expect(formatLength(180_000)).toBe('3 min');
    expect(formatLength(185_000)).toBe('3 min 5 s');
    expect(formatLength(3_900_000)).toBe('1 h 5 min');
    expect(formatLength(7_200_000)).toBe('2 h');
  });

  it('gives a fast survey a speeder sentence that reads true', () => {
    // The survey of issue 35: completes in about a second, a speeder in a tenth of it.
    expect(speederFlag(120, 1_000)?.detail).toBe(
      'Took 0.1 s; a third of the median (1 s) is 0.3 s.',
    );
    expect(speederFlag(59_600, 180_000)?.detail).toBe(
      'Took 59.6 s; a third of the median (3 min) is 60 s.',
    );
    expect(speederFlag(20_000, 300_000)?.detail).toBe(
      'Took 20 s; a third of the median (5 min) is 1 min 40 s.',
    );
  });

  test.prop([fc.nat({ max: 20_000_000 }), fc.integer({ min: 1, max: 20_000_000 })], {
    numRuns: 2000,
  })('the shorter of two lengths never reads as long as the longer', (a, gap) => {
    const [shorter, longer] = formatLengthsApart(a, a + gap / 3);
    expect(shorter).not.toBe(longer);
    expect(secondsOf(shorter)).toBeLessThan(secondsOf(longer));
  });
});
