/**
 * A saved crosstab in words, for the team who builds the same tables from a data-tables request
 * (spec 3 "Request data tables"): the row question, the banner and the filters by their labels
 * and texts ('A1 Gender'), and whether weighted. An id the layout no longer has is shown as is.
 */
import type { SavedCrosstab, VariableRef } from './analysisContract.ts';
import type { ResponseFilter } from './contract.ts';
import type { LayoutEntry, ResultLayout } from './layout.ts';
import { rankLabel } from './rankLabel.ts';

export interface CrosstabDescription {
  name: string;
  row: string;
  banner: string[];
  filters: string[];
  nets: string[];
  boxes: boolean;
  weighted: boolean;
}

function variable(
  layout: ResultLayout | null,
  ref: { questionId: string; matrixTitleId: string | null },
): { name: string; entry: LayoutEntry | undefined; optionText: (id: string) => string } {
  const entry = layout?.byId.get(ref.matrixTitleId ?? ref.questionId);
  if (!entry) return { name: ref.questionId, entry, optionText: (id) => id };
  if (entry.entryType === 'matrix') {
    const row = entry.rows.find((r) => r.id === ref.questionId);
    return {
      name: `${entry.label} ${entry.text} – ${row?.text ?? ref.questionId}`,
      entry,
      optionText: (id) => row?.items.find((i) => i.id === id)?.text ?? id,
    };
  }
  return {
    name: `${entry.label} ${entry.text}`,
    entry,
    optionText: (id) => entry.rows.find((r) => r.id === id)?.text ?? id,
  };
}

function rowName(layout: ResultLayout | null, ref: VariableRef): string {
  const { name, entry } = variable(layout, ref);
  return entry?.answerKind === 'ranked' ? `${name} (${rankLabel(ref.rank ?? 1)})` : name;
}

function filterText(layout: ResultLayout | null, f: ResponseFilter): string {
  const { name, optionText } = variable(layout, f);
  return `${name}: ${f.responseOptionIds.map(optionText).join(', ')}`;
}

export function describeCrosstab(
  layout: ResultLayout | null,
  saved: Pick<SavedCrosstab, 'name' | 'definition'>,
): CrosstabDescription {
  const d = saved.definition;
  const rowOptions = variable(layout, d.row).optionText;
  return {
    name: saved.name,
    row: rowName(layout, d.row),
    banner: d.banner.map((b) => variable(layout, b).name),
    filters: d.responseFilters
      .filter((f) => f.responseOptionIds.length > 0)
      .map((f) => filterText(layout, f)),
    nets: d.nets.map((n) => `${n.label} (${n.optionIds.map(rowOptions).join(', ')})`),
    boxes: d.boxes,
    weighted: d.weighted,
  };
}

/** The description as the lines of a chat message. */
export function crosstabDescriptionLines(d: CrosstabDescription): string[] {
  return [
    `Table: ${d.name}`,
    `Rows: ${d.row}`,
    `Banner: ${d.banner.length > 0 ? d.banner.join('; ') : 'Total only'}`,
    `Filters: ${d.filters.length > 0 ? d.filters.join('; ') : 'none'}`,
    ...(d.nets.length > 0 ? [`Nets: ${d.nets.join('; ')}`] : []),
    ...(d.boxes ? ['Top-2 / bottom-2 boxes: yes'] : []),
    `Weighted: ${d.weighted ? 'yes' : 'no'}`,
  ];
}
