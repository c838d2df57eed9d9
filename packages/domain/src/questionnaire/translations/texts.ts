/**
 * Every text of a questionnaire a respondent sees, with a stable key derived from the document:
 * the owning item's lk and the field (lks never change when cards move or are renumbered). The
 * default options ('Don't know', 'Prefer not to say', 'None of these') are the runner's texts and
 * follow its catalogue in the survey language; an image's alternative text is its option's or
 * row's label; so neither needs a key of its own. A looped section's fixed list of items is
 * respondent text too (piped into its cards): one key per item, on the section (S1). Blank base texts are left out: nothing to
 * translate, and the runner shows them blank in every language.
 */
import type { Entry, Questionnaire } from '../model.ts';
import { flattenEntries } from '../walk.ts';

export type TextField =
  'title' | 'option' | 'scaleLabel' | 'row' | 'column' | 'subtitle' | 'body' | 'loopItem';

/**
 * Issue 38 §2: the key of an item of a looped section's fixed list. The item's id is kept while
 * its text stays (`setSectionLoop`), so a translation follows the item, and a changed text makes
 * a new item: a new key, missing until translated.
 */
export const loopItemKey = (itemId: string): string => `l.${itemId}`;

export interface TranslatableText {
  key: string;
  base: string;
  /** The pipes of the text (`{{pipe:lk}}` tokens), which a translation must keep. */
  placeholders: string[];
  /** The card the text is on (Q3, T1). */
  card: string;
  /** The card's stable number (the editor jumps to it). */
  entryNumber: number;
  field: TextField;
  /** Where on the card: 'title', 'option 2', 'row 1', 'scale left'. */
  where: string;
}

const TOKEN = /\{\{pipe:[A-Za-z0-9_-]{1,64}\}\}/g;

/** The pipe tokens of a text, sorted (a translation may move them, never add or drop one). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[0]).sort();
}

const SCALE_SIDES = ['left', 'middle', 'right'];

function textsOfEntry(e: Entry): Omit<TranslatableText, 'placeholders' | 'card' | 'entryNumber'>[] {
  switch (e.entryType) {
    case 'question': {
      const { questionLk, question, responseOptions, questionScale } = e.entryItem;
      return [
        { key: `q.${questionLk}.title`, base: question.text, field: 'title', where: 'title' },
        ...responseOptions.map((o, i) => ({
          key: `q.${questionLk}.o.${o.responseOptionLk}`,
          base: o.responseOption.value,
          field: 'option' as const,
          where: `option ${i + 1}`,
        })),
        ...(questionScale?.labels ?? []).map((l) => ({
          key: `q.${questionLk}.scale.${l.position}`,
          base: l.label.text,
          field: 'scaleLabel' as const,
          where: `scale ${SCALE_SIDES[l.position] ?? l.position}`,
        })),
      ];
    }
    case 'matrix': {
      const { matrixTitleLk, matrixTitle, matrixRows, responseOptions } = e.entryItem;
      return [
        {
          key: `m.${matrixTitleLk}.title`,
          base: matrixTitle.title,
          field: 'title',
          where: 'title',
        },
        ...matrixRows.map((r, i) => ({
          key: `m.${matrixTitleLk}.r.${r.questionLk}`,
          base: r.question.text,
          field: 'row' as const,
          where: `row ${i + 1}`,
        })),
        ...responseOptions.map((o, i) => ({
          key: `m.${matrixTitleLk}.c.${o.responseOptionLk}`,
          base: o.responseOption.value,
          field: 'column' as const,
          where: `column ${i + 1}`,
        })),
      ];
    }
    case 'textCard': {
      const { textCardLk, textCard } = e.entryItem;
      return (['title', 'subtitle', 'body'] as const).map((field) => ({
        key: `t.${textCardLk}.${field}`,
        base: textCard[field],
        field,
        where: field,
      }));
    }
    case 'section':
      // A loop over a question's options uses those options' own (translated) texts.
      return (e.entryItem.loop?.items ?? []).map((item, i) => ({
        key: loopItemKey(item.itemId),
        base: item.text,
        field: 'loopItem' as const,
        where: `loop item ${i + 1}`,
      }));
    default:
      return [];
  }
}

/** Every non-blank text a respondent sees, in document order. */
export function translatableTexts(q: Questionnaire): TranslatableText[] {
  const out: TranslatableText[] = [];
  for (const e of flattenEntries(q.entries)) {
    for (const t of textsOfEntry(e)) {
      if (t.base.trim() === '') continue;
      out.push({
        ...t,
        placeholders: placeholdersOf(t.base),
        card: e.label,
        entryNumber: e.number,
      });
    }
  }
  return out;
}
