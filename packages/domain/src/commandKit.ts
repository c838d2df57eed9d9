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

/** What checkedIdSource asks of the ids already in a document (a Set will do). */
export interface UsedIds {
  has(id: string): boolean;
}

/**
 * A newId that refuses empty or over-long ids and ids already used in the document (`used`, read
 * only when the first id is asked for) or earlier by this command.
 */
export function checkedIdSource(
  ctx: CommandContext,
  usedIds: () => UsedIds,
  maxLength: number,
  fail: KitFail,
): () => string {
  let used: UsedIds | undefined;
  const handedOut = new Set<string>();
  return () => {
    used ??= usedIds();
    const id = ctx.newId();
    if (typeof id !== 'string' || id.length === 0 || id.length > maxLength) {
      fail('INVALID_ARGUMENT', 'newId returned an invalid id');
    }
    if (handedOut.has(id) || used.has(id)) {
      fail('ID_COLLISION', `newId returned an id already in use: ${id}`);
    }
    handedOut.add(id);
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

/** How a domain throws its own error for the codes the argument guards use. */
export type GuardFail = (
  code: 'INVALID_ARGUMENT' | 'TEXT_TOO_LONG' | 'INVALID_POSITION',
  message: string,
  details?: Record<string, string | number>,
) => never;

// Postgres JSONB refuses NUL and lone surrogates, so text is cleaned rather than refused.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Removes control characters (keeping tab and newline) and replaces lone surrogates. */
export function cleanText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '')
    .replace(LONE_SURROGATE, '\uFFFD');
}

/**
 * The runtime checks of command arguments every domain uses, throwing that domain's error: text
 * (cleaned, at most maxLength characters), ids (non-empty, at most maxIdLength), integers within
 * a range, booleans.
 */
export function argumentGuards(fail: GuardFail, maxIdLength: number) {
  return {
    requireText(value: unknown, name: string, maxLength: number): string {
      if (typeof value !== 'string') fail('INVALID_ARGUMENT', `${name} must be a string`);
      if (value.length > maxLength * 2) {
        fail('TEXT_TOO_LONG', `${name} is longer than ${maxLength}`);
      }
      const text = cleanText(value);
      if ([...text].length > maxLength) {
        fail('TEXT_TOO_LONG', `${name} is longer than ${maxLength}`);
      }
      return text;
    },
    requireId(value: unknown, name: string): string {
      if (typeof value !== 'string' || value.length === 0 || value.length > maxIdLength) {
        fail('INVALID_ARGUMENT', `${name} must be a non-empty id`);
      }
      return value;
    },
    requireInt(value: unknown, name: string, min: number, max: number): number {
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        fail('INVALID_ARGUMENT', `${name} must be an integer`);
      }
      if (value < min || value > max) {
        fail('INVALID_POSITION', `${name} must be between ${min} and ${max}`, { [name]: value });
      }
      return value;
    },
    requireBoolean(value: unknown, name: string): boolean {
      if (typeof value !== 'boolean') fail('INVALID_ARGUMENT', `${name} must be true or false`);
      return value;
    },
  };
}
