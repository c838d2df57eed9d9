import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireInt } from '../guards.ts';
import { renumberMembers } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface DetachCustomAudienceMemberArgs {
  number: number;
}

/** Deletes a custom question for good, enabled or switched off. */
export function detachCustomAudienceMember(
  a: DraftAudience,
  args: DetachCustomAudienceMemberArgs,
  _ctx: CommandContext,
): DraftAudience {
  const number = requireInt(args.number, 'number', 1, Number.MAX_SAFE_INTEGER);
  const enabled = a.members.some((m) => m.memberType === 'Custom' && m.number === number);
  const parked = a.disabledCustomCriteria.some((c) => c.number === number);
  if (!enabled && !parked) fail('MEMBER_NOT_FOUND', `No custom question number ${number}`);
  return {
    ...a,
    members: renumberMembers(
      a.members.filter((m) => !(m.memberType === 'Custom' && m.number === number)),
    ),
    disabledCustomCriteria: a.disabledCustomCriteria.filter((c) => c.number !== number),
  };
}
