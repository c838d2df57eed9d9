import { describe, expect, it } from 'vitest';
import { catalogue as german } from './i18n/catalogues/de.ts';
import { english } from './i18n/english.ts';
import { translator } from './i18n/translator.ts';
import { shownLabel } from './shownLabel.ts';

describe('shownLabel', () => {
  it("names a blank item by its noun and place, in the respondent's language", () => {
    expect(shownLabel('', 0, 'blankOption', english)).toBe('Option 1');
    expect(shownLabel('   ', 2, 'blankRow', english)).toBe('Row 3');
    expect(shownLabel('Strongly agree', 4, 'blankColumn', english)).toBe('Strongly agree');
    expect(shownLabel('', 1, 'blankColumn', translator(german))).toBe('Spalte 2');
  });
});
