/**
 * Data-quality checks recorded per complete (issue 11 item 5). They flag, never drop: the raw-data
 * export marks flagged completes (flag_speeder, flag_straightliner, flag_gibberish) and the
 * researcher decides. The confirm page's data-quality review describes exactly these checks.
 */
import type { MatrixAnswer } from '../answers.ts';

/** Completes a survey needs before the speeder check has a median worth comparing with. */
export const SPEEDER_MIN_COMPLETES = 10;

/** A speeder took under a third of the median interview time (no median yet: nobody is). */
export function speeder(durationMs: number, medianMs: number): boolean {
  if (!Number.isFinite(durationMs) || !Number.isFinite(medianMs) || medianMs <= 0) return false;
  return durationMs < medianMs / 3;
}

/** Rows a matrix needs before the same answer on every row looks like straight-lining. */
export const STRAIGHTLINE_MIN_ROWS = 3;

/** A straight-liner picked the same column(s) on every row of a matrix with at least 3 rows. */
export function straightliner(answer: MatrixAnswer): boolean {
  const rows = Object.values(answer.rows);
  if (rows.length < STRAIGHTLINE_MIN_ROWS) return false;
  const key = (picks: readonly string[]) => [...picks].sort().join('\u0000');
  const first = rows[0];
  if (first === undefined || first.length === 0) return false;
  return rows.every((picks) => key(picks) === key(first));
}

export type GibberishReason = 'REPEATED_CHARACTER' | 'KEYBOARD_ROW' | 'NO_VOWELS' | 'LOW_VARIETY';

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((row) => [
  row,
  [...row].reverse().join(''),
]);

const isRun = (piece: string) => KEYBOARD_ROWS.some((row) => row.includes(piece));
const slices = (word: string, n: number) =>
  Array.from({ length: Math.max(0, word.length - n + 1) }, (_, i) => word.slice(i, i + n));

/**
 * A word typed along a keyboard row: the whole word is a run of 4+ keys ('asdf'), or it holds a
 * run of 5+ ('qwerty'), or the same run of 4 twice ('asdfasdf'). A single run of 4 inside a longer
 * word is allowed: 'property' and 'liberty' hold 'erty'.
 */
function keyboardRun(word: string): boolean {
  if (word.length >= 4 && isRun(word)) return true;
  if (slices(word, 5).some(isRun)) return true;
  const runs = slices(word, 4).filter(isRun);
  return new Set(runs).size < runs.length;
}

/**
 * Why a free-text answer looks like gibberish, or null. A simple heuristic, tuned to flag junk
 * typed to get past a question without flagging short or foreign answers:
 * - REPEATED_CHARACTER: one letter or symbol 5+ times in a row ('aaaaa', '!!!!!'; digits are
 *   exempt so '100000' passes);
 * - KEYBOARD_ROW: a word typed along one keyboard row ('asdf', 'qwerty', 'asdfasdf'; see
 *   keyboardRun);
 * - NO_VOWELS: 6+ Latin letters and not one vowel (a, e, i, o, u, y) ('jkhgfd dfgh');
 * - LOW_VARIETY: 10+ letters made of at most 3 different ones ('ababababab', 'hahahahaha').
 * Accents are ignored; texts in other scripts are only checked for repeats and variety.
 */
export function gibberishReason(text: string): GibberishReason | null {
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (/([^\d\s])\1{4,}/u.test(plain)) return 'REPEATED_CHARACTER';
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  if (words.some(keyboardRun)) return 'KEYBOARD_ROW';
  const letters = [...plain].filter((c) => /\p{L}/u.test(c));
  const latin = letters.every((c) => c >= 'a' && c <= 'z');
  if (latin && letters.length >= 6 && !letters.some((c) => 'aeiouy'.includes(c))) {
    return 'NO_VOWELS';
  }
  if (letters.length >= 10 && new Set(letters).size <= 3) return 'LOW_VARIETY';
  return null;
}

/** True when the text looks like gibberish (see gibberishReason). */
export function gibberish(text: string): boolean {
  return gibberishReason(text) !== null;
}
