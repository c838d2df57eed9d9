/**
 * A second, plain implementation of the summary's counts for property tests: it re-reads every
 * complete's answers for every cell and filter, with no bitmaps and without `answerFeatures`, so
 * that a bug in the index cannot hide behind the same bug in the check. Only the layout (which
 * cells exist, a slider bin's bounds) is shared.
 */
import type { Answer } from '../../respondent/answers.ts';
import type { ResponseFilter } from '../contract.ts';
import type { LayoutEntry, ResultLayout } from '../layout.ts';
import type { StoredAnswers } from '../entryStore.ts';

export interface NaiveEntryCounts {
  id: string;
  answered: number;
  /** `rowId|itemId` -> completes. */
  cells: Record<string, number>;
  mean: number | null;
}

function inBin(entry: LayoutEntry, rowId: string, value: number): boolean {
  const bin = entry.scale?.bins.find((b) => b.id === rowId);
  if (!bin || !entry.scale) return false;
  const first = entry.scale.bins[0];
  const last = entry.scale.bins[entry.scale.bins.length - 1];
  // Values outside the slider's range belong to the nearest end bin.
  const below = bin === first && value < bin.lo;
  const above = bin === last && value > bin.hi;
  return below || above || (value >= bin.lo - 1e-9 && value <= bin.hi + 1e-9);
}

/** True when the answer marks the cell (row, item) of the entry. */
export function marks(entry: LayoutEntry, a: Answer | null | undefined, row: string, item: string) {
  if (!a || a.kind !== entry.answerKind) return false;
  switch (a.kind) {
    case 'choice':
      return item === 'selected' && a.selected.includes(row);
    case 'ranked': {
      const at = a.ranking.indexOf(row);
      if (at < 0) return false;
      return row.startsWith('default:') ? item === 'selected' : item === `rank:${at + 1}`;
    }
    case 'matrix':
      return (a.rows[row] ?? []).includes(item);
    case 'scale':
      return item === 'selected' && a.value !== null && inBin(entry, row, a.value);
    case 'text':
      return false;
  }
}

export function answered(a: Answer | null | undefined, entry: LayoutEntry): boolean {
  if (!a || a.kind !== entry.answerKind) return false;
  if (a.kind === 'choice') return a.selected.length > 0;
  if (a.kind === 'ranked') return a.ranking.length > 0;
  if (a.kind === 'matrix') return Object.values(a.rows).some((r) => r.length > 0);
  if (a.kind === 'scale') return a.value !== null;
  return a.text.trim() !== '';
}

function matchesOne(layout: ResultLayout, answers: StoredAnswers, f: ResponseFilter): boolean {
  if (f.responseOptionIds.length === 0) return true;
  const entry = layout.byId.get(f.matrixTitleId ?? f.questionId);
  if (!entry) return false;
  const a = answers[entry.pageKey];
  if (entry.entryType === 'matrix') {
    return f.responseOptionIds.some((o) => marks(entry, a, f.questionId, o));
  }
  return f.responseOptionIds.some((o) =>
    (entry.rows.find((r) => r.id === o)?.items ?? []).some((i) => marks(entry, a, o, i.id)),
  );
}

/**
 * The naive counts: completes matching every filter, then per entry and cell among them. With
 * `weights` (one per complete) every count is a sum of weights and every mean weighted.
 */
export function naiveRecount(
  layout: ResultLayout,
  completes: readonly StoredAnswers[],
  filters: readonly ResponseFilter[],
  weights?: readonly number[],
): { matching: number; entries: NaiveEntryCounts[] } {
  // Options of one question are ORed even when a client sends them as two filters.
  const byQuestion = new Map<string, ResponseFilter>();
  for (const f of filters) {
    const key = `${f.matrixTitleId ?? ''}/${f.questionId}`;
    const known = byQuestion.get(key);
    byQuestion.set(key, {
      ...f,
      responseOptionIds: [...(known?.responseOptionIds ?? []), ...f.responseOptionIds],
    });
  }
  const questions = [...byQuestion.values()];
  const weightOf = (i: number) => (weights ? (weights[i] ?? 0) : 1);
  const kept = completes
    .map((answers, i) => ({ answers, w: weightOf(i) }))
    .filter((c) => questions.every((f) => matchesOne(layout, c.answers, f)));
  const sum = (cs: { w: number }[]) => cs.reduce((n, c) => n + c.w, 0);
  const entries = layout.entries.map((entry) => {
    const cells: Record<string, number> = {};
    for (const r of entry.rows) {
      for (const i of r.items) {
        cells[`${r.id}|${i.id}`] = sum(
          kept.filter((c) => marks(entry, c.answers[entry.pageKey], r.id, i.id)),
        );
      }
    }
    const values = kept.flatMap((c) => {
      const a = c.answers[entry.pageKey];
      return a?.kind === 'scale' && a.value !== null ? [{ v: a.value, w: c.w }] : [];
    });
    const weightSum = values.reduce((n, x) => n + x.w, 0);
    return {
      id: entry.id,
      answered: sum(kept.filter((c) => answered(c.answers[entry.pageKey], entry))),
      cells,
      mean: weightSum > 0 ? values.reduce((n, x) => n + x.v * x.w, 0) / weightSum : null,
    };
  });
  return { matching: sum(kept), entries };
}
