/**
 * The invariant checker the server runs after every command: a violation means a bug or a
 * corrupted document, never bad user input (commands refuse that with QuestionnaireCommandError).
 */
import { END_OF_SURVEY_TARGET, MAX_FORK_BRANCHES, MIN_FORK_BRANCHES } from './constants.ts';
import { collectIds } from './ids.ts';
import type { Entry, Questionnaire } from './model.ts';
import { brokenReferences } from './prune.ts';
import { renumber } from './renumber.ts';
import { isEnabled } from './settings.ts';
import { textKey } from './textKey.ts';
import { flattenEntries } from './walk.ts';

export interface InvariantViolation {
  rule: 'positions' | 'ids' | 'numbering' | 'references' | 'forks' | 'shape';
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

function checkEntry(e: Entry, out: InvariantViolation[]): void {
  const add = (rule: InvariantViolation['rule'], message: string) =>
    out.push({ rule, message: `${e.label || e.number}: ${message}`, entryNumber: e.number });
  if (e.entryType === 'fork' || e.entryType === 'section') {
    if (e.questionLogic.length > 0 || e.forks.length > 0)
      add('shape', 'forks and sections carry no logic');
  }
  if (e.entryType === 'question') {
    const item = e.entryItem;
    if (!contiguous(item.responseOptions)) add('positions', 'option positions are not contiguous');
    const choice = item.questionTypeCode === 'Basic' || item.questionTypeCode === 'Ranked';
    if (!choice && item.responseOptions.length > 0)
      add('shape', 'only choice questions have options');
    if ((item.questionTypeCode === 'Scale') !== (item.questionScale !== null)) {
      add('shape', 'a slider, and only a slider, has a scale');
    }
    const randomised = isEnabled(item.settingValues, 'RandomiseOptions');
    if (!randomised && item.responseOptions.some((o) => o.pinned))
      add('shape', 'pinned without randomise');
  } else if (e.entryType === 'matrix') {
    const item = e.entryItem;
    if (!contiguous(item.matrixRows)) add('positions', 'row positions are not contiguous');
    if (!contiguous(item.responseOptions)) add('positions', 'column positions are not contiguous');
  } else if (e.entryType === 'fork') {
    const branches = e.entryItem.fork.branches;
    if (branches.length < MIN_FORK_BRANCHES || branches.length > MAX_FORK_BRANCHES) {
      add('forks', `a fork has ${MIN_FORK_BRANCHES} to ${MAX_FORK_BRANCHES} groups`);
    }
    if (new Set(branches.map((b) => b.branchNumber)).size !== branches.length) {
      add('forks', 'group numbers repeat');
    }
    branches.forEach((b, i) => {
      if (b.label !== String.fromCharCode(65 + i)) add('forks', 'group labels are not A, B, C');
      if (!Number.isFinite(b.percentage) || b.percentage < 0 || b.percentage > 100) {
        add('forks', 'a group share is outside 0..100');
      }
    });
  }
}

/** Every broken invariant of the document (empty when healthy). */
export function checkInvariants(q: Questionnaire): InvariantViolation[] {
  const out: InvariantViolation[] = [];
  const all = flattenEntries(q.entries);
  const lists: Entry[][] = [q.entries];
  for (const e of all) if (e.entryType === 'section') lists.push(e.entryItem.entries);
  if (!lists.every(contiguous) || !contiguous(q.audienceEntries)) {
    out.push({ rule: 'positions', message: 'entry positions are not contiguous' });
  }
  const ids = collectIds(q);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) out.push({ rule: 'ids', message: `id ${id} is used twice` });
    seen.add(id);
  }
  const numbers = [...all.map((e) => e.number), ...q.audienceEntries.map((a) => a.number)];
  if (new Set(numbers).size !== numbers.length)
    out.push({ rule: 'ids', message: 'entry numbers repeat' });
  for (const e of all) {
    if (
      !Number.isInteger(e.number) ||
      e.number < 1 ||
      e.number >= END_OF_SURVEY_TARGET ||
      e.number > q.lastEntryNumber
    ) {
      out.push({
        rule: 'ids',
        message: `entry number ${e.number} is out of range`,
        entryNumber: e.number,
      });
    }
    checkEntry(e, out);
  }
  if (renumber(q) !== q) {
    out.push({ rule: 'numbering', message: 'contextPosition or labels are not consistent' });
  }
  for (const b of brokenReferences(q)) {
    out.push({
      rule: 'references',
      message: `${b.kind}: ${b.message}`,
      entryNumber: b.entryNumber,
    });
  }
  const names = all
    .filter((e) => e.entryType === 'fork')
    .map((e) => (e.entryType === 'fork' ? textKey(e.entryItem.fork.name) : ''))
    .filter((n) => n !== '');
  if (new Set(names).size !== names.length)
    out.push({ rule: 'forks', message: 'fork names repeat' });
  return out;
}

/** Throws QuestionnaireInvariantError when any invariant is broken. */
export function assertQuestionnaireInvariants(q: Questionnaire): void {
  const violations = checkInvariants(q);
  if (violations.length > 0) throw new QuestionnaireInvariantError(violations);
}
