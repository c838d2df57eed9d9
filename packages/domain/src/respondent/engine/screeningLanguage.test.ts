import { describe, expect, it } from 'vitest';
import { incomeOptions } from '../../audience/catalogue/income.ts';
import { screeningQuestionText } from '../../audience/catalogue/screeningTexts/index.ts';
import { QuestionnaireBuilder } from '../../questionnaire/testing/builders.ts';
import { nextPage, startSession } from './engine.ts';
import { publishedIn, publishedSurveyOf } from './published.ts';
import { audienceOf, customMember, standardMember } from './testing/audienceFixtures.ts';

const inLocale = (language: string) => {
  const q = new QuestionnaireBuilder().question('Do you drink tea?', ['Yes', 'No']).build();
  return { ...q, locale: { language, country: language.toUpperCase() } };
};
const audience = audienceOf(
  standardMember(3, 'gender', [
    { key: 'female', value: 'Female' },
    { key: 'male', value: 'Male' },
  ]),
  customMember(7, 'brand', [{ key: 'a', value: 'Marke A' }]),
);
const firstTwo = (published: ReturnType<typeof publishedSurveyOf>) => {
  const state = startSession(published, { respondentId: 'r1', seed: 1 });
  const first = nextPage(published, state);
  if (first.kind !== 'entry') throw new Error('no audience question');
  return [first.title, first.options.map((o) => o.label)];
};

describe("screening questions in the respondent's language (issue 37 §1 audience texts)", () => {
  it("words a standard criterion in a German survey's language", () => {
    expect(firstTwo(publishedSurveyOf(inLocale('de'), audience))).toEqual([
      'Welche der folgenden Angaben beschreibt Ihr Geschlecht am besten?',
      ['Weiblich', 'Männlich'],
    ]);
  });

  it('words it in the language a market of an English questionnaire is answered in', () => {
    const english = publishedSurveyOf(inLocale('en'), audience);
    expect(firstTwo(english)[1]).toEqual(['Female', 'Male']);
    const french = publishedIn(
      { ...english, translations: { languages: ['fr'], texts: {} } },
      'fr',
    );
    expect(firstTwo(french)).toEqual([
      'Laquelle des propositions suivantes décrit le mieux votre genre\u00a0?',
      ['Femme', 'Homme'],
    ]);
  });

  it("words a country's income bands from their amounts in the survey's language", () => {
    const bands = incomeOptions('DE').map((o) => ({ key: o.code, value: o.text }));
    const income = audienceOf(standardMember(1, 'household_income', bands));
    const [title, labels] = firstTwo(publishedSurveyOf(inLocale('de'), income));
    expect(title).toBe('Wie hoch ist das jährliche Bruttoeinkommen Ihres Haushalts?');
    expect(labels).toEqual([
      'Unter 18.000\u00a0€',
      '18.000\u00a0€ bis 30.999\u00a0€',
      '31.000\u00a0€ bis 44.999\u00a0€',
      '45.000\u00a0€ bis 67.999\u00a0€',
      '68.000\u00a0€ bis 109.999\u00a0€',
      '110.000\u00a0€ oder mehr',
      'Keine Angabe',
    ]);
  });

  it("reads the Bokmål texts for a survey in Norwegian coded 'no'", () => {
    expect(firstTwo(publishedSurveyOf(inLocale('no'), audience))).toEqual([
      'Hvilket av følgende alternativer beskriver best kjønnet ditt?',
      ['Kvinne', 'Mann'],
    ]);
  });

  it("leaves the researcher's own screening question as written", () => {
    const published = publishedSurveyOf(inLocale('de'), audience);
    const state = startSession(published, { respondentId: 'r2', seed: 1 });
    const gender = nextPage(published, state);
    if (gender.kind !== 'entry') throw new Error('no audience question');
    expect(gender.label).toBe('A1');
    expect(published.audience.members[1]?.memberType).toBe('Custom');
    expect(screeningQuestionText('de', 'brand')).toBeNull();
  });
});
