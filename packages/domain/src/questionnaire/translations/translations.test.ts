import { describe, expect, it } from 'vitest';
import type { QuestionEntry } from '../model.ts';
import { pipeToken } from '../piping.ts';
import { applyQuestionnaireCommand } from '../registry.ts';
import { QuestionnaireBuilder, testContext } from '../testing/builders.ts';
import { translateQuestionnaire } from './apply.ts';
import {
  addQuestionnaireLanguage,
  removeQuestionnaireLanguage,
  setQuestionnaireTranslation,
} from './commands.ts';
import { TranslationCommandError } from './errors.ts';
import { languagesOf, NO_TRANSLATIONS, type QuestionnaireTranslations } from './model.ts';
import { missingTranslations, translationStatus } from './status.ts';
import { translatableTexts } from './texts.ts';

function survey() {
  const b = new QuestionnaireBuilder()
    .question('Which brand?', ['Acme', 'Other'])
    .matrix('Rate them', ['Taste'], ['Good'])
    .textCard('Thanks', 'Almost done');
  const q1 = b.q.entries[0] as QuestionEntry;
  b.question(`Why ${pipeToken(q1.entryItem.questionLk)}?`, [], 'FreeText');
  b.apply('addQuestion', { questionTypeCode: 'Scale', position: 4, text: 'How much?' });
  const scale = b.last() as QuestionEntry;
  b.apply('setQuestionScaleLabel', {
    questionLk: scale.entryItem.questionLk,
    position: 0,
    labelText: 'Not at all',
  });
  return b.q;
}

const refused = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    if (e instanceof TranslationCommandError) return e.code;
    throw e;
  }
  throw new Error('not refused');
};

describe('translatableTexts', () => {
  it('lists every non-blank text a respondent sees, with its card, place and pipes', () => {
    const q = survey();
    const texts = translatableTexts(q);
    expect(texts.map((t) => `${t.card} ${t.where}: ${t.base}`)).toEqual([
      'Q1 title: Which brand?',
      'Q1 option 1: Acme',
      'Q1 option 2: Other',
      'Q2 title: Rate them',
      'Q2 row 1: Taste',
      'Q2 column 1: Good',
      'T1 title: Thanks',
      'T1 body: Almost done',
      expect.stringMatching(/^Q3 title: Why \{\{pipe:/),
      'Q4 title: How much?',
      'Q4 scale left: Not at all',
    ]);
    expect(texts[8]?.placeholders).toHaveLength(1);
    expect(new Set(texts.map((t) => t.key)).size).toBe(texts.length);
  });
});

describe('languages and commands', () => {
  const q = survey();
  const withDe = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'de' });

  it('adds one of the 26 languages beside the base language', () => {
    expect(languagesOf(q, withDe)).toEqual(['en', 'de']);
    expect(refused(() => addQuestionnaireLanguage(withDe, q, { language: 'de' }))).toBe(
      'LANGUAGE_EXISTS',
    );
    expect(refused(() => addQuestionnaireLanguage(withDe, q, { language: 'en' }))).toBe(
      'LANGUAGE_IS_BASE',
    );
    expect(refused(() => addQuestionnaireLanguage(withDe, q, { language: 'xx' }))).toBe(
      'LANGUAGE_NOT_SUPPORTED',
    );
  });

  it('removes a language with its texts', () => {
    const t = setQuestionnaireTranslation(withDe, q, {
      language: 'de',
      key: translatableTexts(q)[0]!.key,
      text: 'Welche Marke?',
    });
    expect(removeQuestionnaireLanguage(t, q, { language: 'de' })).toEqual(NO_TRANSLATIONS);
    expect(refused(() => removeQuestionnaireLanguage(t, q, { language: 'fr' }))).toBe(
      'LANGUAGE_NOT_FOUND',
    );
  });

  it('refuses an unknown key and a translation that breaks a pipe, changing nothing', () => {
    const piped = translatableTexts(q)[8]!;
    const set = (key: string, text: string) =>
      setQuestionnaireTranslation(withDe, q, { language: 'de', key, text });
    expect(refused(() => set('q.nope.title', 'x'))).toBe('TEXT_NOT_FOUND');
    expect(refused(() => set(piped.key, 'Warum?'))).toBe('BROKEN_PLACEHOLDERS');
    expect(refused(() => set(piped.key, `Warum ${piped.placeholders[0]} ${pipeToken('x')}?`))).toBe(
      'BROKEN_PLACEHOLDERS',
    );
    expect(set(piped.key, `${piped.placeholders[0]}: warum?`).texts.de?.[piped.key]?.text).toBe(
      `${piped.placeholders[0]}: warum?`,
    );
  });

  it('derives missing, needs review and done; a base edit marks only its text for review', () => {
    const title = translatableTexts(q)[0]!;
    let t: QuestionnaireTranslations = setQuestionnaireTranslation(withDe, q, {
      language: 'de',
      key: title.key,
      text: 'Welche Marke?',
    });
    const stateOf = (doc = q) =>
      Object.fromEntries(translationStatus(doc, t, 'de').map((s) => [s.key, s.state]));
    expect(stateOf()[title.key]).toBe('done');
    expect(Object.values(stateOf()).filter((s) => s === 'missing')).toHaveLength(10);
    const lk = (q.entries[0] as QuestionEntry).entryItem.questionLk;
    const edited = applyQuestionnaireCommand(
      'updateQuestion',
      q,
      { questionLk: lk, questionTypeCode: 'Basic', text: 'Which brands?' },
      testContext('e'),
    );
    expect(stateOf(edited)[title.key]).toBe('needsReview');
    t = setQuestionnaireTranslation(t, edited, {
      language: 'de',
      key: title.key,
      text: 'Welche Marken?',
    });
    expect(stateOf(edited)[title.key]).toBe('done');
  });

  it('the launch check lists every missing text of every added language, and where it is', () => {
    const t = addQuestionnaireLanguage(withDe, q, { language: 'fr' });
    const missing = missingTranslations(q, t);
    expect(missing).toHaveLength(2 * translatableTexts(q).length);
    expect(missing[0]).toMatchObject({ language: 'de', card: 'Q1', where: 'title' });
    expect(missingTranslations(q, NO_TRANSLATIONS)).toEqual([]);
  });

  it('a translated questionnaire never falls back to the base text', () => {
    const title = translatableTexts(q)[0]!;
    const t = setQuestionnaireTranslation(withDe, q, {
      language: 'de',
      key: title.key,
      text: 'Welche Marke?',
    });
    const de = translateQuestionnaire(q, t, 'de');
    expect(translatableTexts(de)).toEqual([
      expect.objectContaining({ key: title.key, base: 'Welche Marke?' }),
    ]);
    expect(translateQuestionnaire(q, t, 'en')).toBe(q);
  });
});
