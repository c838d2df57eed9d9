/** What a command needs from outside: fresh ids and the clock (the shared command kit). */
import { checkedClock, checkedIdSource, type CommandContext } from '../commandKit.ts';
import { TEXT_LIMITS } from './constants.ts';
import { fail } from './errors.ts';
import type { DraftAudience, IsoDateTime } from './model.ts';

export type { CommandContext };

function collectIds(a: DraftAudience): Set<string> {
  const ids = new Set<string>();
  const customs = [
    ...a.disabledCustomCriteria,
    ...a.members.flatMap((m) => (m.memberType === 'Custom' ? [m.memberItem] : [])),
  ];
  for (const c of customs) {
    ids.add(c.questionLk).add(c.question.questionId);
    for (const o of c.criterionOptions) {
      ids.add(o.responseOptionLk).add(o.responseOption.responseOptionId);
    }
  }
  return ids;
}

/** A newId that refuses empty ids and ids already used in the document or by this command. */
export function idSource(a: DraftAudience, ctx: CommandContext): () => string {
  return checkedIdSource(ctx, () => collectIds(a), TEXT_LIMITS.id, fail);
}

/** The context clock, checked to be a string. */
export function clock(ctx: CommandContext): IsoDateTime {
  return checkedClock(ctx, fail);
}
