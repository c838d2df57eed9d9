/**
 * The rules a respondent's answer must meet before the survey moves on (issue 11: the server
 * checks the same). Every question needs an answer; the result names the first problem with a
 * stable code and the sentence the respondent sees.
 */
import { DEFAULT_CHARACTER_LIMIT } from '../questionnaire/constants.ts';
import type { Entry } from '../questionnaire/model.ts';
import { getIntSetting } from '../questionnaire/settings.ts';
import type { Answer, ChoiceAnswer, MatrixAnswer, RankedAnswer } from './answers.ts';
import { choiceRule } from './choiceRule.ts';
import {
  characterCount,
  characterLimit,
  contentStructure,
  formatProblem,
} from './freeTextFormat.ts';
import {
  answerKind,
  isMultipleChoice,
  respondentOptions,
  respondentRows,
  type RespondentOption,
} from './respondentItems.ts';

export type AnswerProblemCode =
  | 'WRONG_KIND'
  | 'UNKNOWN_OPTION'
  | 'REQUIRED'
  | 'TOO_MANY'
  | 'TOO_FEW'
  | 'EXCLUSIVE'
  | 'TEXT_REQUIRED'
  | 'TOO_LONG'
  | 'FORMAT'
  | 'OUT_OF_RANGE';

export interface AnswerProblem {
  code: AnswerProblemCode;
  message: string;
  /** The matrix row or option the problem is about, when it is about one. */
  itemId?: string;
}

export type AnswerCheck = { ok: true } | { ok: false; problem: AnswerProblem };

const OK: AnswerCheck = { ok: true };
const problem = (code: AnswerProblemCode, message: string, itemId?: string): AnswerCheck => ({
  ok: false,
  problem: itemId === undefined ? { code, message } : { code, message, itemId },
});

function hasDuplicates(ids: readonly string[]): boolean {
  return new Set(ids).size !== ids.length;
}

/** Picks known, distinct, and an exclusive pick alone. */
function checkPicks(picks: readonly string[], options: readonly RespondentOption[]): AnswerCheck {
  const byId = new Map(options.map((o) => [o.id, o]));
  if (hasDuplicates(picks) || picks.some((p) => !byId.has(p))) {
    return problem('UNKNOWN_OPTION', 'That answer is not one of the options.');
  }
  if (picks.length > 1 && picks.some((p) => byId.get(p)?.exclusive)) {
    const exclusive = options.find((o) => o.exclusive && picks.includes(o.id));
    return problem(
      'EXCLUSIVE',
      `'${exclusive?.label ?? ''}' cannot be combined with other answers.`,
      exclusive?.id,
    );
  }
  return OK;
}

function checkChoice(entry: Entry, answer: ChoiceAnswer): AnswerCheck {
  const options = respondentOptions(entry);
  const picks = checkPicks(answer.selected, options);
  if (!picks.ok) return picks;
  if (answer.selected.length === 0) return problem('REQUIRED', 'Please select an answer.');
  for (const id of Object.keys(answer.texts)) {
    const option = options.find((o) => o.id === id);
    if (!option?.textEntry || !answer.selected.includes(id)) {
      return problem('UNKNOWN_OPTION', 'Text was given for an option that takes none.', id);
    }
  }
  for (const option of options) {
    if (!option.textEntry || !answer.selected.includes(option.id)) continue;
    const text = (answer.texts[option.id] ?? '').trim();
    if (text === '') return problem('TEXT_REQUIRED', 'Please tell us more in the box.', option.id);
    if (characterCount(text) > DEFAULT_CHARACTER_LIMIT) {
      return problem(
        'TOO_LONG',
        `Please keep it to ${DEFAULT_CHARACTER_LIMIT} characters or fewer.`,
        option.id,
      );
    }
  }
  // An exclusive pick on its own always answers the question, whatever the range says.
  const alone =
    answer.selected.length === 1 && options.some((o) => o.exclusive && o.id === answer.selected[0]);
  if (alone) return OK;
  const rule = choiceRule(entry);
  const n = answer.selected.length;
  if (rule.type === 'single' && n > 1) return problem('TOO_MANY', 'Please select one answer.');
  if (rule.type === 'upTo' && n > rule.max) {
    return problem('TOO_MANY', `Please select up to ${rule.max} answers.`);
  }
  if (rule.type === 'between' && (n < rule.min || n > rule.max)) {
    return problem(
      n < rule.min ? 'TOO_FEW' : 'TOO_MANY',
      `Please select between ${rule.min} and ${rule.max} answers.`,
    );
  }
  return OK;
}

function checkRanked(entry: Entry, answer: RankedAnswer): AnswerCheck {
  const options = respondentOptions(entry);
  const picks = checkPicks(answer.ranking, options);
  if (!picks.ok) return picks;
  if (answer.ranking.length === 0) return problem('REQUIRED', 'Please rank the options.');
  if (answer.ranking.length === 1 && options.find((o) => o.id === answer.ranking[0])?.exclusive) {
    return OK;
  }
  const rankable = options.filter((o) => !o.exclusive).length;
  const top =
    entry.entryType === 'question'
      ? getIntSetting(entry.entryItem.settingValues, 'RankChoiceRequisite')
      : 0;
  // 'All ranked' (0) needs every option; 'Top {n} ranked' needs exactly n (at most all).
  const needed = top > 0 ? Math.min(top, rankable) : rankable;
  if (answer.ranking.length < needed) {
    return problem(
      'TOO_FEW',
      top > 0 ? `Please rank your top ${needed}.` : 'Please rank all the options.',
    );
  }
  if (answer.ranking.length > needed) {
    return problem('TOO_MANY', `Please rank only your top ${needed}.`);
  }
  return OK;
}

function checkMatrix(entry: Entry, answer: MatrixAnswer): AnswerCheck {
  const rows = respondentRows(entry);
  const columns = respondentOptions(entry);
  const single = !isMultipleChoice(entry);
  const known = new Set(rows.map((r) => r.id));
  for (const id of Object.keys(answer.rows)) {
    if (!known.has(id)) return problem('UNKNOWN_OPTION', 'That row is not in the question.', id);
  }
  for (const row of rows) {
    const picks = answer.rows[row.id] ?? [];
    const check = checkPicks(picks, columns);
    if (!check.ok) return { ok: false, problem: { ...check.problem, itemId: row.id } };
    if (picks.length === 0) return problem('REQUIRED', 'Please answer every row.', row.id);
    if (single && picks.length > 1) {
      return problem('TOO_MANY', 'Please select one answer per row.', row.id);
    }
  }
  return OK;
}

function checkText(entry: Entry, text: string): AnswerCheck {
  const trimmed = text.trim();
  if (trimmed === '') return problem('REQUIRED', 'Please enter your answer.');
  const limit = characterLimit(entry);
  if (characterCount(trimmed) > limit) {
    return problem('TOO_LONG', `Please keep your answer to ${limit} characters or fewer.`);
  }
  const format = formatProblem(contentStructure(entry), trimmed);
  return format === null ? OK : problem('FORMAT', `${format}.`);
}

function checkScale(entry: Entry, value: number | null): AnswerCheck {
  if (value === null) return problem('REQUIRED', 'Please move the slider to give your rating.');
  if (entry.entryType !== 'question' || entry.entryItem.questionScale === null) return OK;
  const { min, max, step } = entry.entryItem.questionScale.range;
  const steps = (value - min) / step;
  if (!Number.isFinite(value) || value < min || value > max || !Number.isInteger(steps)) {
    return problem('OUT_OF_RANGE', `Please choose a value from ${min} to ${max}.`);
  }
  return OK;
}

/** Checks a respondent's answer to an entry; text cards, forks and sections take no answer. */
export function validateAnswer(entry: Entry, answer: Answer | null): AnswerCheck {
  const kind = answerKind(entry);
  if (kind === null) {
    return answer === null ? OK : problem('WRONG_KIND', 'This card takes no answer.');
  }
  if (answer === null) return problem('REQUIRED', 'Please answer the question.');
  if (answer.kind !== kind) return problem('WRONG_KIND', 'The answer does not fit the question.');
  switch (answer.kind) {
    case 'choice':
      return checkChoice(entry, answer);
    case 'ranked':
      return checkRanked(entry, answer);
    case 'matrix':
      return checkMatrix(entry, answer);
    case 'text':
      return checkText(entry, answer.text);
    case 'scale':
      return checkScale(entry, answer.value);
  }
}
