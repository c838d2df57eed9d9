import { describe, expect, it } from 'vitest';
import { LOOP_ITEM_TOKEN } from '../loops.ts';
import type { Questionnaire } from '../model.ts';
import { QuestionnaireBuilder, testContext } from '../testing/builders.ts';
import { applyQuestionnaireCommand } from '../registry.ts';
import { flattenEntries } from '../walk.ts';
import { publishedIn, publishedSurveyOf } from '../../respondent/engine/published.ts';
import { audienceOf } from '../../respondent/engine/testing/audienceFixtures.ts';
import { walkSession } from '../../respondent/engine/testing/walkSession.ts';
import { translateQuestionnaire } from './apply.ts';
import { addQuestionnaireLanguage, setQuestionnaireTranslation } from './commands.ts';
import { NO_TRANSLATIONS } from './model.ts';
import { missingTranslations, translationStatus } from './status.ts';
import { loopItemKey, translatableTexts } from './texts.ts';

/** S1 looping over the fixed list 'Red', 'Blue', holding Q1 'Do you like {item}?'. */
function survey(): { q: Questionnaire; section: number } {
  const b = new QuestionnaireBuilder().question(`Do you like ${LOOP_ITEM_TOKEN}?`, ['Yes', 'No']);
  b.apply('addSection', { position: 1, name: 'Colours' });
  const section = b.last().number;
  b.apply('moveEntryToSection', {
    number: b.q.entries[0]!.number,
    sectionNumber: section,
    toPosition: 0,
  });
  b.apply('setSectionLoop', {
    number: section,
    sourceQuestionNumber: null,
    items: ['Red', 'Blue'],
    maxIterations: 2,
    randomOrder: false,
  });
  return { q: b.q, section };
}
const itemsOf = (q: Questionnaire) => {
  const s = flattenEntries(q.entries).find((e) => e.entryType === 'section');
  return s?.entryType === 'section' ? (s.entryItem.loop?.items ?? []) : [];
};

describe('a fixed list of loop items in other languages (issue 38 §2, issue 37 §1)', () => {
  it('lists each item as a text of the section, translates it, and leaves it blank while missing', () => {
    const { q } = survey();
    const [red, blue] = itemsOf(q);
    const loopTexts = translatableTexts(q).filter((t) => t.field === 'loopItem');
    expect(loopTexts.map((t) => [t.key, t.card, t.where, t.base])).toEqual([
      [loopItemKey(red!.itemId), 'S1', 'loop item 1', 'Red'],
      [loopItemKey(blue!.itemId), 'S1', 'loop item 2', 'Blue'],
    ]);
    let t = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'de' });
    t = setQuestionnaireTranslation(t, q, {
      language: 'de',
      key: loopItemKey(red!.itemId),
      text: 'Rot',
    });
    expect(missingTranslations(q, t).some((m) => m.language === 'de')).toBe(true);
    expect(itemsOf(translateQuestionnaire(q, t, 'de')).map((i) => i.text)).toEqual(['Rot', '']);
  });

  it('marks an item for review when its base text changes; a new item is missing', () => {
    const { q, section } = survey();
    const [red] = itemsOf(q);
    let t = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'de' });
    t = setQuestionnaireTranslation(t, q, {
      language: 'de',
      key: loopItemKey(red!.itemId),
      text: 'Rot',
    });
    // 'Red' kept (same id), 'Blue' replaced by 'Green' (a new item).
    const edited = applyQuestionnaireCommand(
      'setSectionLoop',
      q,
      {
        number: section,
        sourceQuestionNumber: null,
        items: ['red', 'Green'],
        maxIterations: 2,
        randomOrder: false,
      },
      testContext('e'),
    );
    const state = Object.fromEntries(
      translationStatus(edited, t, 'de')
        .filter((s) => s.key.startsWith('l.'))
        .map((s) => [s.base, s.state]),
    );
    expect(state).toEqual({ red: 'needsReview', Green: 'missing' });
  });

  it('pipes the item in the respondent’s language in the runner', () => {
    const { q } = survey();
    const [red, blue] = itemsOf(q);
    let t = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'de' });
    for (const [item, text] of [
      [red!, 'Rot'],
      [blue!, 'Blau'],
    ] as const) {
      t = setQuestionnaireTranslation(t, q, {
        language: 'de',
        key: loopItemKey(item.itemId),
        text,
      });
    }
    const title = translatableTexts(q).find((x) => x.field === 'title')!;
    t = setQuestionnaireTranslation(t, q, {
      language: 'de',
      key: title.key,
      text: `Mögen Sie ${LOOP_ITEM_TOKEN}?`,
    });
    const published = publishedIn({ ...publishedSurveyOf(q, audienceOf()), translations: t }, 'de');
    const walk = walkSession(published, { respondentId: 'r', seed: 1 }, (page) => ({
      kind: 'choice',
      selected: [page.options[0]?.id ?? ''],
      texts: {},
    }));
    expect(walk.visits.map((v) => v.page.title)).toEqual(['Mögen Sie Rot?', 'Mögen Sie Blau?']);
  });
});
