import type { CommandContext } from '../context.ts';
import { findCustom, renumberMembers } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface RemoveCustomCriterionArgs {
  questionLk: string;
}

/** Switches a custom question off: out of the audience, kept to switch on again (no-op when off). */
export function removeCustomCriterion(
  a: DraftAudience,
  args: RemoveCustomCriterionArgs,
  _ctx: CommandContext,
): DraftAudience {
  const item = findCustom(a, args.questionLk);
  if (item.state === 'Disabled') return a;
  return {
    ...a,
    members: renumberMembers(a.members.filter((m) => m.memberItem !== item)),
    disabledCustomCriteria: [...a.disabledCustomCriteria, { ...item, state: 'Disabled' }],
  };
}
