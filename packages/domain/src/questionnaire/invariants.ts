/**
 * The invariant checker the server runs after every command: a violation means a bug or a
 * corrupted document, never bad user input (commands refuse that with QuestionnaireCommandError).
 * Per-entry facts are memoised by entry identity (entryInvariants.ts), so after an edit only the
 * touched entries are examined again; the document-level rules below combine cached facts.
 */
import { END_OF_SURVEY_TARGET } from './constants.ts';
import {
  entryFacts,
  entryViolations,
  type EntryFacts,
  type InvariantViolation,
} from './entryInvariants.ts';
import { anyHashRepeats, idHashes } from './idHashes.ts';
import type { AudienceEntry, Entry, Questionnaire } from './model.ts';
import { brokenReferences } from './prune.ts';
import { isRenumbered } from './renumber.ts';
import { flattenEntries } from './walk.ts';

export type { InvariantViolation };

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

function audienceIds(audience: readonly AudienceEntry[]): string[] {
  const out: string[] = [];
  for (const a of audience) {
    out.push(a.entryItem.questionLk, a.entryItem.question.questionId);
    for (const o of a.entryItem.responseOptions) {
      out.push(o.responseOptionLk, o.responseOption.responseOptionId);
    }
  }
  return out;
}

/** "id X is used twice" for every repeat, in document order (collectIds order). */
function repeatedIds(
  q: Questionnaire,
  facts: readonly EntryFacts[],
  audience: readonly string[],
): InvariantViolation[] {
  const lists = [[q.questionnaireId], ...facts.map((f) => f.ids), audience];
  const count = lists.reduce((n, ids) => n + ids.length, 0);
  const hashes = [idHashes([q.questionnaireId]), ...facts.map((f) => f.idHashes)];
  hashes.push(idHashes(audience));
  if (!anyHashRepeats(hashes, count)) return [];
  const out: InvariantViolation[] = [];
  const seen = new Set<string>();
  for (const ids of lists) {
    for (const id of ids) {
      if (seen.has(id)) out.push({ rule: 'ids', message: `id ${id} is used twice` });
      seen.add(id);
    }
  }
  return out;
}

function numbersRepeat(all: readonly Entry[], audience: readonly AudienceEntry[]): boolean {
  const numbers = new Set<number>();
  for (const e of all) numbers.add(e.number);
  for (const a of audience) numbers.add(a.number);
  return numbers.size !== all.length + audience.length;
}

function outOfRange(n: number, lastEntryNumber: number): boolean {
  return !Number.isInteger(n) || n < 1 || n >= END_OF_SURVEY_TARGET || n > lastEntryNumber;
}

/** Every broken invariant of the document (empty when healthy). */
export function checkInvariants(q: Questionnaire): InvariantViolation[] {
  const out: InvariantViolation[] = [];
  const all = flattenEntries(q.entries);
  const facts = all.map(entryFacts);
  const lists: Entry[][] = [q.entries];
  for (const e of all) if (e.entryType === 'section') lists.push(e.entryItem.entries);
  if (!lists.every(contiguous) || !contiguous(q.audienceEntries)) {
    out.push({ rule: 'positions', message: 'entry positions are not contiguous' });
  }
  out.push(...repeatedIds(q, facts, audienceIds(q.audienceEntries)));
  if (numbersRepeat(all, q.audienceEntries)) {
    out.push({ rule: 'ids', message: 'entry numbers repeat' });
  }
  all.forEach((e, i) => {
    if (outOfRange(e.number, q.lastEntryNumber)) {
      const message = `entry number ${e.number} is out of range`;
      out.push({ rule: 'ids', message, entryNumber: e.number });
    }
    const own = facts[i] as EntryFacts;
    if (own.problems.length > 0) out.push(...entryViolations(e, own));
  });
  if (!isRenumbered(q)) {
    out.push({ rule: 'numbering', message: 'contextPosition or labels are not consistent' });
  }
  for (const b of brokenReferences(q)) {
    out.push({
      rule: 'references',
      message: `${b.kind}: ${b.message}`,
      entryNumber: b.entryNumber,
    });
  }
  const names = facts.map((f) => f.forkNameKey).filter((n) => n !== '');
  if (new Set(names).size !== names.length)
    out.push({ rule: 'forks', message: 'fork names repeat' });
  return out;
}

/** Throws QuestionnaireInvariantError when any invariant is broken. */
export function assertQuestionnaireInvariants(q: Questionnaire): void {
  const violations = checkInvariants(q);
  if (violations.length > 0) throw new QuestionnaireInvariantError(violations);
}
