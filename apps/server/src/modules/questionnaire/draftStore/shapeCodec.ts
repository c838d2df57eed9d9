/**
 * The snapshot format written until issue 24, kept to read the rows it wrote (snapshotCodec.ts;
 * msgpackr records replaced it, measured in README.md).
 *
 * A JSON text that writes each object's keys once per shape (a distinct ordered key list) instead
 * of once per object. Documents made of many objects with few distinct key lists (a questionnaire:
 * ~4,000 objects, ~30 shapes) shrink to less than half, and JSON.parse has no keys to read.
 *
 * The text is `["json-shapes/1", shapes, structure, values]`:
 * - `shapes`: the key lists, in the order their objects were finished;
 * - `structure`: one character per value, depth first: LEAF (the next entry of `values`), ARRAY
 *   (its length is the next entry of `values`, its items follow) or an object (`BASE + shape`, or
 *   WIDE and two 15-bit characters past 55,000 shapes), its values following in key order;
 * - `values`: the leaves (strings, numbers, booleans, null) and array lengths, in that order.
 * Containers live only in `structure`, so nothing is ambiguous, and JSON.parse makes just two
 * arrays and the leaves: rebuilding objects from nested `[shape, ...values]` arrays was measured
 * slower than JSON.parse of the plain text once their garbage is collected (docs/decisions/snapshots-imports-first-state.md).
 *
 * What it takes: JSON data (plain objects, arrays, strings, finite numbers, booleans, null), the
 * value `parseShapes(stringifyShapes(v))` being JSON.stringify-identical to `v`. Like
 * JSON.stringify, it drops properties whose value is undefined, a function or a symbol, writes
 * those as null in arrays and non-finite numbers as null, and throws on a bigint. Unlike it, it
 * does not call `toJSON` (a Date is an object without own keys here: convert such values first)
 * and a cycle ends in a RangeError (stack) rather than a TypeError. Arrays come back with their
 * exact length preallocated (V8's holey kind): a decoded document stays near JSON.parse's size.
 *
 * An object with an own `__proto__` key is written whole as a plain JSON leaf and returned as
 * JSON.parse made it, the key an own property as it was: the decoder assigns keys, which for
 * `__proto__` would set the prototype instead, so it refuses shapes that list that key.
 */

const FORMAT = 'json-shapes/1';
const LEAF = 0x21; // '!'
const ARRAY = 0x23; // '#'
const WIDE = 0x24; // '$'
const BASE = 0x30;
/** Shapes written as one character stay below the surrogates (0xd800), which JSON would escape. */
const NARROW_SHAPES = 0xd800 - BASE;

/** How every shape-encoded text starts (a JSON object's text, for one, never does). */
export const SHAPES_TEXT_PREFIX = `[${JSON.stringify(FORMAT)},`;

/** One step of the key-list trie: the shape of the keys read so far, and the keys that follow. */
interface KeyNode {
  shape: number;
  readonly keys: readonly string[];
  readonly hasProto: boolean;
  /** Most nodes have one successor: compared first, before the map. */
  onlyKey: string | undefined;
  onlyNext: KeyNode | undefined;
  more: Map<string, KeyNode> | undefined;
}

const keyNode = (keys: readonly string[], hasProto: boolean): KeyNode => ({
  shape: -1,
  keys,
  hasProto,
  onlyKey: undefined,
  onlyNext: undefined,
  more: undefined,
});

function nextNode(node: KeyNode, key: string): KeyNode {
  if (node.onlyKey === key) return node.onlyNext as KeyNode;
  let next = node.more?.get(key);
  if (next === undefined) {
    next = keyNode([...node.keys, key], node.hasProto || key === '__proto__');
    if (node.onlyKey === undefined) {
      node.onlyKey = key;
      node.onlyNext = next;
    } else {
      (node.more ??= new Map()).set(key, next);
    }
  }
  return next;
}

function hasEnumerableKey(object: object): boolean {
  for (const key in object) if (key !== undefined) return true;
  return false;
}

/** Values JSON.stringify leaves out of objects (and writes as null in arrays). */
const isDropped = (v: unknown): boolean =>
  v === undefined || typeof v === 'function' || typeof v === 'symbol';

/** The shape-encoded JSON text of a JSON value (see the file comment for what it accepts). */
export function stringifyShapes(value: unknown): string {
  if (isDropped(value)) throw new TypeError('stringifyShapes: the value is not JSON');
  const root = keyNode([], false);
  const shapes: (readonly string[])[] = [];
  const values: unknown[] = [];
  const plainFast = !hasEnumerableKey(Object.prototype);
  // Objects' codes are BASE + shape here, however large; structureText narrows them.
  let codes = new Uint32Array(4096);
  let count = 0;
  const code = (c: number): void => {
    if (count === codes.length) {
      const grown = new Uint32Array(count * 2);
      grown.set(codes);
      codes = grown;
    }
    codes[count++] = c;
  };

  const put = (v: unknown): void => {
    if (typeof v === 'object' && v !== null) {
      encode(v);
    } else {
      code(LEAF);
      values.push(v);
    }
  };
  const encode = (v: object): void => {
    if (Array.isArray(v)) {
      code(ARRAY);
      values.push(v.length);
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        put(isDropped(item) ? null : item);
      }
      return;
    }
    const record = v as Record<string, unknown>;
    const at = count;
    const valuesAt = values.length;
    code(BASE);
    let node = root;
    // for...in (V8's enum cache, no key array) was measured ~0.3 ms faster on a 300-entry draft;
    // it also lists inherited keys, so only where the prototype is an unpolluted Object.prototype.
    // The two loops stay inline: a per-key callback was measured twice as slow as both.
    if (plainFast && Object.getPrototypeOf(record) === Object.prototype) {
      for (const key in record) {
        const item = record[key];
        if (isDropped(item)) continue;
        put(item);
        node = nextNode(node, key);
      }
    } else {
      for (const key of Object.keys(record)) {
        const item = record[key];
        if (isDropped(item)) continue;
        put(item);
        node = nextNode(node, key);
      }
    }
    if (node.hasProto) {
      count = at;
      values.length = valuesAt;
      code(LEAF);
      values.push(v);
      return;
    }
    if (node.shape < 0) {
      node.shape = shapes.length;
      shapes.push(node.keys);
    }
    codes[at] = BASE + node.shape;
  };

  put(value);
  return JSON.stringify([
    FORMAT,
    shapes,
    structureText(codes.subarray(0, count), shapes.length),
    values,
  ]);
}

function structureText(codes: Uint32Array, shapeCount: number): string {
  const limit = BASE + NARROW_SHAPES;
  let wide = 0;
  if (shapeCount > NARROW_SHAPES) for (const c of codes) if (c >= limit) wide++;
  const chars = new Uint16Array(codes.length + 2 * wide);
  if (wide === 0) {
    chars.set(codes);
  } else {
    let j = 0;
    for (const c of codes) {
      if (c < limit) {
        chars[j++] = c;
      } else {
        const shape = c - BASE;
        chars[j++] = WIDE;
        chars[j++] = BASE + (shape >>> 15);
        chars[j++] = BASE + (shape & 0x7fff);
      }
    }
  }
  // Buffer's UTF-16 decoding measured faster here than TextDecoder's.
  return Buffer.from(chars.buffer, chars.byteOffset, chars.byteLength).toString('utf16le');
}

/** The value of a text written by stringifyShapes; throws when the text is not one. */
export function parseShapes(text: string): unknown {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed) || parsed.length !== 4 || parsed[0] !== FORMAT) {
    throw new Error('parseShapes: not a shape-encoded text');
  }
  const shapes = shapeTable(parsed[1]);
  const structure: unknown = parsed[2];
  const values: unknown = parsed[3];
  if (typeof structure !== 'string' || !Array.isArray(values)) {
    throw new Error('parseShapes: not a shape-encoded text');
  }
  let at = 0;
  let valueAt = 0;

  // Leaves are read inline (no call): most values are leaves.
  const container = (c: number): unknown => {
    if (c === ARRAY) {
      const length: unknown = values[valueAt++];
      if (typeof length !== 'number' || !(length >= 0 && length <= structure.length - at)) {
        throw new Error('parseShapes: bad array length');
      }
      if (length === 0) return [];
      const out = new Array<unknown>(length);
      for (let i = 0; i < length; i++) {
        const next = structure.charCodeAt(at++);
        out[i] = next === LEAF ? values[valueAt++] : container(next);
      }
      return out;
    }
    let shape = c - BASE;
    if (c === WIDE) {
      shape = ((structure.charCodeAt(at) - BASE) << 15) | (structure.charCodeAt(at + 1) - BASE);
      at += 2;
    }
    const keys = shapes[shape];
    if (keys === undefined) throw new Error(`parseShapes: bad structure at ${at - 1}`);
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const next = structure.charCodeAt(at++);
      out[keys[i] as string] = next === LEAF ? values[valueAt++] : container(next);
    }
    return out;
  };

  const first = structure.charCodeAt(at++);
  const result = first === LEAF ? values[valueAt++] : container(first);
  if (at !== structure.length || valueAt !== values.length) {
    throw new Error('parseShapes: the structure and the values do not match');
  }
  return result;
}

function shapeTable(table: unknown): readonly (readonly string[])[] {
  const valid =
    Array.isArray(table) &&
    table.every(
      (keys: unknown) =>
        Array.isArray(keys) &&
        keys.every((k: unknown) => typeof k === 'string' && k !== '__proto__'),
    );
  if (!valid) throw new Error('parseShapes: bad shape table');
  return table as readonly (readonly string[])[];
}
