import { describe, expect, it } from 'vitest';
import { fileNameStem } from './fileNames.ts';

describe('fileNameStem', () => {
  it('replaces characters file systems refuse and keeps other text', () => {
    expect(fileNameStem('Q1/Q2: "Café" <日本語>?')).toBe('Q1_Q2_ _Café_ _日本語_');
    expect(fileNameStem('a\\b|c*d\u0007e')).toBe('a_b_c_d_e');
    expect(fileNameStem('Trailing dots...  ')).toBe('Trailing dots');
  });

  it("falls back to 'Survey' when nothing usable is left, and caps long names", () => {
    expect(fileNameStem('  ')).toBe('Survey');
    expect(fileNameStem('///')).toBe('Survey');
    expect(Array.from(fileNameStem('日'.repeat(300)))).toHaveLength(120);
  });
});
