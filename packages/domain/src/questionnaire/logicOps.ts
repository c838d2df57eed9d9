/** Display logic on a card: parsing the API's one-of proposition input, adding and removing terms. */
import { replaceEntry } from './access.ts';
import { MAX_ITEMS } from './constants.ts';
import { type CommandContext, idSource } from './context.ts';
import { fail } from './errors.ts';
import { requireArray, requireBoolean, requireId, requireInt } from './guards.ts';
import type { LogicTerm, Proposition } from './logicModel.ts';
import type { Entry, Questionnaire } from './model.ts';
import { buildReferenceIndex } from './refIndex.ts';
import { propositionProblem } from './references.ts';
import { renumber } from './renumber.ts';

const MAX_TERMS = 100;
const MAX_CLAUSE = 1000;

export interface LogicInfoRef {
  clauseNumber: number;
  /** With removal: only this proposition of the clause. */
  propositionId?: string | null;
}

type Lks = { responseOptionLks: string[] };
type Range = { min: number; max: number };

/** The API's proposition input: exactly one field is set (spec spelling `audienceReponseOption`). */
export interface PropositionInput {
  questionResponseOption?: { questionLk: string } & Lks;
  questionResponseOptionRank?: { questionLk: string; responseOptionLk: string; rank: number };
  questionResponseOptionCount?: { questionLk: string } & Range;
  matrixResponseOption?: { matrixTitleLk: string; questionLk: string } & Lks;
  matrixRowCount?: { matrixTitleLk: string; responseOptionLk: string } & Range;
  matrixResponseOptionCount?: { matrixTitleLk: string; questionLk: string } & Range;
  audienceReponseOption?: { questionLk: string } & Lks;
}

export interface SetLogicInput {
  /** Add to this clause (OR); omitted: a new clause (AND). */
  logicInfoRef?: LogicInfoRef | null;
  proposition: PropositionInput;
  negated?: boolean;
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null)
    fail('INVALID_ARGUMENT', 'proposition is malformed');
  return value as Record<string, unknown>;
}

function lks(value: unknown): string[] {
  const list = requireArray(value, 'responseOptionLks', MAX_ITEMS).map((v) =>
    requireId(v, 'responseOptionLk'),
  );
  if (list.length === 0) fail('INVALID_ARGUMENT', 'Choose at least one response');
  return [...new Set(list)];
}

function range(v: Record<string, unknown>): Range {
  const min = requireInt(v.min, 'min', 0, MAX_ITEMS);
  const max = requireInt(v.max, 'max', 0, MAX_ITEMS);
  if (min > max) fail('INVALID_ARGUMENT', 'min must not exceed max');
  return { min, max };
}

/** Turns the one-of input into a Proposition; throws unless exactly one kind is given. */
export function parseProposition(input: unknown): Proposition {
  const given = Object.entries(record(input)).filter(([, v]) => v !== undefined && v !== null);
  const [only] = given;
  if (given.length !== 1 || !only) fail('INVALID_ARGUMENT', 'Give exactly one proposition');
  const [kind, raw] = only;
  const v = record(raw);
  switch (kind) {
    case 'questionResponseOption':
    case 'audienceReponseOption':
      return {
        kind: kind === 'questionResponseOption' ? kind : 'audienceResponseOption',
        questionLk: requireId(v.questionLk, 'questionLk'),
        responseOptionLks: lks(v.responseOptionLks),
      };
    case 'questionResponseOptionRank':
      return {
        kind,
        questionLk: requireId(v.questionLk, 'questionLk'),
        responseOptionLk: requireId(v.responseOptionLk, 'responseOptionLk'),
        rank: requireInt(v.rank, 'rank', 1, MAX_ITEMS),
      };
    case 'questionResponseOptionCount':
      return { kind, questionLk: requireId(v.questionLk, 'questionLk'), ...range(v) };
    case 'matrixResponseOption':
      return {
        kind,
        matrixTitleLk: requireId(v.matrixTitleLk, 'matrixTitleLk'),
        questionLk: requireId(v.questionLk, 'questionLk'),
        responseOptionLks: lks(v.responseOptionLks),
      };
    case 'matrixRowCount':
      return {
        kind,
        matrixTitleLk: requireId(v.matrixTitleLk, 'matrixTitleLk'),
        responseOptionLk: requireId(v.responseOptionLk, 'responseOptionLk'),
        ...range(v),
      };
    case 'matrixResponseOptionCount':
      return {
        kind,
        matrixTitleLk: requireId(v.matrixTitleLk, 'matrixTitleLk'),
        questionLk: requireId(v.questionLk, 'questionLk'),
        ...range(v),
      };
    default:
      return fail('INVALID_ARGUMENT', `Unknown proposition ${kind}`);
  }
}

/** Adds one display-logic condition to a card; it may point only at earlier items. */
export function setLogic(
  q: Questionnaire,
  entry: Entry,
  input: SetLogicInput,
  ctx: CommandContext,
): Questionnaire {
  const proposition = parseProposition(input.proposition);
  const negated = input.negated == null ? false : requireBoolean(input.negated, 'negated');
  const index = buildReferenceIndex(q);
  const order = index.entries.get(entry.number)?.order ?? 0;
  if (order === 0 && q.audienceEntries.length === 0) {
    fail('LOGIC_NOT_ALLOWED', 'Display logic cannot be added to the first survey question');
  }
  const problem = propositionProblem(index, proposition, order);
  if (problem !== null) fail('LOGIC_TARGET_INVALID', `This condition cannot be used: ${problem}`);
  if (entry.questionLogic.length >= MAX_TERMS) {
    fail('TOO_MANY_ITEMS', `A card holds at most ${MAX_TERMS} conditions`);
  }
  const ref = input.logicInfoRef;
  const clauseNumber =
    ref == null
      ? Math.max(0, ...entry.questionLogic.map((t) => t.clauseNumber)) + 1
      : requireInt(ref.clauseNumber, 'clauseNumber', 1, MAX_CLAUSE);
  const term: LogicTerm = { clauseNumber, propositionId: idSource(q, ctx)(), negated, proposition };
  return renumber(
    replaceEntry(q, { ...entry, questionLogic: [...entry.questionLogic, term] }, ctx),
  );
}

/** Removes one condition, one clause, or (without a ref) all display logic of a card. */
export function removeLogic(
  q: Questionnaire,
  entry: Entry,
  ref: LogicInfoRef | null | undefined,
  ctx: CommandContext,
): Questionnaire {
  if (ref == null) {
    if (entry.questionLogic.length === 0) return q;
    return replaceEntry(q, { ...entry, questionLogic: [] }, ctx);
  }
  const clause = requireInt(ref.clauseNumber, 'clauseNumber', 1, MAX_CLAUSE);
  const pid = ref.propositionId == null ? null : requireId(ref.propositionId, 'propositionId');
  const kept = entry.questionLogic.filter(
    (t) => !(t.clauseNumber === clause && (pid === null || t.propositionId === pid)),
  );
  if (kept.length === entry.questionLogic.length) {
    fail('INVALID_ARGUMENT', 'The card has no such display-logic condition');
  }
  return replaceEntry(q, { ...entry, questionLogic: kept }, ctx);
}
