/**
 * Issue 38 §2: how the page states a base counted in loop iterations (a looped card across its
 * items, or a crosstab whose row is one): the iterations, then the respondents they came from.
 */
import type { ResultEntry } from '@survey/domain/results/contract';
import { formatCount } from '../body/bodyTexts.ts';

const plural = (n: number, one: string) => `${formatCount(n)} ${n === 1 ? one : `${one}s`}`;

/** '1,234 iterations (612 respondents)'. */
export const iterationsText = (iterations: number, respondents: number): string =>
  `${plural(iterations, 'iteration')} (${plural(respondents, 'respondent')})`;

/** A result card's base line: 'n = 7', or 'n = 3 of 7 iterations (3 respondents)'. */
export function cardBaseText(entry: ResultEntry, filtered: boolean): string {
  const base = entry.base;
  if (!base) {
    return filtered
      ? `n = ${formatCount(entry.samplesCollectedFiltered)} of ${formatCount(entry.samplesCollected)}`
      : `n = ${formatCount(entry.samplesCollected)}`;
  }
  return filtered
    ? `n = ${formatCount(entry.samplesCollectedFiltered)} of ${iterationsText(entry.samplesCollected, base.respondentsFiltered)}`
    : `n = ${iterationsText(entry.samplesCollected, base.respondents)}`;
}
