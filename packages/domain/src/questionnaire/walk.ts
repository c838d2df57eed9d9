/** Walking the entry tree (sections hold nested entries). */
import type { Entry } from './model.ts';

/** All entries in document order, a section before its children. */
export function flattenEntries(entries: readonly Entry[]): Entry[] {
  const out: Entry[] = [];
  const visit = (list: readonly Entry[]) => {
    for (const e of list) {
      out.push(e);
      if (e.entryType === 'section') visit(e.entryItem.entries);
    }
  };
  visit(entries);
  return out;
}

/** Maps every entry (depth first); returns the same array when nothing changed. */
export function mapEntries(entries: Entry[], fn: (entry: Entry) => Entry): Entry[] {
  let changed = false;
  const out = entries.map((e) => {
    let next = fn(e);
    if (next.entryType === 'section') {
      const nested = mapEntries(next.entryItem.entries, fn);
      if (nested !== next.entryItem.entries) {
        next = { ...next, entryItem: { ...next.entryItem, entries: nested } };
      }
    }
    if (next !== e) changed = true;
    return next;
  });
  return changed ? out : entries;
}

/** Removes entries matching the predicate, at any depth. */
export function removeEntries(entries: Entry[], remove: (entry: Entry) => boolean): Entry[] {
  let changed = false;
  const out: Entry[] = [];
  for (const e of entries) {
    if (remove(e)) {
      changed = true;
      continue;
    }
    if (e.entryType === 'section') {
      const nested = removeEntries(e.entryItem.entries, remove);
      if (nested !== e.entryItem.entries) {
        changed = true;
        // A removed card loses its pin (issue 38 §1: pins name the section's own cards).
        const pins = e.entryItem.pinnedCards?.filter((n) => nested.some((x) => x.number === n));
        const item = { ...e.entryItem, entries: nested };
        if (pins !== undefined) {
          if (pins.length > 0) item.pinnedCards = pins;
          else delete item.pinnedCards;
        }
        out.push({ ...e, entryItem: item });
        continue;
      }
    }
    out.push(e);
  }
  return changed ? out : entries;
}
