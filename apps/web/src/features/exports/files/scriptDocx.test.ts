import { buildScript } from '@survey/domain/exports/scriptModel';
import { scriptFixture } from '@survey/domain/exports/testing/scriptFixture';
import { describe, expect, it } from 'vitest';
import { scriptDocx } from './scriptDocx.ts';
import { convertWithSoffice, OFFICE_TEST_TIMEOUT } from './testing/officeReader.ts';

describe('scriptDocx', () => {
  it(
    'opens in LibreOffice with every label, text, mark and note of the script',
    async () => {
      const script = buildScript({
        projectName: 'Drinks "Café" 日本語',
        country: null,
        questionnaire: scriptFixture(),
      });
      const bytes = await scriptDocx(script);
      const text = (await convertWithSoffice(bytes, 'docx', 'txt:Text (encoded):UTF8', 'txt'))
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      const lines = text.split(/\r?\n/).map((l) => l.trim());
      for (const expected of [
        'Drinks "Café" 日本語',
        'Country: UK',
        'A1 [Single select]',
        'Which region do you live in?',
        'Q1 [Single select]',
        '=cmd|" /C calc"!A0 Which drink do you prefer?',
        '1. Café',
        '2. 日本語 (Skip to End of survey)',
        '3. شاي [Pinned]',
        '4. Other [Exclusive, Text entry]',
        "5. Don't know [Exclusive, Pinned]",
        'Q2 [Multi select]',
        'Which "brands" have you heard of?',
        "Display if: Q1 is 'Café'",
        'Q3 [Matrix]',
        'Q4 [Ranked [Rank top 2]]',
        'Q5 [Slider]',
        'Range: 0 to 10, step 1',
        'Left label: Not at all likely',
        'Right label: Extremely likely',
        'Q6 [Text input]',
        'T1 [Text instruction]',
        'Now a few more questions.',
        '[Fork]',
        '1. Group A: 50%',
        '2. Group B: 50%',
        'S1 [Section start]',
        'Q7 [Ranked [All ranked]]',
        '[Section end]',
      ]) {
        expect(lines, expected).toContain(expected);
      }
      // The matrix row without text is not in the document.
      const rows = lines.slice(
        lines.indexOf('Q3 [Matrix]'),
        lines.indexOf('Q4 [Ranked [Rank top 2]]'),
      );
      expect(rows.filter((l) => /^\d+\. /.test(l))).toEqual([
        '1. Taste',
        '2. Price',
        '1. Good',
        '2. Bad',
      ]);
    },
    OFFICE_TEST_TIMEOUT,
  );
});
