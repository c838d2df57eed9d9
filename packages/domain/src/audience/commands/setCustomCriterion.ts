import { MAX_MEMBERS } from '../constants.ts';
import { clock, type CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { findCustom, renumberMembers } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface SetCustomCriterionArgs {
  questionLk: string;
}

/** Switches a custom question back on: it goes to the end, with its number (no-op when on). */
export function setCustomCriterion(
  a: DraftAudience,
  args: SetCustomCriterionArgs,
  ctx: CommandContext,
): DraftAudience {
  const item = findCustom(a, args.questionLk);
  if (item.state === 'Enabled') return a;
  if (a.members.length >= MAX_MEMBERS) fail('TOO_MANY_MEMBERS', 'Too many criteria');
  const now = clock(ctx);
  return {
    ...a,
    members: renumberMembers([
      ...a.members,
      {
        number: item.number,
        position: a.members.length,
        contextPosition: a.members.length,
        memberType: 'Custom',
        memberItem: { ...item, state: 'Enabled' },
        createdDate: now,
        sinceDate: now,
      },
    ]),
    disabledCustomCriteria: a.disabledCustomCriteria.filter((c) => c !== item),
  };
}
