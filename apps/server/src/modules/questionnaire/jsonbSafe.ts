// Postgres JSONB refuses NUL and lone surrogates (the domain cleans them out of what it stores).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const clean = (s: string) => s.replaceAll('\u0000', '').replace(LONE_SURROGATE, '\uFFFD');

/**
 * `value` with every string (and key) storable in JSONB: NUL removed, lone surrogates replaced, as
 * the domain's cleanText does. A command's arguments are logged and later replayed, so the command
 * is applied to exactly what the log can hold.
 */
export function jsonbSafe<T>(value: T): T {
  return cleanValue(value) as T;
}

function cleanValue(value: unknown): unknown {
  if (typeof value === 'string') return clean(value);
  if (Array.isArray(value)) return value.map(cleanValue);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), cleanValue(v)]));
  }
  return value;
}
