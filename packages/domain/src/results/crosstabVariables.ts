/**
 * A crosstab's row question and banner groups resolved against the results index: which bitmap
 * each row line and each banner column reads. Ids are checked like filters' (`filters.ts`): an
 * unknown question, row or option is a typed error, never a silent empty table.
 */
import { Bitset } from './bitset.ts';
import type { NetDefinition, VariableRef } from './analysisContract.ts';
import { ResultsQueryError } from './filters.ts';
import { rankItemId, SELECTED, type LayoutEntry } from './layout.ts';
import { rankLabel } from './rankLabel.ts';
import type { EntryBitmaps } from './entryStore.ts';
import type { ResultsIndex } from './resultsIndex.ts';

/**
 * What the crosstab reads of an index: one survey's, or a multi-market project's markets side by
 * side (`marketsIndex.ts`).
 */
export type TabulatedIndex = Pick<ResultsIndex, 'size' | 'bitmaps' | 'filtered'>;

/** One option of a row question (or one column of a banner group) and its respondents. */
export interface Line {
  id: string;
  text: string;
  cell: Bitset;
}

export interface RowVariable {
  label: string;
  text: string;
  /** Respondents who answered the row question (a matrix: this row). */
  answered: Bitset;
  lines: Line[];
  /** Ids of the lines in scale order for top/bottom boxes; empty when the row is not ordered. */
  ordered: string[];
  /** Sliders: the value per respondent number. */
  values: Float64Array | null;
}

export interface BannerGroup {
  label: string;
  text: string;
  columns: Line[];
}

const isDefault = (id: string) => id.startsWith('default:');

function entryOf(
  index: TabulatedIndex,
  ref: VariableRef,
): { b: EntryBitmaps; rowId: string | null } {
  const entryId = ref.matrixTitleId ?? ref.questionId;
  const b = index.bitmaps(entryId);
  if (!b || (ref.matrixTitleId !== null) !== (b.entry.entryType === 'matrix')) {
    throw new ResultsQueryError('UNKNOWN_QUESTION', `No question ${entryId} in this survey.`);
  }
  if (b.entry.entryType !== 'matrix') return { b, rowId: null };
  if (!b.entry.rows.some((r) => r.id === ref.questionId)) {
    throw new ResultsQueryError('UNKNOWN_QUESTION', `No row ${ref.questionId} in ${entryId}.`);
  }
  return { b, rowId: ref.questionId };
}

/** The line `id` reading the cell (rowId, itemId) of the entry. */
function lineOf(b: EntryBitmaps, rowId: string, itemId: string, id: string, text: string): Line {
  const cell = b.cell(rowId, itemId);
  // The index makes a bitmap for every cell of the layout, so this only guards a broken layout.
  if (!cell) throw new Error(`No cell ${rowId}|${itemId} in ${b.entry.id}.`);
  return { id, text, cell };
}

/** Each option of a basic question or slider bin (its single 'selected' cell). */
const optionLines = (b: EntryBitmaps) =>
  b.entry.rows.map((r) => lineOf(b, r.id, SELECTED.id, r.id, r.text));

const matrixText = (entry: LayoutEntry, rowId: string) =>
  `${entry.text} – ${entry.rows.find((r) => r.id === rowId)?.text ?? ''}`;

function matrixLines(b: EntryBitmaps, rowId: string): Line[] {
  const row = b.entry.rows.find((r) => r.id === rowId);
  return (row?.items ?? []).map((i) => lineOf(b, rowId, i.id, i.id, i.text));
}

function unionOf(lines: readonly Line[], size: number): Bitset {
  const union = new Bitset(size);
  for (const l of lines) union.orInPlace(l.cell);
  return union;
}

/** The row question: its lines (options, matrix columns, choices at a rank, slider bins). */
export function rowVariable(index: TabulatedIndex, ref: VariableRef): RowVariable {
  const { b, rowId } = entryOf(index, ref);
  const entry = b.entry;
  if (ref.rank != null && entry.answerKind !== 'ranked') {
    throw new ResultsQueryError('UNKNOWN_OPTION', `Question ${entry.label} has no ranks.`);
  }
  const base = { label: entry.label, text: entry.text, values: null, ordered: [] as string[] };
  switch (entry.answerKind) {
    case 'text':
      throw new ResultsQueryError(
        'NOT_A_ROW',
        `Question ${entry.label} takes free text: it has no options to tabulate.`,
      );
    case 'matrix': {
      const id = rowId as string;
      const lines = matrixLines(b, id);
      return {
        ...base,
        text: matrixText(entry, id),
        answered: unionOf(lines, index.size),
        lines,
        ordered: lines.filter((l) => !isDefault(l.id)).map((l) => l.id),
      };
    }
    case 'ranked': {
      const rank = ref.rank ?? 1;
      const ranks = entry.rows.find((r) => !isDefault(r.id))?.items.length ?? 0;
      if (!Number.isInteger(rank) || rank < 1 || rank > ranks) {
        throw new ResultsQueryError(
          'UNKNOWN_OPTION',
          `Question ${entry.label} has no rank ${rank}.`,
        );
      }
      // A default option ("Don't know") answered instead of a ranking is its own line.
      const lines = entry.rows.map((r) =>
        lineOf(b, r.id, isDefault(r.id) ? SELECTED.id : rankItemId(rank), r.id, r.text),
      );
      return {
        ...base,
        text: `${entry.text} (${rankLabel(rank)})`,
        answered: b.answered,
        lines,
      };
    }
    case 'scale': {
      const lines = optionLines(b);
      return {
        ...base,
        answered: b.answered,
        lines,
        ordered: lines.map((l) => l.id),
        values: b.values,
      };
    }
    case 'choice':
      return {
        ...base,
        answered: b.answered,
        lines: optionLines(b),
      };
  }
}

/** A banner group: a basic question's options or a matrix row's columns, each a column. */
export function bannerGroup(index: TabulatedIndex, ref: VariableRef): BannerGroup {
  const { b, rowId } = entryOf(index, ref);
  const entry = b.entry;
  if (entry.answerKind === 'matrix') {
    const id = rowId as string;
    return { label: entry.label, text: matrixText(entry, id), columns: matrixLines(b, id) };
  }
  if (entry.answerKind !== 'choice' || ref.rank != null) {
    throw new ResultsQueryError(
      'NOT_A_BANNER',
      `Question ${entry.label} cannot be a banner: only single, multiple choice and matrix rows can.`,
    );
  }
  // Options that screen respondents out hold no complete: a column of them would only ever show
  // a base of 0, so the banner leaves them out (the Total and the row question keep everyone).
  return {
    label: entry.label,
    text: entry.text,
    columns: b.entry.rows
      .filter((r) => !r.screensOut)
      .map((r) => lineOf(b, r.id, SELECTED.id, r.id, r.text)),
  };
}

/** A user-defined net (validated: its options are lines of the row): the union of its lines. */
export function netLine(row: RowVariable, net: NetDefinition, index: number, size: number): Line {
  const chosen = row.lines.filter((l) => net.optionIds.includes(l.id));
  return { id: `net:${index}`, text: net.label, cell: unionOf(chosen, size) };
}

/** A box (top-2, bottom-2): the union of the row's lines with these ids. */
export function boxLine(
  row: RowVariable,
  id: string,
  text: string,
  optionIds: readonly string[],
  size: number,
): Line {
  const chosen = row.lines.filter((l) => optionIds.includes(l.id));
  return { id, text, cell: unionOf(chosen, size) };
}
