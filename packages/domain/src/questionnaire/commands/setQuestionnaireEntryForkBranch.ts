import { entryByNumber, replaceEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireId, requireInt } from '../guards.ts';
import type { Questionnaire } from '../model.ts';
import { buildReferenceIndex } from '../refIndex.ts';
import { forkRefProblem } from '../references.ts';

export interface SetQuestionnaireEntryForkBranchArgs {
  number: number;
  forkId: string;
  branchNumber: number;
}

/**
 * Shows a card only on a group of an earlier fork. A card may be on several groups (of one or
 * more forks); setting the same pair twice changes nothing.
 */
export function setQuestionnaireEntryForkBranch(
  q: Questionnaire,
  args: SetQuestionnaireEntryForkBranchArgs,
  ctx: CommandContext,
): Questionnaire {
  const entry = entryByNumber(q, args.number);
  const forkId = requireId(args.forkId, 'forkId');
  const branchNumber = requireInt(args.branchNumber, 'branchNumber', 1, Number.MAX_SAFE_INTEGER);
  if (entry.entryType === 'fork' || entry.entryType === 'section') {
    fail('LOGIC_NOT_ALLOWED', 'Forks and sections cannot be placed on a fork group');
  }
  const index = buildReferenceIndex(q);
  if (!index.forks.has(forkId)) fail('FORK_NOT_FOUND', `No fork ${forkId}`);
  const order = index.entries.get(entry.number)?.order ?? 0;
  const problem = forkRefProblem(index, { forkId, branchNumber }, order);
  if (problem === 'the group does not exist') fail('BRANCH_NOT_FOUND', `No group ${branchNumber}`);
  if (problem !== null) fail('LOGIC_TARGET_INVALID', `Cannot use this fork: ${problem}`);
  if (entry.forks.some((f) => f.forkId === forkId && f.branchNumber === branchNumber)) return q;
  return replaceEntry(q, { ...entry, forks: [...entry.forks, { forkId, branchNumber }] }, ctx);
}
