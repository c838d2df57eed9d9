/**
 * Results across a tracker's waves (issue 39 §4): one question's crosstab per wave (the crosstab
 * engine's Total column, with the same filters) put side by side, waves as columns, with
 * significance letters between consecutive waves only: a cell shows the letter of the wave just
 * before or just after it when it is significantly higher than that wave (the engine's pooled
 * column-proportion z on effective bases; upper case at 95%, lower case at 90%). Waves with an
 * effective base under SMALL_BASE are never tested, as in the crosstab.
 */
import {
  columnLetters,
  INDICATIVE_P,
  normalTwoSidedP,
  proportionZ,
  SIGNIFICANT_P,
} from '../analysis/significance.ts';
import { SMALL_BASE, type CrosstabResponse } from '../results/analysisContract.ts';

export interface WaveResults {
  wave: number;
  /** The wave's crosstab of the question (Total column only), or null: no results for it. */
  response: CrosstabResponse | null;
}

export interface WaveColumn {
  wave: number;
  letter: string;
  base: number;
  effectiveBase: number;
  smallBase: boolean;
}

export interface WaveCell {
  count: number;
  /** 0..1; null when the wave has no base. */
  columnShare: number | null;
  /** Letters of the neighbouring waves this cell is significantly higher than. */
  higherThan: string;
}

export interface WaveRow {
  id: string;
  text: string;
  cells: WaveCell[];
}

export interface WaveTable {
  label: string;
  text: string;
  waves: WaveColumn[];
  rows: WaveRow[];
}

const EMPTY: WaveCell = { count: 0, columnShare: null, higherThan: '' };

/** The waves side by side; rows are the options of the latest wave that has the question. */
export function waveTable(results: readonly WaveResults[]): WaveTable {
  const letters = columnLetters(results.length);
  const waves = results.map((r, i): WaveColumn => {
    const base = r.response?.total.base ?? 0;
    const effectiveBase = r.response?.total.effectiveBase ?? 0;
    return {
      wave: r.wave,
      letter: letters[i] as string,
      base,
      effectiveBase,
      smallBase: effectiveBase < SMALL_BASE,
    };
  });
  const latest = [...results].reverse().find((r) => r.response)?.response ?? null;
  const rows = (latest?.rows ?? [])
    .filter((row) => row.kind === 'option')
    .map((row): WaveRow => {
      const cells = results.map((r): WaveCell => {
        const cell = r.response?.rows.find((x) => x.id === row.id)?.cells[0];
        return cell ? { count: cell.count, columnShare: cell.columnShare, higherThan: '' } : EMPTY;
      });
      return { id: row.id, text: row.text, cells: withLetters(cells, waves) };
    });
  return { label: latest?.label ?? '', text: latest?.text ?? '', waves, rows };
}

function withLetters(cells: WaveCell[], waves: WaveColumn[]): WaveCell[] {
  const marks = cells.map(() => [] as string[]);
  for (let i = 1; i < cells.length; i++) {
    const [a, b] = [waves[i - 1] as WaveColumn, waves[i] as WaveColumn];
    if (a.smallBase || b.smallBase) continue;
    const z = proportionZ(
      { count: (cells[i - 1] as WaveCell).count, base: a.base, effectiveBase: a.effectiveBase },
      { count: (cells[i] as WaveCell).count, base: b.base, effectiveBase: b.effectiveBase },
    );
    const p = normalTwoSidedP(z);
    if (!(p < INDICATIVE_P) || z === 0) continue;
    const [high, low] = z > 0 ? [i - 1, i] : [i, i - 1];
    const letter = (waves[low] as WaveColumn).letter;
    (marks[high] as string[]).push(p < SIGNIFICANT_P ? letter : letter.toLowerCase());
  }
  return cells.map((cell, i) => ({
    ...cell,
    higherThan: [...(marks[i] as string[])].sort((x, y) => x.localeCompare(y)).join(''),
  }));
}
