/**
 * A plain recount of a crosstab for property tests: every cell re-reads each complete's answers
 * through `naiveRecount`'s `marks`, with no bitmaps, so a bug in the engine cannot hide behind the
 * same bug in the check. Only the layout (which options, rows and ranks exist) is shared.
 */
import type { VariableRef } from '../analysisContract.ts';
import type { ResponseFilter } from '../contract.ts';
import type { LayoutEntry, ResultLayout } from '../layout.ts';
import type { StoredAnswers } from '../entryStore.ts';
import { answered, marks, naiveRecount } from './naiveRecount.ts';

type Test = (answers: StoredAnswers) => boolean;

const isDefault = (id: string) => id.startsWith('default:');

function entryOf(layout: ResultLayout, ref: VariableRef): LayoutEntry {
  const entry = layout.byId.get(ref.matrixTitleId ?? ref.questionId);
  if (!entry) throw new Error(`no entry ${ref.questionId}`);
  return entry;
}

/** Per option of the row question (its line id): who chose it. */
export function rowTests(layout: ResultLayout, ref: VariableRef): Map<string, Test> {
  const entry = entryOf(layout, ref);
  const at = (a: StoredAnswers) => a[entry.pageKey];
  const tests = new Map<string, Test>();
  if (entry.entryType === 'matrix') {
    const row = entry.rows.find((r) => r.id === ref.questionId);
    for (const i of row?.items ?? [])
      tests.set(i.id, (a) => marks(entry, at(a), ref.questionId, i.id));
    return tests;
  }
  for (const r of entry.rows) {
    const item =
      entry.answerKind === 'ranked' && !isDefault(r.id) ? `rank:${ref.rank ?? 1}` : 'selected';
    tests.set(r.id, (a) => marks(entry, at(a), r.id, item));
  }
  return tests;
}

/** Who answered the row question (a matrix row: chose any column in it). */
export function answeredTest(layout: ResultLayout, ref: VariableRef): Test {
  const entry = entryOf(layout, ref);
  if (entry.entryType !== 'matrix') return (a) => answered(a[entry.pageKey], entry);
  const options = [...rowTests(layout, ref).values()];
  return (a) => options.some((t) => t(a));
}

/** Per column of a banner group: who is in it. */
export function bannerTests(layout: ResultLayout, ref: VariableRef): Test[] {
  const entry = entryOf(layout, ref);
  if (entry.entryType === 'matrix') return [...rowTests(layout, ref).values()];
  return entry.rows.map(
    (r) => (a: StoredAnswers) => marks(entry, a[entry.pageKey], r.id, 'selected'),
  );
}

/** The respondent numbers (positions in `completes`) counted: matching filters and kept. */
export function countedNumbers(
  layout: ResultLayout,
  completes: readonly StoredAnswers[],
  filters: readonly ResponseFilter[],
  kept: (n: number) => boolean,
): number[] {
  // One complete at a time through the summary's naive recount: it matches when it is counted.
  const matches = (c: StoredAnswers) => naiveRecount(layout, [c], filters).matching === 1;
  return completes.flatMap((c, n) => (kept(n) && matches(c) ? [n] : []));
}
