/**
 * An entry as one respondent sees it: masked options, rows and columns removed, pipes in its texts
 * replaced by earlier answers, and a choice range no wider than the options left. The same
 * function serves the page and the check of the answer, so both always agree.
 */
import type { Entry, ResponseOption } from '../../questionnaire/model.ts';
import { LOOP_ITEM_LK } from '../../questionnaire/loops.ts';
import { resolvePipes } from '../../questionnaire/piping.ts';
import { getIntSetting, type SettingValue } from '../../questionnaire/settings.ts';
import type { Answer } from '../answers.ts';
import { respondentOptions } from '../respondentItems.ts';
import { maskingHolds, type AnswerOf } from './logic.ts';

/** What presentation needs of the session: earlier answers and the entries they belong to. */
export interface AnswerContext {
  answerOf: AnswerOf;
  /** The entry (as shown) answering a questionLk, for the labels of piped choices. */
  entryOf: (lk: string) => Entry | null;
  /** Issue 38 §2: the text of the loop item this iteration is about (absent outside loops). */
  loopItem?: string;
}

/**
 * The text an answer pipes into a title: chosen options' labels joined by ', ' in the order they
 * are listed, free text as typed, a slider's value; ranked and matrix answers pipe nothing.
 */
export function pipedText(entry: Entry, answer: Answer | null, seed: string): string | null {
  if (answer === null) return null;
  switch (answer.kind) {
    case 'choice': {
      const chosen = new Set(answer.selected);
      const labels = respondentOptions(entry, seed)
        .filter((o) => chosen.has(o.id))
        .map((o) => o.label);
      return labels.join(', ');
    }
    case 'text':
      return answer.text.trim();
    case 'scale':
      return answer.value === null ? null : String(answer.value);
    case 'ranked':
    case 'matrix':
      return null;
  }
}

function clampSetting(
  settings: SettingValue[],
  code: SettingValue['code'],
  max: number,
): SettingValue[] {
  const value = getIntSetting(settings, code);
  if (value <= max) return settings;
  return settings.map((s) => (s.code === code ? { ...s, value: String(max) } : s));
}

/**
 * The entry as presented, or null when masking left nothing to answer (a choice question with no
 * option, a matrix with no row or no column): such an entry is skipped.
 */
export function presentedEntry(entry: Entry, ctx: AnswerContext, seed: string): Entry | null {
  const pipe = (text: string) =>
    resolvePipes(text, (lk) => {
      if (lk === LOOP_ITEM_LK) return ctx.loopItem ?? null;
      const source = ctx.entryOf(lk);
      return source === null ? null : pipedText(source, ctx.answerOf(lk), seed);
    });
  const shown = (o: ResponseOption) => maskingHolds(o.maskingRules, ctx.answerOf);
  switch (entry.entryType) {
    case 'question': {
      const item = entry.entryItem;
      const choice = item.questionTypeCode === 'Basic' || item.questionTypeCode === 'Ranked';
      const responseOptions = choice ? item.responseOptions.filter(shown) : item.responseOptions;
      if (choice && responseOptions.length === 0) return null;
      let settingValues = item.settingValues;
      // A range minimum above the options left could never be met: it shrinks with them.
      settingValues = clampSetting(settingValues, 'ChoiceIntervalMin', responseOptions.length);
      settingValues = clampSetting(settingValues, 'ChoiceIntervalMax', responseOptions.length);
      return {
        ...entry,
        entryItem: {
          ...item,
          question: { ...item.question, text: pipe(item.question.text) },
          responseOptions,
          settingValues,
        },
      };
    }
    case 'matrix': {
      const item = entry.entryItem;
      const matrixRows = item.matrixRows.filter((r) => maskingHolds(r.maskingRules, ctx.answerOf));
      const responseOptions = item.responseOptions.filter(shown);
      if (matrixRows.length === 0 || responseOptions.length === 0) return null;
      return {
        ...entry,
        entryItem: {
          ...item,
          matrixTitle: { ...item.matrixTitle, title: pipe(item.matrixTitle.title) },
          matrixRows,
          responseOptions,
        },
      };
    }
    case 'textCard': {
      const card = entry.entryItem.textCard;
      return {
        ...entry,
        entryItem: {
          ...entry.entryItem,
          textCard: {
            ...card,
            title: pipe(card.title),
            subtitle: pipe(card.subtitle),
            body: pipe(card.body),
          },
        },
      };
    }
    case 'fork':
    case 'section':
      return entry;
  }
}

/** The title shown on the page (pipes already resolved in the presented entry). */
export function titleOf(entry: Entry): string {
  switch (entry.entryType) {
    case 'question':
      return entry.entryItem.question.text;
    case 'matrix':
      return entry.entryItem.matrixTitle.title;
    case 'textCard':
      return entry.entryItem.textCard.title;
    case 'fork':
      return entry.entryItem.fork.name;
    case 'section':
      return entry.entryItem.name;
  }
}
