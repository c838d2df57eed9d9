/**
 * A fast answer to "does any id of the document repeat?". A 300-entry draft holds ~3,300 ids and
 * a Set of them costs more than the rest of the invariant check; each id's hash is instead
 * computed once (memoised with its entry) and the numbers go through an open-addressing table.
 * Equal ids have equal hashes, so no repeated hash proves no repeated id; a repeated hash (a real
 * repeat, or a collision of two 53-bit hashes, about n^2 / 2^54) sends the caller to the exact check.
 */

/** A 53-bit hash of an id: two 32-bit multiplicative lanes, finalised so their low bits mix. */
export function idHash(id: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < id.length; i++) {
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
export function idHashes(ids: readonly string[]): Float64Array {
  const out = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = idHash(ids[i] as string);
  return out;
}

/** Reused between checks (each check is synchronous); slot value hash + 1, 0 when empty. */
let table = new Float64Array(1024);

/** True when two of the hashes in `groups` (`count` in all) are equal. */
export function anyHashRepeats(groups: readonly Float64Array[], count: number): boolean {
  let size = 1024;
  while (size < count * 2) size *= 2;
  if (table.length !== size) table = new Float64Array(size);
  else table.fill(0);
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
