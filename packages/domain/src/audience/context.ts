/** What a command needs from outside: fresh ids and the clock (the questionnaire's context). */
import type { CommandContext } from '../questionnaire/context.ts';
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
  let used: Set<string> | undefined;
  return () => {
    used ??= collectIds(a);
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
