import { TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { updateFork as changeFork } from '../forkOps.ts';
import { assertForkNameFree } from '../forks.ts';
import { requireId, requireText } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface UpdateForkArgs {
  forkId: string;
  name: string;
}

/**
 * Renames a fork. A name used by another fork fails with FORK_NAME_TAKEN and the message
 * 'Fork with id {forkId} already exists' naming the conflicting fork (details.forkId too).
 * Decision: a blank name is allowed while typing and is not checked for uniqueness.
 */
export function updateFork(
  q: Questionnaire,
  args: UpdateForkArgs,
  ctx: CommandContext,
): Questionnaire {
  const forkId = requireId(args.forkId, 'forkId');
  const name = requireText(args.name, 'name', TEXT_LIMITS.name);
  if (name.trim() !== '') assertForkNameFree(q, name, forkId);
  return changeFork(q, forkId, ctx, (fork) => ({ ...fork, name }));
}
