import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import { sampleMatrix, sampleQuestion } from '@survey/domain/respondent/testing/sampleEntries';
import { describe, expect, it } from 'vitest';
import { catalogue as arabic } from './i18n/catalogues/ar.ts';
import { catalogue as german } from './i18n/catalogues/de.ts';
import { catalogue as polish } from './i18n/catalogues/pl.ts';
import { english } from './i18n/english.ts';
import { translator, type Translator } from './i18n/translator.ts';
import { entryInstruction } from './instructions.ts';

const basic = (settings: Record<string, string>, t: Translator = english) =>
  entryInstruction(sampleQuestion('Basic', ['A', 'B', 'C', 'D', 'E'], settings).entry, t);
const MULTI = { BasicChoice: 'multiple_choice' };

describe('entryInstruction', () => {
  it('words single and multi select by their choice settings', () => {
    expect(basic({})).toBe('Select one');
    expect(basic(MULTI)).toBe('Select all that apply');
    expect(basic({ ...MULTI, ChoiceLimit: '3' })).toBe('Select up to three answers');
    expect(basic({ ...MULTI, ChoiceIntervalMin: '2', ChoiceIntervalMax: '4' })).toBe(
      'Select between 2 and 4 answers',
    );
    expect(basic({ ...MULTI, ChoiceIntervalMax: '2' })).toBe('Select up to two answers');
    expect(basic({ ...MULTI, ChoiceIntervalMin: '2' })).toBe('Select between 2 and 5 answers');
    expect(basic({ ...MULTI, ChoiceLimit: '1' })).toBe('Select one');
  });

  it('words the other entry types as the spec does', () => {
    const of = (entry: Parameters<typeof entryInstruction>[0]) => entryInstruction(entry, english);
    expect(of(sampleQuestion('Ranked', ['A', 'B']).entry)).toBe('TAP TO SELECT');
    expect(of(sampleQuestion('Scale').entry)).toBe('Drag the button to rate');
    expect(of(sampleQuestion('FreeText').entry)).toBe('Enter your answer in the box below');
    expect(of(sampleMatrix(['r1', 'r2'], ['c1', 'c2']))).toBe('Select one answer per row');
    expect(of(sampleMatrix(['r1', 'r2'], ['c1', 'c2'], { MatrixChoice: 'multiple_choice' }))).toBe(
      'Select all that apply',
    );
    expect(of(new QuestionnaireBuilder().textCard('Hello').last())).toBeNull();
  });

  it("words them in the respondent's language, numbers in digits and by its plural rules", () => {
    const de = translator(german);
    expect(basic({}, de)).toBe('Bitte wählen Sie eine Antwort aus');
    expect(basic({ ...MULTI, ChoiceLimit: '3' }, de)).toBe(
      'Bitte wählen Sie bis zu 3 Antworten aus',
    );
    const pl = translator(polish);
    expect(basic({ ...MULTI, ChoiceLimit: '2' }, pl)).toBe(
      'Proszę wybrać maksymalnie 2 odpowiedzi',
    );
    // Arabic: the dual has no digits; 3 to 10 take the plural noun.
    const ar = translator(arabic);
    expect(basic({ ...MULTI, ChoiceLimit: '2' }, ar)).toBe('اختر إجابتين كحد أقصى');
    expect(basic({ ...MULTI, ChoiceLimit: '3' }, ar)).toBe(
      `اختر ${new Intl.NumberFormat('ar').format(3)} إجابات كحد أقصى`,
    );
  });
});
