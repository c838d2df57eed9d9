import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireInt } from '../guards.ts';
import { moveTo, renumberMembers } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface MoveAudienceMemberArgs {
  number: number;
  toPosition: number;
}

/** Moves a criterion card (drag and drop); the member keeps its number. */
export function moveAudienceMember(
  a: DraftAudience,
  args: MoveAudienceMemberArgs,
  _ctx: CommandContext,
): DraftAudience {
  const number = requireInt(args.number, 'number', 1, Number.MAX_SAFE_INTEGER);
  const from = a.members.findIndex((m) => m.number === number);
  if (from < 0) fail('MEMBER_NOT_FOUND', `No member number ${number}`);
  const to = requireInt(args.toPosition, 'toPosition', 0, a.members.length - 1);
  return { ...a, members: renumberMembers(moveTo(a.members, from, to)) };
}
