/** What a command needs from outside: fresh ids and the clock (commands stay deterministic). */
import { checkedClock, checkedIdSource, type CommandContext, type UsedIds } from '../commandKit.ts';
import { TEXT_LIMITS } from './constants.ts';
import { fail } from './errors.ts';
import { entryFacts } from './entryFacts.ts';
import { HashSet, idHash, idHashes } from './idHashes.ts';
import { collectIds } from './ids.ts';
import type { IsoDateTime, Questionnaire } from './model.ts';
import { flattenEntries } from './walk.ts';

export type { CommandContext };

/**
 * The ids of a document, for fresh-id checks: the hashes memoised with each entry's facts go in a
 * table (a Set of all ~3,300 ids of a 300-entry draft costs more than the rest of most commands);
 * a hash hit is confirmed against the ids themselves.
 */
function usedIds(q: Questionnaire): UsedIds {
  const facts = flattenEntries(q.entries).map(entryFacts);
  const rest = collectIds({ ...q, entries: [] });
  const hashes = [idHashes(rest), ...facts.map((f) => f.idHashes)];
  const table = new HashSet(hashes, rest.length + facts.reduce((n, f) => n + f.ids.length, 0));
  let exact: Set<string> | undefined;
  return {
    has: (id) => table.has(idHash(id)) && (exact ??= new Set(collectIds(q))).has(id),
  };
}

/** A newId that refuses empty ids and ids already used in the document or by this command. */
export function idSource(q: Questionnaire, ctx: CommandContext): () => string {
  return checkedIdSource(ctx, () => usedIds(q), TEXT_LIMITS.id, fail);
}

/** The context clock, checked to be a string. */
export function clock(ctx: CommandContext): IsoDateTime {
  return checkedClock(ctx, fail);
}
