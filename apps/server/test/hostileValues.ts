import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import {
  getNullableType,
  isEnumType,
  isLeafType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';

/** Ids a fuzzed call may name, by argument name: the caller's own, then another account's. */
export interface IdPools {
  own: Record<string, string[]>;
  foreign: string[];
}

/** Under the 1 MiB body limit, over every column and field limit the server has. */
export const HUGE_STRING = 'y'.repeat(200_000);

const anyChar = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** Strings that broke parsers, databases and renderers somewhere. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: anyChar, maxLength: 30 }),
  fc.constantFrom(
    HUGE_STRING,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202eevil',
    '👩‍👩‍👧‍👦'.repeat(50),
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    "'; DROP TABLE projects; --",
    "\\' OR 1=1 --",
    '%s%n%x',
    '../../etc/passwd',
    '__proto__',
    'constructor',
    'NaN',
    '-Infinity',
    '1e309',
    '-1',
    '2026-02-30',
    '9999-12-31T23:59:59Z',
  ),
);

/** Malformed ids: not a uuid, a uuid with junk, far too long. */
const malformedId = fc.constantFrom(
  '',
  'no-such-id',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  `${randomUUID()}\u0000`,
  `${randomUUID()}' OR '1'='1`,
  'x'.repeat(10_000),
);

const hostileInt = fc.oneof(
  fc.constantFrom(0, -1, 1, -(2 ** 31), 2 ** 31 - 1, 100_000, -100_000),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
);

// JSON has no NaN or Infinity: the largest, smallest and oddest finite numbers instead.
const hostileFloat = fc.oneof(
  fc.constantFrom(-0, -1, 1e308, -1e308, Number.MIN_VALUE, 2 ** 53 + 2, 0.1 + 0.2, 1e-7, 100.0001),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value nested `depth` deep (arrays in objects). */
export function deepJson(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { k: value };
  return value;
}

const hostileJson = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constantFrom(deepJson(500), { __proto__: { polluted: true } }, []),
);

function idOf(name: string, pools: IdPools): fc.Arbitrary<string> {
  const own = pools.own[name] ?? [];
  return fc.oneof(
    ...(own.length ? [{ arbitrary: fc.constantFrom(...own), weight: 3 }] : []),
    ...(pools.foreign.length ? [{ arbitrary: fc.constantFrom(...pools.foreign), weight: 2 }] : []),
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: malformedId, weight: 2 },
  );
}

/**
 * A value of `type` that GraphQL accepts (so it reaches the resolver), with hostile content:
 * huge and odd strings, extreme numbers, every enum value, empty and long lists, own, foreign,
 * unknown and malformed ids (by argument name `name`).
 */
export function wellTyped(
  type: GraphQLInputType,
  name: string,
  pools: IdPools,
  nullable = true,
): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return wellTyped(type.ofType, name, pools, false);
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) {
      const item = wellTyped(type.ofType, name, pools);
      if (!isLeafType(getNullableType(type.ofType))) return fc.array(item, { maxLength: 5 });
      // A long list of small leaves (5,000 under the body limit); long lists of objects holding
      // long lists would be a test too big to send, not a hostile call.
      const small = item.filter((v) => JSON.stringify(v ?? null).length <= 100);
      return fc.oneof(
        fc.array(item, { maxLength: 5 }),
        small.map((v) => Array.from({ length: 5000 }, () => v)),
      );
    }
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(
        Object.fromEntries(fields.map((f) => [f.name, wellTyped(f.type, f.name, pools)])),
        { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
      );
    }
    if (isScalarType(type)) {
      switch (type.name) {
        case 'ID':
          return idOf(name, pools);
        case 'Int':
          return hostileInt;
        case 'Float':
          return hostileFloat;
        case 'Boolean':
          return fc.boolean();
        case 'String':
          return hostileString;
        default:
          return hostileJson;
      }
    }
    return fc.constant(null);
  })();
  return nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

/** Whether GraphQL's input coercion takes `v` as a value of `type` (null aside). */
function coercible(type: GraphQLInputType, v: unknown): boolean {
  const named = isNonNullType(type) ? type.ofType : type;
  if (v === null) return !isNonNullType(type);
  if (isListType(named)) {
    // A single item stands for a list of one.
    const items = Array.isArray(v) ? v : [v];
    return items.every((item) => coercible(named.ofType, item));
  }
  if (isEnumType(named)) return named.getValues().some((e) => e.name === v);
  if (isInputObjectType(named)) {
    if (typeof v !== 'object' || Array.isArray(v)) return false;
    const fields = named.getFields();
    const given = v as Record<string, unknown>;
    return (
      Object.keys(given).every((k) => k in fields) &&
      Object.values(fields).every((f) => coercible(f.type, given[f.name] ?? null))
    );
  }
  switch (named.name) {
    case 'ID':
      return typeof v === 'string' || Number.isSafeInteger(v);
    case 'Int':
      return Number.isSafeInteger(v) && Math.abs(v as number) < 2 ** 31;
    case 'Float':
      return typeof v === 'number';
    case 'Boolean':
      return typeof v === 'boolean';
    case 'String':
      return typeof v === 'string';
    default:
      return true;
  }
}

const WRONG_VALUES: unknown[] = [
  null,
  { $gt: '' },
  {},
  { unknownField: 1 },
  deepJson(300),
  [[[[[[['deep']]]]]]],
  'NOT_A_VALUE',
  '__proto__',
  '12',
  2 ** 53,
  -(2 ** 31) - 1,
  1.5,
  0,
  true,
  'NaN',
  'Infinity',
];

/**
 * Values of the wrong type for `type` (unknown enum values, strings for numbers, out-of-range
 * integers, deep lists, objects for scalars, null for non-null): GraphQL must refuse them before
 * any resolver runs. Undefined when every such value would be coerced (a JSON argument).
 */
export function illTyped(type: GraphQLInputType): fc.Arbitrary<unknown> | undefined {
  const wrong = WRONG_VALUES.filter((v) => !coercible(type, v));
  return wrong.length ? fc.constantFrom(...wrong) : undefined;
}
