import { entryByNumber, replaceEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { requireId, requireInt } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface RemoveQuestionnaireEntryForkBranchArgs {
  number: number;
  forkId: string;
  branchNumber: number;
}

/** Removes a card from a fork group (no change when it was not on it). */
export function removeQuestionnaireEntryForkBranch(
  q: Questionnaire,
  args: RemoveQuestionnaireEntryForkBranchArgs,
  ctx: CommandContext,
): Questionnaire {
  const entry = entryByNumber(q, args.number);
  const forkId = requireId(args.forkId, 'forkId');
  const branchNumber = requireInt(args.branchNumber, 'branchNumber', 1, Number.MAX_SAFE_INTEGER);
  const forks = entry.forks.filter(
    (f) => !(f.forkId === forkId && f.branchNumber === branchNumber),
  );
  if (forks.length === entry.forks.length) return q;
  return replaceEntry(q, { ...entry, forks }, ctx);
}
