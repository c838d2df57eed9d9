/**
 * The questionnaire as a respondent in `language` meets it: every translatable text replaced by its
 * translation. A text without one reads as nothing, never as the base text (issue 37 §1: the launch
 * check keeps such a survey from launching in that language). Translations are plain text, so a
 * translated title carries no styling.
 */
import type { Entry, Questionnaire } from '../model.ts';
import { mapEntries } from '../walk.ts';
import { baseLanguageOf, type QuestionnaireTranslations } from './model.ts';
import { loopItemKey } from './texts.ts';

export function translateQuestionnaire(
  q: Questionnaire,
  translations: QuestionnaireTranslations,
  language: string,
): Questionnaire {
  if (language === baseLanguageOf(q)) return q;
  const texts = translations.texts[language] ?? {};
  const tr = (key: string, base: string) => (base.trim() === '' ? base : (texts[key]?.text ?? ''));
  const translate = (e: Entry): Entry => {
    switch (e.entryType) {
      case 'question': {
        const item = e.entryItem;
        const lk = item.questionLk;
        return {
          ...e,
          entryItem: {
            ...item,
            question: {
              ...item.question,
              text: tr(`q.${lk}.title`, item.question.text),
              textStyling: null,
            },
            responseOptions: item.responseOptions.map((o) => ({
              ...o,
              responseOption: {
                ...o.responseOption,
                value: tr(`q.${lk}.o.${o.responseOptionLk}`, o.responseOption.value),
              },
            })),
            questionScale: item.questionScale && {
              ...item.questionScale,
              labels: item.questionScale.labels.map((l) => ({
                ...l,
                label: { ...l.label, text: tr(`q.${lk}.scale.${l.position}`, l.label.text) },
              })),
            },
          },
        };
      }
      case 'matrix': {
        const item = e.entryItem;
        const lk = item.matrixTitleLk;
        return {
          ...e,
          entryItem: {
            ...item,
            matrixTitle: {
              ...item.matrixTitle,
              title: tr(`m.${lk}.title`, item.matrixTitle.title),
              titleStyling: null,
            },
            matrixRows: item.matrixRows.map((r) => ({
              ...r,
              question: { ...r.question, text: tr(`m.${lk}.r.${r.questionLk}`, r.question.text) },
            })),
            responseOptions: item.responseOptions.map((o) => ({
              ...o,
              responseOption: {
                ...o.responseOption,
                value: tr(`m.${lk}.c.${o.responseOptionLk}`, o.responseOption.value),
              },
            })),
          },
        };
      }
      case 'textCard': {
        const item = e.entryItem;
        const lk = item.textCardLk;
        const card = item.textCard;
        return {
          ...e,
          entryItem: {
            ...item,
            textCard: {
              ...card,
              title: tr(`t.${lk}.title`, card.title),
              titleStyling: null,
              subtitle: tr(`t.${lk}.subtitle`, card.subtitle),
              body: tr(`t.${lk}.body`, card.body),
            },
          },
        };
      }
      case 'section': {
        // Issue 38 §2: a fixed list's items, piped into the section's cards in the language.
        const loop = e.entryItem.loop;
        if (!loop?.items) return e;
        const items = loop.items.map((i) => ({ ...i, text: tr(loopItemKey(i.itemId), i.text) }));
        return { ...e, entryItem: { ...e.entryItem, loop: { ...loop, items } } };
      }
      default:
        return e;
    }
  };
  return { ...q, entries: mapEntries(q.entries, translate) };
}
