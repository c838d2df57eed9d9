/**
 * A respondent's answer to one entry, per answer kind, and the edits a respondent makes to it.
 * Ids are responseOptionLk (or `default:{code}`) for options and columns, questionLk for matrix rows.
 */
import type { Entry } from '../questionnaire/model.ts';
import { answerKind } from './respondentItems.ts';

export interface ChoiceAnswer {
  kind: 'choice';
  /** Chosen options in the order they were picked. */
  selected: string[];
  /** What the respondent typed into options with text entry, by option id. */
  texts: Record<string, string>;
}

export interface RankedAnswer {
  kind: 'ranked';
  /** Ranked options, best first; or a single default option ("Don't know") instead of a ranking. */
  ranking: string[];
}

export interface ScaleAnswer {
  kind: 'scale';
  /** null until the respondent has moved (or confirmed) the slider. */
  value: number | null;
}

export interface TextAnswer {
  kind: 'text';
  text: string;
}

export interface MatrixAnswer {
  kind: 'matrix';
  /** Chosen columns per row id. */
  rows: Record<string, string[]>;
}

export type Answer = ChoiceAnswer | RankedAnswer | ScaleAnswer | TextAnswer | MatrixAnswer;

/** The answer before the respondent has done anything, or null when the entry takes none. */
export function emptyAnswer(entry: Entry): Answer | null {
  switch (answerKind(entry)) {
    case 'choice':
      return { kind: 'choice', selected: [], texts: {} };
    case 'ranked':
      return { kind: 'ranked', ranking: [] };
    case 'scale':
      return { kind: 'scale', value: null };
    case 'text':
      return { kind: 'text', text: '' };
    case 'matrix':
      return { kind: 'matrix', rows: {} };
    case null:
      return null;
  }
}

export interface ToggleRules {
  /** Single choice: a pick replaces the previous one. */
  single: boolean;
  /** Options that must be the only choice (exclusive options and default options). */
  exclusive: ReadonlySet<string>;
  /** Most non-exclusive picks allowed (choice limit or range maximum); 0 means no limit. */
  limit: number;
}

/**
 * The selection after a tap on `id`: a second tap unselects; an exclusive pick clears the others
 * and any other pick clears an exclusive one; at the limit further picks are ignored.
 */
export function toggleChoice(
  selected: readonly string[],
  id: string,
  rules: ToggleRules,
): string[] {
  if (selected.includes(id)) return rules.single ? [...selected] : selected.filter((s) => s !== id);
  if (rules.single || rules.exclusive.has(id)) return [id];
  const kept = selected.filter((s) => !rules.exclusive.has(s));
  if (rules.limit > 0 && kept.length >= rules.limit) return [...selected];
  return [...kept, id];
}

/**
 * The ranking after tapping an unranked option: it goes to the end, up to `max` (0: no maximum);
 * a default option replaces the whole ranking, and a ranked option replaces a default one.
 */
export function rankSelect(
  ranking: readonly string[],
  id: string,
  max: number,
  exclusive: ReadonlySet<string>,
): string[] {
  if (ranking.includes(id)) return [...ranking];
  if (exclusive.has(id)) return [id];
  const kept = ranking.filter((r) => !exclusive.has(r));
  if (max > 0 && kept.length >= max) return [...ranking];
  return [...kept, id];
}

/** The ranking without `id` (tap to remove); the options below move up. */
export function rankRemove(ranking: readonly string[], id: string): string[] {
  return ranking.filter((r) => r !== id);
}

/** The ranking with the item at `from` moved to `to` (drag or keyboard), indices clamped. */
export function rankMove(ranking: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= ranking.length) return [...ranking];
  const target = Math.max(0, Math.min(ranking.length - 1, to));
  const next = [...ranking];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
