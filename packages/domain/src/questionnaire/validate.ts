/** Validation errors the editor shows under fields (spec 2 §5 "Questionnaire", §8 messages). */
import { MIN_ITEMS } from './constants.ts';
import { branchTotal } from './forks.ts';
import type { Entry, Questionnaire, ResponseOption } from './model.ts';
import { LOOP_ITEM_LK, loopedCardNumbers } from './loops.ts';
import { isPipeSource, pipedQuestionLks, pipedTitleOf } from './piping.ts';
import { buildReferenceIndex, type ReferenceIndex } from './refIndex.ts';
import { routeIsBackward } from './references.ts';
import { getIntSetting, getSetting } from './settings.ts';
import { textKey } from './textKey.ts';
import { flattenEntries } from './walk.ts';

export type ValidationCode =
  | 'EMPTY_TITLE'
  | 'TOO_FEW_OPTIONS'
  | 'EMPTY_OPTION'
  | 'DUPLICATE_OPTION'
  | 'ROUTE_BACKWARD'
  | 'EMPTY_COLUMN'
  | 'DUPLICATE_COLUMN'
  | 'TOO_FEW_COLUMNS'
  | 'EMPTY_ROW'
  | 'DUPLICATE_ROW'
  | 'TOO_FEW_ROWS'
  | 'CHOICE_RANGE'
  | 'FORK_TOTAL'
  | 'FORK_NAME_TAKEN'
  | 'PIPE_SOURCE';

export interface ValidationError {
  entryNumber: number;
  /** The card's key: questionLk, matrixTitleLk or forkId. */
  entryId: string;
  /** Question type of the card ('Matrix' and 'Fork' for those), for the editor's progress rule. */
  questionTypeCode: string;
  field: string;
  /** The option, row, column or group the error is about. */
  itemId?: string;
  code: ValidationCode;
  message: string;
}

export const VALIDATION_MESSAGES: Record<ValidationCode, string> = {
  EMPTY_TITLE: 'Please add a question title',
  TOO_FEW_OPTIONS: 'Add at least 2 response options',
  EMPTY_OPTION: "You can't leave a response option blank",
  DUPLICATE_OPTION: "You can't have a duplicate response option",
  ROUTE_BACKWARD: "You can't route a response to a previous question",
  EMPTY_COLUMN: "You can't leave a matrix column blank",
  DUPLICATE_COLUMN: "You can't have a duplicate matrix column",
  TOO_FEW_COLUMNS: 'Add at least 2 columns',
  EMPTY_ROW: "You can't leave a matrix row blank",
  DUPLICATE_ROW: "You can't have a duplicate matrix row",
  TOO_FEW_ROWS: 'Add at least 2 rows',
  CHOICE_RANGE: 'Maximum cannot exceed the total number of response options.',
  FORK_TOTAL: 'The total must sum to 100%',
  FORK_NAME_TAKEN: 'This fork name is already taken. Please provide a different name.',
  // Ours (the spec has no piping message): a pipe must quote an audience or earlier question.
  PIPE_SOURCE: 'This question quotes an answer that comes later or no longer exists.',
};

type Add = (field: string, code: ValidationCode, itemId?: string) => void;

/** Decision: duplicates compare trimmed and case-insensitively ('Yes' and 'yes ' clash). */
const key = textKey;

function checkTexts(
  items: { id: string; text: string }[],
  field: string,
  empty: ValidationCode,
  duplicate: ValidationCode,
  add: Add,
): void {
  const seen = new Set<string>();
  for (const { id, text } of items) {
    const k = key(text);
    if (k === '') add(field, empty, id);
    else if (seen.has(k)) add(field, duplicate, id);
    seen.add(k);
  }
}

const texts = (options: ResponseOption[]) =>
  options.map((o) => ({ id: o.responseOptionLk, text: o.responseOption.value }));

function validateEntry(
  e: Entry,
  index: ReferenceIndex,
  forkNames: Map<string, number>,
  add: Add,
): void {
  if (e.entryType === 'question') {
    const item = e.entryItem;
    if (key(item.question.text) === '') add('title', 'EMPTY_TITLE');
    if (item.questionTypeCode !== 'Basic' && item.questionTypeCode !== 'Ranked') return;
    if (item.responseOptions.length < MIN_ITEMS) add('responseOptions', 'TOO_FEW_OPTIONS');
    checkTexts(
      texts(item.responseOptions),
      'responseOption',
      'EMPTY_OPTION',
      'DUPLICATE_OPTION',
      add,
    );
    const order = index.entries.get(e.number)?.order ?? 0;
    for (const o of item.responseOptions) {
      if (o.route && routeIsBackward(index, o.route, order)) {
        add('route', 'ROUTE_BACKWARD', o.responseOptionLk);
      }
    }
    const max = getSetting(item.settingValues, 'ChoiceIntervalMax');
    const min = getIntSetting(item.settingValues, 'ChoiceIntervalMin');
    if (max !== undefined && (Number(max) > item.responseOptions.length || min > Number(max))) {
      add('choiceRange', 'CHOICE_RANGE');
    }
  } else if (e.entryType === 'matrix') {
    const item = e.entryItem;
    if (key(item.matrixTitle.title) === '') add('title', 'EMPTY_TITLE');
    if (item.matrixRows.length < MIN_ITEMS) add('matrixRows', 'TOO_FEW_ROWS');
    if (item.responseOptions.length < MIN_ITEMS) add('responseOptions', 'TOO_FEW_COLUMNS');
    const rows = item.matrixRows.map((r) => ({ id: r.questionLk, text: r.question.text }));
    checkTexts(rows, 'matrixRow', 'EMPTY_ROW', 'DUPLICATE_ROW', add);
    checkTexts(
      texts(item.responseOptions),
      'matrixColumn',
      'EMPTY_COLUMN',
      'DUPLICATE_COLUMN',
      add,
    );
  } else if (e.entryType === 'fork') {
    const fork = e.entryItem.fork;
    if (branchTotal(fork.branches) !== 100) add('branches', 'FORK_TOTAL');
    if (key(fork.name) !== '' && (forkNames.get(key(fork.name)) ?? 0) > 1)
      add('name', 'FORK_NAME_TAKEN');
  }
}

function cardKey(e: Entry): { id: string; type: string } {
  switch (e.entryType) {
    case 'question':
      return { id: e.entryItem.questionLk, type: e.entryItem.questionTypeCode };
    case 'matrix':
      return { id: e.entryItem.matrixTitleLk, type: 'Matrix' };
    case 'textCard':
      return { id: e.entryItem.textCardLk, type: 'TextCard' };
    case 'fork':
      return { id: e.entryItem.fork.forkId, type: 'Fork' };
    case 'section':
      return { id: e.entryItem.sectionId, type: 'Section' };
  }
}

/** All validation errors of the questionnaire, in document order. */
export function validateQuestionnaire(q: Questionnaire): ValidationError[] {
  const out: ValidationError[] = [];
  const entries = flattenEntries(q.entries);
  const forkNames = new Map<string, number>();
  const index = buildReferenceIndex(q);
  for (const e of entries) {
    if (e.entryType === 'fork') {
      const k = key(e.entryItem.fork.name);
      forkNames.set(k, (forkNames.get(k) ?? 0) + 1);
    }
  }
  // Pipes may quote audience questions and source questions before the card (document order).
  const pipeable = new Set(q.audienceEntries.map((a) => a.entryItem.questionLk));
  // Issue 38 §2: cards of a looped section may pipe the loop item.
  const looped = loopedCardNumbers(q.entries);
  for (const e of entries) {
    const { id, type } = cardKey(e);
    const add: Add = (field, code, itemId) => {
      const error: ValidationError = {
        entryNumber: e.number,
        entryId: id,
        questionTypeCode: type,
        field,
        code,
        message: VALIDATION_MESSAGES[code],
      };
      out.push(itemId === undefined ? error : { ...error, itemId });
    };
    validateEntry(e, index, forkNames, add);
    const title = pipedTitleOf(e);
    const canPipe = (lk: string) =>
      pipeable.has(lk) || (lk === LOOP_ITEM_LK && looped.has(e.number));
    if (title !== null && !pipedQuestionLks(title).every(canPipe)) {
      add('title', 'PIPE_SOURCE');
    }
    if (isPipeSource(e) && e.entryType === 'question') pipeable.add(e.entryItem.questionLk);
  }
  return out;
}
