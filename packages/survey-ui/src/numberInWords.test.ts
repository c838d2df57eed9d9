import { describe, expect, it } from 'vitest';
import { numberInWords } from './numberInWords.ts';

describe('numberInWords', () => {
  it('spells the numbers a choice limit can take', () => {
    expect([0, 1, 2, 7, 12, 19].map(numberInWords)).toEqual([
      'zero',
      'one',
      'two',
      'seven',
      'twelve',
      'nineteen',
    ]);
    expect([20, 21, 45, 99].map(numberInWords)).toEqual([
      'twenty',
      'twenty-one',
      'forty-five',
      'ninety-nine',
    ]);
    expect([100, 101, 250, 999].map(numberInWords)).toEqual([
      'one hundred',
      'one hundred and one',
      'two hundred and fifty',
      'nine hundred and ninety-nine',
    ]);
  });

  it('falls back to digits outside 0..999 and for fractions', () => {
    expect([1000, -1, 2.5].map(numberInWords)).toEqual(['1000', '-1', '2.5']);
  });
});
