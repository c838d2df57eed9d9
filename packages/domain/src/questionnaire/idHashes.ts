/**
 * A fast answer to "does any id of the document repeat?". A 300-entry draft holds ~3,300 ids and
 * a Set of them costs more than the rest of the invariant check; each id's hash is instead
 * computed once (memoised with its entry) and the numbers go through an open-addressing table.
 * Equal ids have equal hashes, so no repeated hash proves no repeated id; a repeated hash (a real
 * repeat, or a collision of two 53-bit hashes, about n^2 / 2^54) sends the caller to the exact check.
 */

/**
 * A 53-bit hash of an id: two 32-bit multiplicative lanes, finalised so their low bits mix. A
 * corrupted document may hold a non-string id: it hashes as its String() form (a false repeat
 * only sends the caller to the exact check).
 */
export function idHash(value: string): number {
  const id = typeof value === 'string' ? value : String(value as unknown);
  let a = 0x811c9dc5 ^ id.length;
  let b = 0x9747b28c;
  // Two UTF-16 units per step: server ids are 36-character UUIDs, hashed once per entry content.
  const end = id.length - 1;
  let i = 0;
  for (; i < end; i += 2) {
    const c = id.charCodeAt(i) | (id.charCodeAt(i + 1) << 16);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  if (i === end) {
    const c = id.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b);
  a ^= a >>> 13;
  b = Math.imul(b ^ (b >>> 15), 0xc2b2ae35);
  b ^= b >>> 16;
  return (b >>> 11) * 0x100000000 + (a >>> 0);
}

/** The hashes of these ids, in order. */
export function idHashes(ids: readonly string[]): number[] {
  return ids.map(idHash);
}

/**
 * A set of hashes to probe: `has` is true for every hash added (and, rarely, for none added: the
 * caller confirms a hit exactly).
 */
export class HashSet {
  private readonly table: Float64Array;
  private readonly mask: number;

  constructor(groups: readonly (readonly number[])[], count: number) {
    let size = 1024;
    while (size < count * 2) size *= 2;
    this.table = new Float64Array(size);
    this.mask = size - 1;
    for (const group of groups) for (const hash of group) this.add(hash);
  }

  private slotOf(key: number): number {
    let slot = (key >>> 0) & this.mask;
    for (;;) {
      const held = this.table[slot] as number;
      if (held === 0 || held === key) return slot;
      slot = (slot + 1) & this.mask;
    }
  }

  add(hash: number): void {
    this.table[this.slotOf(hash + 1)] = hash + 1;
  }

  has(hash: number): boolean {
    return this.table[this.slotOf(hash + 1)] !== 0;
  }
}

/** Tables by size, reused between checks (each check is synchronous); slot hash + 1, 0 if empty. */
const tables = new Map<number, Float64Array>();

function clearedTable(size: number): Float64Array {
  const held = tables.get(size);
  if (held) return held.fill(0);
  const table = new Float64Array(size);
  tables.set(size, table);
  return table;
}

/** True when two of the hashes in `groups` (`count` in all) are equal. */
export function anyHashRepeats(groups: readonly (readonly number[])[], count: number): boolean {
  let size = 1024;
  while (size < count * 2) size *= 2;
  const table = clearedTable(size);
  const mask = size - 1;
  for (const group of groups) {
    for (let i = 0; i < group.length; i++) {
      const key = (group[i] as number) + 1;
      let slot = (key >>> 0) & mask;
      for (;;) {
        const held = table[slot] as number;
        if (held === 0) break;
        if (held === key) return true;
        slot = (slot + 1) & mask;
      }
      table[slot] = key;
    }
  }
  return false;
}
