import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder } from '../../questionnaire/testing/builders.ts';
import { nextPage, startSession } from './engine.ts';
import { publishedIn, publishedSurveyOf } from './published.ts';
import { audienceOf, standardMember } from './testing/audienceFixtures.ts';

const inLocale = (language: string, country: string) => {
  const q = new QuestionnaireBuilder().question('Do you drink tea?', ['Yes', 'No']).build();
  return { ...q, locale: { language, country } };
};
const audience = audienceOf(
  standardMember(2, 'devices_owned', [
    { key: 'smartphone', value: 'Smartphone' },
    { key: 'smart_tv', value: 'Smart TV' },
  ]),
);
const screening = (published: ReturnType<typeof publishedSurveyOf>) => {
  const state = startSession(published, { respondentId: 'r1', seed: 1 });
  const first = nextPage(published, state);
  if (first.kind !== 'entry') throw new Error('no audience question');
  return [first.title, first.options.map((o) => o.label)];
};

const SIMPLIFIED = ['您拥有以下哪些设备？', ['智能手机', '智能电视']];
const TRADITIONAL = ['您擁有以下哪些裝置？', ['智慧型手機', '智慧電視']];

describe('the screening questions of a Chinese survey in the script of its country (issue 37 §1)', () => {
  it('words them in Simplified characters in mainland China', () => {
    expect(screening(publishedSurveyOf(inLocale('zh', 'CN'), audience))).toEqual(SIMPLIFIED);
  });

  it('words them in Traditional characters in Taiwan and Hong Kong, as the runner does', () => {
    expect(screening(publishedSurveyOf(inLocale('zh', 'TW'), audience))).toEqual(TRADITIONAL);
    expect(screening(publishedSurveyOf(inLocale('ZH', 'hk'), audience))).toEqual(TRADITIONAL);
  });

  it('words them in Traditional characters when a Taiwan market answers an English survey in Chinese', () => {
    const english = publishedSurveyOf(inLocale('en', 'TW'), audience);
    expect(screening(english)[1]).toEqual(['Smartphone', 'Smart TV']);
    const chinese = publishedIn(
      { ...english, translations: { languages: ['zh'], texts: {} } },
      'zh',
    );
    expect(screening(chinese)).toEqual(TRADITIONAL);
  });
});
