/** Finding and replacing entries by number or by their item's key. */
import type { CommandContext } from './context.ts';
import { clock, idSource } from './context.ts';
import { newEntryBase, reserveEntryNumbers } from './factories.ts';
import { renumber } from './renumber.ts';
import { fail } from './errors.ts';
import { requireId, requireInt } from './guards.ts';
import type {
  Entry,
  ForkEntry,
  MatrixEntry,
  Questionnaire,
  QuestionEntry,
  TextCardEntry,
} from './model.ts';
import { normaliseMatrixSettings, normaliseQuestionSettings } from './settingRules.ts';
import { flattenEntries, mapEntries } from './walk.ts';

/** The entry with this number (at any depth). */
export function entryByNumber(q: Questionnaire, number: unknown): Entry {
  const n = requireInt(number, 'number', 1, Number.MAX_SAFE_INTEGER);
  const entry = flattenEntries(q.entries).find((e) => e.number === n);
  return entry ?? fail('ENTRY_NOT_FOUND', `No entry has number ${n}`);
}

/** The question entry with this questionLk. */
export function questionEntry(q: Questionnaire, questionLk: unknown): QuestionEntry {
  const lk = requireId(questionLk, 'questionLk');
  const e = flattenEntries(q.entries).find(
    (x) => x.entryType === 'question' && x.entryItem.questionLk === lk,
  );
  return (e as QuestionEntry | undefined) ?? fail('QUESTION_NOT_FOUND', `No question ${lk}`);
}

/** The matrix entry with this matrixTitleLk. */
export function matrixEntry(q: Questionnaire, matrixTitleLk: unknown): MatrixEntry {
  const lk = requireId(matrixTitleLk, 'matrixTitleLk');
  const e = flattenEntries(q.entries).find(
    (x) => x.entryType === 'matrix' && x.entryItem.matrixTitleLk === lk,
  );
  return (e as MatrixEntry | undefined) ?? fail('MATRIX_NOT_FOUND', `No matrix ${lk}`);
}

/** The text card entry with this textCardLk. */
export function textCardEntry(q: Questionnaire, textCardLk: unknown): TextCardEntry {
  const lk = requireId(textCardLk, 'textCardLk');
  const e = flattenEntries(q.entries).find(
    (x) => x.entryType === 'textCard' && x.entryItem.textCardLk === lk,
  );
  return (e as TextCardEntry | undefined) ?? fail('TEXT_CARD_NOT_FOUND', `No text card ${lk}`);
}

/** The fork entry with this forkId. */
export function forkEntry(q: Questionnaire, forkId: unknown): ForkEntry {
  const id = requireId(forkId, 'forkId');
  const e = flattenEntries(q.entries).find(
    (x) => x.entryType === 'fork' && x.entryItem.fork.forkId === id,
  );
  return (e as ForkEntry | undefined) ?? fail('FORK_NOT_FOUND', `No fork ${id}`);
}

/** The questionnaire with the entry of the same number replaced (sinceDate set to now). */
export function replaceEntry(q: Questionnaire, next: Entry, ctx: CommandContext): Questionnaire {
  const now = clock(ctx);
  const stamped = { ...next, sinceDate: now } as Entry;
  const entries = mapEntries(q.entries, (e) => (e.number === next.number ? stamped : e));
  return { ...q, entries };
}

/** Applies fn to a question's item, then the settings rules, and stores it. */
export function updateQuestionItem(
  q: Questionnaire,
  questionLk: unknown,
  ctx: CommandContext,
  fn: (item: QuestionEntry['entryItem'], entry: QuestionEntry) => QuestionEntry['entryItem'],
): Questionnaire {
  const entry = questionEntry(q, questionLk);
  const item = normaliseQuestionSettings(fn(entry.entryItem, entry), q.locale);
  return replaceEntry(q, { ...entry, entryItem: item }, ctx);
}

/** Applies fn to a matrix's item, then the settings rules, and stores it. */
export function updateMatrixItem(
  q: Questionnaire,
  matrixTitleLk: unknown,
  ctx: CommandContext,
  fn: (item: MatrixEntry['entryItem'], entry: MatrixEntry) => MatrixEntry['entryItem'],
): Questionnaire {
  const entry = matrixEntry(q, matrixTitleLk);
  const item = normaliseMatrixSettings(fn(entry.entryItem, entry));
  return replaceEntry(q, { ...entry, entryItem: item }, ctx);
}

/** Inserts top-level entries at a position (0..length). */
export function insertEntries(q: Questionnaire, position: unknown, added: Entry[]): Questionnaire {
  const at = requireInt(position, 'position', 0, q.entries.length);
  return { ...q, entries: [...q.entries.slice(0, at), ...added, ...q.entries.slice(at)] };
}

/** Builds one new entry and inserts it at a top-level position, then renumbers. */
export function insertNewEntry(
  q: Questionnaire,
  position: unknown,
  ctx: CommandContext,
  build: (base: ReturnType<typeof newEntryBase>, newId: () => string, now: string) => Entry,
): Questionnaire {
  requireInt(position, 'position', 0, q.entries.length);
  const now = clock(ctx);
  const newId = idSource(q, ctx);
  const { numbers, lastEntryNumber } = reserveEntryNumbers(q, 1);
  const entry = build(newEntryBase(numbers[0] ?? lastEntryNumber, now), newId, now);
  return renumber({ ...insertEntries(q, position, [entry]), lastEntryNumber });
}
