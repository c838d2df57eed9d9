/**
 * What a pipe in a result title reads as: its source question's label in brackets ('[Q2]'), as in
 * the editor; '[?]' for a source that has no result entry.
 */
export function resultPipeText(
  results: readonly { id: string; label: string }[],
): (questionLk: string) => string {
  const labels = new Map(results.map((e) => [e.id, e.label]));
  return (lk) => `[${labels.get(lk) ?? '?'}]`;
}
