/** What a command needs from outside: fresh ids and the clock (commands stay deterministic). */
import { checkedClock, checkedIdSource, type CommandContext } from '../commandKit.ts';
import { TEXT_LIMITS } from './constants.ts';
import { fail } from './errors.ts';
import { collectIds } from './ids.ts';
import type { IsoDateTime, Questionnaire } from './model.ts';

export type { CommandContext };

/** A newId that refuses empty ids and ids already used in the document or by this command. */
export function idSource(q: Questionnaire, ctx: CommandContext): () => string {
  return checkedIdSource(ctx, () => collectIds(q), TEXT_LIMITS.id, fail);
}

/** The context clock, checked to be a string. */
export function clock(ctx: CommandContext): IsoDateTime {
  return checkedClock(ctx, fail);
}
