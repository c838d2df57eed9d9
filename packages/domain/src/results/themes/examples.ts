/**
 * A theme's examples (issue 26 §4, issue 35 §4): ranked by the theme's stems they miss, then
 * readable or not, length and text; answers with the same words count once. A fold, the same
 * whatever order answers come in (a live survey's patterns fold kept examples, `answerPatterns.ts`).
 */

/** Examples shown per theme. */
export const EXAMPLES = 3;

/** An example's rank (`exampleRank`): missing stems, readable or not, length, text. */
export type Rank = [number, number, number, string];

/**
 * Examples that use more of the theme's words first (issue 35 §4: a merged theme showed answers
 * with one of its words, or none of its label's), then readable ones (a few words, short), then
 * by length and text (deterministic).
 */
function exampleRank(text: string, missing: number): Rank {
  const words = text.split(/\s+/).length;
  const readable = words >= 2 && words <= 25 && text.length <= 160;
  return [missing, readable ? 0 : 1, text.length, text];
}

function sameWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function before(a: Rank, b: Rank): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) < (b[i] as number);
  return a[3] < b[3];
}

/**
 * Folds the answer `raw` (missing `missing` of the theme's stems) into the best examples `best`
 * (changed in place, kept ranked, at most EXAMPLES): the best-ranked answer of each set of
 * answers with the same words, the EXAMPLES best of those, whatever order answers come in.
 */
export function foldExample(best: Rank[], raw: string, missing: number): void {
  const worst = best.length === EXAMPLES ? (best[EXAMPLES - 1] as Rank) : null;
  const text = raw.trim();
  // Most members lose to a full list of short readable examples with all the theme's words on
  // length alone: skip them before splitting into words.
  if (worst && missing >= worst[0] && worst[1] === 0 && text.length > worst[2]) return;
  if (!text) return;
  // The same answer again ('good', 'nothing') ranks as the kept one: nothing to split or compare.
  if (best.some((b) => b[0] === missing && b[3] === text)) return;
  foldRank(best, exampleRank(text, missing));
}

/** Folds one ranked example into `best` (`foldExample`). */
export function foldRank(best: Rank[], rank: Rank): void {
  const worst = best.length === EXAMPLES ? (best[EXAMPLES - 1] as Rank) : null;
  if (worst && !before(rank, worst)) return;
  // 'Late delivery again!' adds nothing beside 'late delivery again': one of them is enough.
  const same = sameWords(rank[3]);
  const twin = best.findIndex((b) => sameWords(b[3]) === same);
  if (twin >= 0) {
    // Keep the better-ranked of the two, whichever came first (order-independent).
    if (before(rank, best[twin] as Rank)) best[twin] = rank;
  } else {
    best.push(rank);
  }
  best.sort((x, y) => (before(x, y) ? -1 : before(y, x) ? 1 : 0));
  if (best.length > EXAMPLES) best.pop();
}
