/**
 * The invariant checker the server runs after every command: a violation means a bug or a
 * corrupted document, never bad user input (commands refuse that with QuestionnaireCommandError).
 * Per-entry facts are memoised by entry content (entryFacts.ts), so after an edit only the changed
 * entries are examined again; the document-level rules below combine the facts of all entries.
 */
import { END_OF_SURVEY_TARGET } from './constants.ts';
import { entryFacts, type EntryFacts, type InvariantRule } from './entryFacts.ts';
import { anyHashRepeats, idHashes } from './idHashes.ts';
import { audienceIds } from './ids.ts';
import type { Entry, Questionnaire } from './model.ts';
import { referenceBreaks } from './prune.ts';
import { referenceIndexOf, type ReferenceKeys } from './refIndex.ts';
import { addReferenceKeys } from './references.ts';
import { isRenumbered } from './renumber.ts';
import { flattenEntries } from './walk.ts';

export interface InvariantViolation {
  rule: InvariantRule;
  message: string;
  entryNumber?: number;
}

/** Thrown by assertQuestionnaireInvariants; the server treats it as an internal error. */
export class QuestionnaireInvariantError extends Error {
  override readonly name = 'QuestionnaireInvariantError';
  readonly violations: InvariantViolation[];
  constructor(violations: InvariantViolation[]) {
    super(`Questionnaire invariants broken: ${violations.map((v) => v.message).join('; ')}`);
    this.violations = violations;
  }
}

function contiguous(list: readonly { position: number }[]): boolean {
  return list.every((x, i) => x.position === i);
}

function positionsContiguous(q: Questionnaire, all: readonly Entry[]): boolean {
  if (!contiguous(q.entries) || !contiguous(q.audienceEntries)) return false;
  return all.every((e) => e.entryType !== 'section' || contiguous(e.entryItem.entries));
}

/** "id X is used twice" for every repeat, in collectIds order; hashes first, as most have none. */
function repeatedIds(q: Questionnaire, facts: readonly EntryFacts[]): InvariantViolation[] {
  const audience = audienceIds(q.audienceEntries);
  const hashes: (readonly number[])[] = [idHashes([q.questionnaireId]), idHashes(audience)];
  let count = 1 + audience.length;
  for (const f of facts) {
    hashes.push(f.idHashes);
    count += f.idHashes.length;
  }
  if (!anyHashRepeats(hashes, count)) return [];
  const out: InvariantViolation[] = [];
  const seen = new Set<string>();
  for (const ids of [[q.questionnaireId], ...facts.map((f) => f.ids), audience]) {
    for (const id of ids) {
      if (seen.has(id)) out.push({ rule: 'ids', message: `id ${id} is used twice` });
      seen.add(id);
    }
  }
  return out;
}

function repeats(numbers: readonly number[]): boolean {
  // Whole numbers from 1 go through the hash table as they are (equal keys, equal numbers).
  if (numbers.every((n) => Number.isSafeInteger(n) && n >= 1)) {
    return anyHashRepeats([numbers], numbers.length);
  }
  return new Set(numbers).size !== numbers.length;
}

/**
 * Whether two entries, or two audience entries, share a number. Audience entries carry their
 * member's number, which the audience hands out from its own counter: A1 may be number 1 beside
 * a questionnaire entry number 1.
 */
function numbersRepeat(q: Questionnaire, all: readonly Entry[]): boolean {
  return repeats(all.map((e) => e.number)) || repeats(q.audienceEntries.map((a) => a.number));
}

/** The index, for the keys the references of these entries look up only. */
function referencedIndex(q: Questionnaire, all: readonly Entry[], facts: readonly EntryFacts[]) {
  const keys: ReferenceKeys = { lks: new Set(), numbers: new Set() };
  for (const f of facts) for (const ref of f.references) addReferenceKeys(ref, keys);
  return referenceIndexOf(q, all, facts, keys);
}

function outOfRange(n: number, lastEntryNumber: number): boolean {
  return !Number.isInteger(n) || n < 1 || n >= END_OF_SURVEY_TARGET || n > lastEntryNumber;
}

/** Every broken invariant of the document (empty when healthy). */
export function checkInvariants(q: Questionnaire): InvariantViolation[] {
  const out: InvariantViolation[] = [];
  const all = flattenEntries(q.entries);
  const facts = all.map(entryFacts);
  const index = referencedIndex(q, all, facts);
  if (!positionsContiguous(q, all)) {
    out.push({ rule: 'positions', message: 'entry positions are not contiguous' });
  }
  out.push(...repeatedIds(q, facts));
  if (numbersRepeat(q, all)) out.push({ rule: 'ids', message: 'entry numbers repeat' });
  all.forEach((e, i) => {
    const entryNumber = e.number;
    if (outOfRange(entryNumber, q.lastEntryNumber)) {
      const message = `entry number ${entryNumber} is out of range`;
      out.push({ rule: 'ids', message, entryNumber });
    }
    for (const { rule, text } of (facts[i] as EntryFacts).problems) {
      out.push({ rule, message: `${e.label || entryNumber}: ${text}`, entryNumber });
    }
  });
  if (!isRenumbered(q)) {
    out.push({ rule: 'numbering', message: 'contextPosition or labels are not consistent' });
  }
  for (const b of referenceBreaks(index, all, facts)) {
    const message = `${b.kind}: ${b.message}`;
    out.push({ rule: 'references', message, entryNumber: b.entryNumber });
  }
  const names = facts.map((f) => f.forkNameKey).filter((n) => n !== '');
  const shown = q.sectionsShown;
  if (shown !== undefined && shown !== null && (!Number.isInteger(shown) || shown < 1)) {
    out.push({ rule: 'shape', message: 'sectionsShown is not a whole number from 1' });
  }
  if (new Set(names).size !== names.length) {
    out.push({ rule: 'forks', message: 'fork names repeat' });
  }
  return out;
}

/** Throws QuestionnaireInvariantError when any invariant is broken. */
export function assertQuestionnaireInvariants(q: Questionnaire): void {
  const violations = checkInvariants(q);
  if (violations.length > 0) throw new QuestionnaireInvariantError(violations);
}
