/**
 * Renumbering: position, contextPosition and labels (spec 2 §9 "Card id prefixes"). Every command
 * ends with it. Question and matrix share one count (Q{n}); text cards T{n}; sections S{n}; forks
 * have their own count and the label 'A/B'; audience entries A{n}.
 */
import type { AudienceEntry, Entry, EntryType, Questionnaire } from './model.ts';

type Counter = 'Q' | 'T' | 'F' | 'S';

const COUNTER_OF: Record<EntryType, Counter> = {
  question: 'Q',
  matrix: 'Q',
  textCard: 'T',
  fork: 'F',
  section: 'S',
};

/** Labels made so far, so that checking every entry's label allocates no strings. */
const LABELS: Record<Counter, string[]> = { Q: [], T: [], F: [], S: [] };
const CACHED_LABELS = 10_000;

function counterLabel(counter: Counter, contextPosition: number): string {
  if (counter === 'F') return 'A/B';
  const cached = LABELS[counter];
  const inRange = Number.isInteger(contextPosition) && contextPosition >= 0;
  if (!inRange || contextPosition >= CACHED_LABELS) return `${counter}${contextPosition + 1}`;
  return (cached[contextPosition] ??= `${counter}${contextPosition + 1}`);
}

/** The label of an entry of this type with this 0-based contextPosition. */
export function entryLabel(entryType: EntryType, contextPosition: number): string {
  return counterLabel(COUNTER_OF[entryType], contextPosition);
}

/** The label of the audience question at this 0-based position among the members: A{n}. */
export function audienceLabel(position: number): string {
  return `A${position + 1}`;
}

/** The label of a matrix row: Q{n}.{m}. */
export function matrixRowLabel(matrixLabel: string, rowPosition: number): string {
  return `${matrixLabel}.${rowPosition + 1}`;
}

function renumberList(list: Entry[], counts: Record<Counter, number>): Entry[] {
  let changed = false;
  const out = list.map((e, position) => {
    const counter = COUNTER_OF[e.entryType];
    const contextPosition = counts[counter]++;
    const label = entryLabel(e.entryType, contextPosition);
    let next: Entry = e;
    if (e.position !== position || e.contextPosition !== contextPosition || e.label !== label) {
      next = { ...e, position, contextPosition, label };
    }
    if (next.entryType === 'section') {
      const nested = renumberList(next.entryItem.entries, counts);
      if (nested !== next.entryItem.entries) {
        next = { ...next, entryItem: { ...next.entryItem, entries: nested } };
      }
    }
    if (next !== e) changed = true;
    return next;
  });
  return changed ? out : list;
}

function renumberAudience(list: AudienceEntry[]): AudienceEntry[] {
  let changed = false;
  const out = list.map((a, i) => {
    const label = audienceLabel(i);
    if (a.position === i && a.contextPosition === i && a.label === label) return a;
    changed = true;
    return { ...a, position: i, contextPosition: i, label };
  });
  return changed ? out : list;
}

/** renumberList's comparisons without its copies. */
function listFits(list: readonly Entry[], counts: Record<Counter, number>): boolean {
  for (let position = 0; position < list.length; position++) {
    const e = list[position] as Entry;
    const counter = COUNTER_OF[e.entryType];
    const contextPosition = counts[counter]++;
    if (e.position !== position || e.contextPosition !== contextPosition) return false;
    if (e.label !== counterLabel(counter, contextPosition)) return false;
    if (e.entryType === 'section' && !listFits(e.entryItem.entries, counts)) return false;
  }
  return true;
}

/** Whether renumber(q) would return q itself (the invariant checker's cheap form of it). */
export function isRenumbered(q: Questionnaire): boolean {
  const audienceFits = q.audienceEntries.every(
    (a, i) => a.position === i && a.contextPosition === i && a.label === audienceLabel(i),
  );
  return audienceFits && listFits(q.entries, { Q: 0, T: 0, F: 0, S: 0 });
}

/** Recomputes positions, contextPositions and labels; returns the same object when all are right. */
export function renumber(q: Questionnaire): Questionnaire {
  const entries = renumberList(q.entries, { Q: 0, T: 0, F: 0, S: 0 });
  const audienceEntries = renumberAudience(q.audienceEntries);
  if (entries === q.entries && audienceEntries === q.audienceEntries) return q;
  return { ...q, entries, audienceEntries };
}
