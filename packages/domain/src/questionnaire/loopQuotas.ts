/**
 * Issue 38 §2/§3: a quota never sits on a question inside a looped section. Such a question is
 * answered once per loop item (stored per iteration), so a cell could not say whether a
 * respondent who chose 'Yes' for one brand and 'No' for another is in it. Every command that could
 * bring the two together (a quota set on a looped card, a loop set on a section holding a quota
 * card, a quota card moved into a looped section) refuses with QUOTA_ON_LOOPED_QUESTION and
 * changes nothing (docs/decisions/spec-gaps.md, s24-loopres).
 */
import { fail } from './errors.ts';
import { loopedCardNumbers } from './loops.ts';
import type { Entry, Questionnaire } from './model.ts';
import { flattenEntries } from './walk.ts';

/**
 * The label of a question among `lks` with a quota inside a looped section (`Q5`), or null. Only
 * the questions a command touched are checked: a draft saved before this rule keeps working.
 */
export function quotaInLoop(q: Questionnaire, lks: ReadonlySet<string>): string | null {
  if (!q.answerQuotas || q.answerQuotas.length === 0) return null;
  const looped = loopedCardNumbers(q.entries);
  if (looped.size === 0) return null;
  const withQuota = new Set(q.answerQuotas.map((a) => a.questionLk));
  for (const e of flattenEntries(q.entries)) {
    if (e.entryType !== 'question' || !looped.has(e.number)) continue;
    const lk = e.entryItem.questionLk;
    if (lks.has(lk) && withQuota.has(lk)) return e.label;
  }
  return null;
}

/** The question lks of these entries (a section: its cards'). */
export function questionLksOf(entries: readonly Entry[]): Set<string> {
  const out = new Set<string>();
  for (const e of flattenEntries(entries)) {
    if (e.entryType === 'question') out.add(e.entryItem.questionLk);
  }
  return out;
}

/** `next` when no quota of the questions `lks` sits in a loop; else the refusal (nothing changes). */
export function refuseQuotaInLoop(next: Questionnaire, lks: ReadonlySet<string>): Questionnaire {
  const label = quotaInLoop(next, lks);
  if (label !== null) {
    fail(
      'QUOTA_ON_LOOPED_QUESTION',
      `${label} cannot have a quota inside a looped section: it is answered once per loop item. Remove the quota or take ${label} out of the loop.`,
      { question: label },
    );
  }
  return next;
}
