import { buildScript } from '@survey/domain/exports/scriptModel';
import { scriptFixture } from '@survey/domain/exports/testing/scriptFixture';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import type { QuestionnaireTranslations } from '@survey/domain/questionnaire/translations/model';
import { translatableTexts } from '@survey/domain/questionnaire/translations/texts';
import JSZip from 'jszip';
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

  it(
    'keeps script and markup payloads as text, in the XML and as LibreOffice reads it (R8)',
    async () => {
      const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const xml = '</w:t></w:r><w:r><w:t>INJECTED';
      const b = new QuestionnaireBuilder();
      b.question(script, [xml, '"><svg onload=alert(3)>']);
      b.textCard(xml, script);
      const questionnaire = JSON.parse(JSON.stringify(b.build())) as Questionnaire;
      const bytes = await scriptDocx(
        buildScript({ projectName: `${script} & co`, country: null, questionnaire }),
      );
      const body =
        (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
      expect(body).not.toContain('<script');
      expect(body).not.toContain('<img');
      expect(body).not.toContain('<svg');
      expect(body).not.toContain('<w:t>INJECTED');
      expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      const text = (await convertWithSoffice(bytes, 'docx', 'txt:Text (encoded):UTF8', 'txt'))
        .toString('utf8')
        .replace(/^\uFEFF/, '');
      const lines = text.split(/\r?\n/).map((l) => l.trim());
      for (const expected of [
        `${script} & co`,
        script,
        `1. ${xml}`,
        '2. "><svg onload=alert(3)>',
        xml,
      ])
        expect(lines, expected).toContain(expected);
    },
    OFFICE_TEST_TIMEOUT,
  );

  it('lists every text in every language: the base first, then each translation, labelled by language (issue 37 §3)', async () => {
    const b = new QuestionnaireBuilder();
    b.question('Which drink do you prefer?', ['Tea', 'Coffee']);
    b.question('How likely are you to recommend us?', [], 'Scale');
    const questionnaire = JSON.parse(JSON.stringify(b.build())) as Questionnaire;
    const german: Record<string, string> = {
      'Which drink do you prefer?': 'Welches Getränk mögen Sie lieber?',
      Tea: 'Tee',
      Coffee: 'Kaffee',
    };
    const texts = translatableTexts(questionnaire);
    const translations: QuestionnaireTranslations = {
      languages: ['de', 'fr'],
      texts: {
        de: Object.fromEntries(
          texts.map((t) => [t.key, { text: german[t.base] ?? `de ${t.base}`, base: t.base }]),
        ),
        // French is not translated yet: its lines are empty, never the English text.
        fr: {},
      },
    };
    const bytes = await scriptDocx(
      buildScript({ projectName: 'Drinks', country: 'Germany', questionnaire, translations }),
    );
    const body =
      (await (await JSZip.loadAsync(bytes)).file('word/document.xml')?.async('string')) ?? '';
    const lines = [...body.matchAll(/<w:p[ >].*?<\/w:p>/g)].map((p) =>
      [...p[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
    );
    expect(lines).toContain('Languages: English (base), German, French');
    const at = lines.indexOf('English: Which drink do you prefer?');
    expect(lines.slice(at, at + 3)).toEqual([
      'English: Which drink do you prefer?',
      'German: Welches Getränk mögen Sie lieber?',
      'French: ',
    ]);
    const tea = lines.indexOf('1. English: Tea');
    expect(lines.slice(tea, tea + 3)).toEqual(['1. English: Tea', 'German: Tee', 'French: ']);
    expect(lines).toContain('German: Kaffee');
    // A detail without text (the slider's range) reads the same in every language: listed once.
    expect(lines.filter((l) => l.startsWith('Range: '))).toHaveLength(1);
  });
});
