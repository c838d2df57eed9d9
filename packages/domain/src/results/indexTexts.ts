/**
 * The free-text answers of one text question (spec 1 §7 `POST …/texts`): those of the filtered
 * respondents containing the search, newest first, one page of them.
 */
import type { Bitset } from './bitset.ts';
import type { TextAnswersRequest, TextAnswersResponse } from './contract.ts';

export function textAnswers(
  texts: readonly (string | undefined)[],
  completedAt: Float64Array,
  /** Respondents matching the filters; null: every complete. */
  match: Bitset | null,
  req: Omit<TextAnswersRequest, 'surveyId' | 'questionId' | 'responseFilters'>,
): TextAnswersResponse {
  const needle = req.search.trim().toLowerCase();
  const hits: number[] = [];
  texts.forEach((text, n) => {
    if (text === undefined || (match && !match.has(n))) return;
    if (needle === '' || text.toLowerCase().includes(needle)) hits.push(n);
  });
  const at = completedAt;
  hits.sort((a, b) => (at[b] as number) - (at[a] as number) || b - a);
  return {
    total: hits.length,
    items: hits.slice(req.offset, req.offset + req.limit).map((n) => ({
      text: texts[n] ?? '',
      completedAt: new Date(at[n] as number).toISOString(),
    })),
  };
}
