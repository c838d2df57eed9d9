/**
 * What the commands of every domain document (questionnaire, audience) share: the context they
 * get from outside, their typed error, and the checks on ids and clock the context hands out.
 */

/** What a command needs from outside: fresh ids and the clock (commands stay deterministic). */
export interface CommandContext {
  /** Returns a new unique id (uuid on the server, a temporary id in the browser). */
  readonly newId: () => string;
  /** The time of the change, ISO-8601. */
  readonly now: string;
}

/** Thrown by a command whose arguments are invalid or would break an invariant; nothing changed. */
export class DomainCommandError<Code extends string> extends Error {
  readonly code: Code;
  readonly details: Readonly<Record<string, string | number>>;

  constructor(code: Code, message: string, details: Record<string, string | number> = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

/** How a domain throws its own error for the codes the kit's checks use. */
export type KitFail = (code: 'INVALID_ARGUMENT' | 'ID_COLLISION', message: string) => never;

/**
 * A newId that refuses empty or over-long ids and ids already used in the document (`used`, read
 * only when the first id is asked for) or earlier by this command.
 */
export function checkedIdSource(
  ctx: CommandContext,
  usedIds: () => Iterable<string>,
  maxLength: number,
  fail: KitFail,
): () => string {
  let used: Set<string> | undefined;
  return () => {
    used ??= new Set(usedIds());
    const id = ctx.newId();
    if (typeof id !== 'string' || id.length === 0 || id.length > maxLength) {
      fail('INVALID_ARGUMENT', 'newId returned an invalid id');
    }
    if (used.has(id)) fail('ID_COLLISION', `newId returned an id already in use: ${id}`);
    used.add(id);
    return id;
  };
}

/** The context clock, checked to be a non-empty string of sane length. */
export function checkedClock(ctx: CommandContext, fail: KitFail): string {
  if (typeof ctx.now !== 'string' || ctx.now.length === 0 || ctx.now.length > 64) {
    fail('INVALID_ARGUMENT', 'ctx.now must be an ISO timestamp');
  }
  return ctx.now;
}
