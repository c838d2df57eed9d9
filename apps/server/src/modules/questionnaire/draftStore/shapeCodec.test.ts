import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHAPES_TEXT_PREFIX, parseShapes, stringifyShapes } from './shapeCodec.ts';

const roundTrip = (value: unknown): unknown => parseShapes(stringifyShapes(value));

/** The prototypes of a decoded value's objects (none may be set through `__proto__`). */
function prototypesOf(value: unknown, found = new Set<object | null>()): Set<object | null> {
  if (Array.isArray(value)) {
    for (const item of value) prototypesOf(item, found);
  } else if (typeof value === 'object' && value !== null) {
    found.add(Object.getPrototypeOf(value) as object | null);
    for (const item of Object.values(value)) prototypesOf(item, found);
  }
  return found;
}

/** How many objects of a value have an own `__proto__` key. */
function ownProtoKeys(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + ownProtoKeys(item), 0);
  if (typeof value !== 'object' || value === null) return 0;
  const own = Object.hasOwn(value, '__proto__') ? 1 : 0;
  return Object.values(value).reduce((n: number, item) => n + ownProtoKeys(item), own);
}

/** JSON with keys that are object-prototype names: `__proto__` first of all. */
const { json: jsonWithProtoKeys } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.string(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null)),
    fc.array(tie('json')),
    fc.dictionary(
      fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', ''), fc.string()),
      tie('json'),
      { noNullPrototype: true },
    ),
  ),
}));

describe('shape codec', () => {
  it('gives back any JSON value, JSON.stringify-identical, with ordinary prototypes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const back = roundTrip(value);
        expect(JSON.stringify(back)).toBe(JSON.stringify(value));
        for (const proto of prototypesOf(back)) expect(proto).toBe(Object.prototype);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a `__proto__` key an own property and never sets a prototype through it', () => {
    let withProtoKeys = 0;
    fc.assert(
      fc.property(jsonWithProtoKeys, (value) => {
        if (ownProtoKeys(value) > 0) withProtoKeys++;
        const back = roundTrip(value);
        expect(JSON.stringify(back)).toBe(JSON.stringify(value));
        expect(ownProtoKeys(back)).toBe(ownProtoKeys(value));
        for (const proto of prototypesOf(back)) expect(proto).toBe(Object.prototype);
      }),
      { numRuns: 500 },
    );
    expect(withProtoKeys).toBeGreaterThan(50);
    const hostile = JSON.parse(
      '{"a":[{"__proto__":{"polluted":true},"b":[1,{"c":2}]}]}',
    ) as unknown;
    const back = roundTrip(hostile) as { a: Record<string, unknown>[] };
    expect(JSON.stringify(back)).toBe(JSON.stringify(hostile));
    expect(Object.hasOwn(back.a[0] as object, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(back.a[0])).toBe(Object.prototype);
    expect((back.a[0] as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it('writes what JSON.stringify writes for non-JSON values: undefined, NaN, -0, functions', () => {
    fc.assert(
      fc.property(
        fc.anything({ withObjectString: true, withNullPrototype: true, withSparseArray: true }),
        (value) => {
          fc.pre(value !== undefined);
          expect(JSON.stringify(roundTrip(value))).toBe(JSON.stringify(value));
        },
      ),
      { numRuns: 500 },
    );
    const odd = { a: undefined, b: [undefined, () => 1, Symbol('s'), Number.NaN, -0], c: () => 1 };
    expect(JSON.stringify(roundTrip(odd))).toBe('{"b":[null,null,null,null,0]}');
    expect(() => stringifyShapes(undefined)).toThrow(TypeError);
    expect(() => stringifyShapes({ n: 1n })).toThrow(TypeError);
  });

  it('writes own keys only, like JSON.stringify, even when a prototype has enumerable ones', () => {
    const inheriting = Object.create(
      { inherited: 1 },
      {
        own: { value: 2, enumerable: true },
      },
    ) as object;
    expect(JSON.stringify(roundTrip({ inheriting }))).toBe('{"inheriting":{"own":2}}');
    let text: string;
    Object.defineProperty(Object.prototype, 'polluted', {
      value: 1,
      enumerable: true,
      configurable: true,
    });
    try {
      text = stringifyShapes({ a: { b: 1 } });
    } finally {
      delete (Object.prototype as { polluted?: unknown }).polluted;
    }
    expect(JSON.stringify(parseShapes(text))).toBe('{"a":{"b":1}}');
  });

  it('tells containers from numbers: zeros, empty arrays and objects come back as given', () => {
    const value = { a: 0, b: [], c: [0, [], {}, [[0]], -1], d: {}, e: [-1, 0, '!', '#'] };
    expect(roundTrip(value)).toEqual(value);
    expect(JSON.stringify(roundTrip(value))).toBe(JSON.stringify(value));
  });

  it('writes each key list once, however many objects share it', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({
      responseOptionLk: `lk${i}`,
      pinned: false,
    }));
    const text = stringifyShapes({ rows });
    expect(text.startsWith(SHAPES_TEXT_PREFIX)).toBe(true);
    expect(text.split('responseOptionLk').length - 1).toBe(1);
    expect(text.length).toBeLessThan(JSON.stringify({ rows }).length / 2);
  });

  it('reads documents of more key lists than one structure character can number', () => {
    const many = Array.from({ length: 66_000 }, (_, i) => ({ [`k${i}`]: i, z: [i] }));
    const back = roundTrip({ many }) as { many: Record<string, unknown>[] };
    expect(back.many).toHaveLength(66_000);
    expect(back.many[65_999]).toEqual({ k65999: 65_999, z: [65_999] });
    expect(JSON.stringify(back)).toBe(JSON.stringify({ many }));
  });

  it('refuses texts it did not write, rather than building wrong documents', () => {
    const good = stringifyShapes({ a: [1, { b: 'x' }] });
    const [format, shapes, structure, values] = JSON.parse(good) as [
      string,
      string[][],
      string,
      unknown[],
    ];
    const text = (...parts: unknown[]) => JSON.stringify(parts);
    expect(() => parseShapes('{"a":1}')).toThrow(/not a shape-encoded text/);
    expect(() => parseShapes(text('other/1', shapes, structure, values))).toThrow(/not a shape/);
    expect(() => parseShapes(text(format, [['__proto__']], structure, values))).toThrow(
      /shape table/,
    );
    expect(() => parseShapes(text(format, shapes, structure.slice(0, -1), values))).toThrow();
    expect(() => parseShapes(text(format, shapes, structure, values.slice(0, -1)))).toThrow();
    expect(() => parseShapes(text(format, shapes, structure, [...values, 1]))).toThrow(
      /do not match/,
    );
    expect(() => parseShapes(text(format, [], structure, values))).toThrow(/bad structure/);
  });
});
