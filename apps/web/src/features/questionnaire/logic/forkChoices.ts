import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { flattenEntries } from '@survey/domain/questionnaire/walk';
import type { ForkChoice } from './ConditionFields.tsx';

/** The forks before a card (a fork condition may use only those), with their groups. */
export function forksBefore(q: Questionnaire, entryNumber: number): ForkChoice[] {
  const out: ForkChoice[] = [];
  for (const e of flattenEntries(q.entries)) {
    if (e.number === entryNumber) break;
    if (e.entryType !== 'fork') continue;
    const { forkId, name, branches } = e.entryItem.fork;
    out.push({
      forkId,
      name,
      branches: branches.map((b) => ({ branchNumber: b.branchNumber, label: b.label })),
    });
  }
  return out;
}
