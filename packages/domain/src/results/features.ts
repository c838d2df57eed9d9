/**
 * What one stored answer says in terms of a result entry's layout: the cells it marks
 * (`rowId|itemId`), whether the entry counts as answered, the slider value and the typed text.
 * The results index uses this to file answers; tests use the layout, never this, to recount.
 */
import type { Answer } from '../respondent/answers.ts';
import { rankItemId, SELECTED, type LayoutEntry } from './layout.ts';

export interface AnswerFeatures {
  answered: boolean;
  /** `rowId|itemId` of every cell the answer marks (ids outside the layout are left out). */
  cells: string[];
  /** Sliders: the value; otherwise null. */
  value: number | null;
  /** Free text: the trimmed text when there is one; otherwise null. */
  text: string | null;
}

export const cellKey = (rowId: string, itemId: string) => `${rowId}|${itemId}`;

const NONE: AnswerFeatures = { answered: false, cells: [], value: null, text: null };

const isDefault = (id: string) => id.startsWith('default:');

/** The features of `answer` for `entry` (an answer of another kind than the entry's sets none). */
export function answerFeatures(
  entry: LayoutEntry,
  answer: Answer | null | undefined,
): AnswerFeatures {
  if (!answer || answer.kind !== entry.answerKind) return NONE;
  switch (answer.kind) {
    case 'choice': {
      const cells = unique(answer.selected).map((id) => cellKey(id, SELECTED.id));
      return { ...NONE, answered: answer.selected.length > 0, cells };
    }
    case 'ranked': {
      const ranking = unique(answer.ranking);
      const cells = ranking.map((id, i) =>
        cellKey(id, isDefault(id) ? SELECTED.id : rankItemId(i + 1)),
      );
      return { ...NONE, answered: ranking.length > 0, cells };
    }
    case 'matrix': {
      const cells = Object.entries(answer.rows).flatMap(([row, columns]) =>
        unique(columns).map((c) => cellKey(row, c)),
      );
      return { ...NONE, answered: cells.length > 0, cells };
    }
    case 'scale': {
      if (answer.value === null || !Number.isFinite(answer.value) || !entry.scale) return NONE;
      const bin = entry.scale.bins[entry.scale.binOf(answer.value)];
      const cells = bin ? [cellKey(bin.id, SELECTED.id)] : [];
      return { ...NONE, answered: true, cells, value: answer.value };
    }
    case 'text': {
      const text = answer.text.trim();
      return text === '' ? NONE : { ...NONE, answered: true, text };
    }
  }
}

const unique = (ids: readonly string[]) => [...new Set(ids)];
