/** What a command needs from outside: fresh ids and the clock (commands stay deterministic). */
import { TEXT_LIMITS } from './constants.ts';
import { fail } from './errors.ts';
import { collectIds } from './ids.ts';
import type { IsoDateTime, Questionnaire } from './model.ts';

export interface CommandContext {
  /** Returns a new unique id (uuid on the server, a temporary id in the browser). */
  readonly newId: () => string;
  /** The time of the change, ISO-8601. */
  readonly now: IsoDateTime;
}

/** A newId that refuses empty ids and ids already used in the document or by this command. */
export function idSource(q: Questionnaire, ctx: CommandContext): () => string {
  let used: Set<string> | undefined;
  return () => {
    used ??= new Set(collectIds(q));
    const id = ctx.newId();
    if (typeof id !== 'string' || id.length === 0 || id.length > TEXT_LIMITS.id) {
      fail('INVALID_ARGUMENT', 'newId returned an invalid id');
    }
    if (used.has(id)) fail('ID_COLLISION', `newId returned an id already in use: ${id}`);
    used.add(id);
    return id;
  };
}

/** The context clock, checked to be a string. */
export function clock(ctx: CommandContext): IsoDateTime {
  if (typeof ctx.now !== 'string' || ctx.now.length === 0 || ctx.now.length > 64) {
    fail('INVALID_ARGUMENT', 'ctx.now must be an ISO timestamp');
  }
  return ctx.now;
}
