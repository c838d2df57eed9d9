import { criterionFor } from '../catalogue/catalogue.ts';
import { MAX_MEMBERS } from '../constants.ts';
import { clock, type CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { standardItemFrom } from '../factories.ts';
import { requireId, requireInt } from '../guards.ts';
import { renumberMembers } from '../members.ts';
import type { DraftAudience } from '../model.ts';

export interface SetStandardCriterionArgs {
  position: number;
  audienceCriterionCode: string;
}

/** Adds a catalogue criterion at a position (ticking its checkbox puts it at the end). */
export function setStandardCriterion(
  a: DraftAudience,
  args: SetStandardCriterionArgs,
  ctx: CommandContext,
): DraftAudience {
  const code = requireId(args.audienceCriterionCode, 'audienceCriterionCode');
  const position = requireInt(args.position, 'position', 0, a.members.length);
  const now = clock(ctx);
  const criterion = criterionFor(a.countryCode, code);
  if (!criterion) fail('CRITERION_NOT_FOUND', `No criterion ${code} in ${a.countryCode}`);
  if (a.members.some((m) => m.memberType === 'Standard' && m.memberItem.criterion.code === code)) {
    fail('CRITERION_ALREADY_SET', `The audience already uses ${code}`);
  }
  if (a.members.length >= MAX_MEMBERS) fail('TOO_MANY_MEMBERS', 'Too many criteria');
  const number = a.lastMemberNumber + 1;
  const members = [...a.members];
  members.splice(position, 0, {
    number,
    position,
    contextPosition: position,
    memberType: 'Standard',
    memberItem: standardItemFrom(criterion),
    createdDate: now,
    sinceDate: now,
  });
  return { ...a, members: renumberMembers(members), lastMemberNumber: number };
}
