import { interlocksOf, memberKey } from '@survey/domain/audience/interlocks';
import type { AudienceMember, DraftAudience, Interlock } from '@survey/domain/audience/model';
import { qualifies } from '@survey/domain/audience/normalise';
import { jointCellKey } from '@survey/domain/respondent/engine/quotaCells';
import type { Population } from './population.ts';

/** A quota cell with the members who could fill it. */
export interface QuotaCellCount {
  /** Question and option ids; an interlocked cell's joined by '&' in the interlock's order. */
  questionId: string;
  responseOptionId: string;
  /** The runner's cell key (quotaCells.ts). */
  cellKey: string;
  percent: number;
  /** Expected qualifying members (targeting and screening) who would answer this option. */
  available: number;
}

/** What a member adds to a joint count: a population column, or an even share (screening). */
type Dimension =
  { kind: 'column'; column: ArrayLike<number>; codes: string[] } | { kind: 'even'; share: number };

function dimensionOf(population: Population, m: AudienceMember): Dimension {
  if (m.memberType === 'Standard') {
    const code = m.memberItem.criterion.code;
    const column = population.columns.get(code);
    const criterion = population.criteria.get(code);
    if (column && criterion) {
      return { kind: 'column', column, codes: criterion.options.map((o) => o.code) };
    }
    return { kind: 'even', share: 0 };
  }
  const item = m.memberItem;
  const q = item.criterionOptions.filter((o) => qualifies(item.settingValues, o)).length;
  return { kind: 'even', share: q > 0 ? 1 / q : 0 };
}

/**
 * Joint availability of an interlock's cells: one pass over the targeted members counting each
 * combination of the standard criteria's answers (a mixed-radix index over their options), times
 * the screening share; a screening question in the interlock spreads its share evenly over its
 * qualifying options, as its margin cells do.
 */
function jointCounts(
  population: Population,
  members: readonly AudienceMember[],
  interlock: Interlock,
  ok: Uint8Array,
  screeningShare: number,
): number[] {
  const dims = members.map((m) => dimensionOf(population, m));
  const columns = dims.flatMap((d) => (d.kind === 'column' ? [d] : []));
  const strides: number[] = [];
  let size = 1;
  for (const c of columns) {
    strides.push(size);
    size *= c.codes.length;
  }
  const counts = new Float64Array(size);
  for (let i = 0; i < ok.length; i++) {
    if (!ok[i]) continue;
    let index = 0;
    for (let k = 0; k < columns.length; k++) {
      index += (columns[k]?.column[i] ?? 0) * (strides[k] ?? 0);
    }
    counts[index] = (counts[index] ?? 0) + 1;
  }
  return interlock.cells.map((cell) => {
    let index = 0;
    let share = screeningShare;
    let k = 0;
    for (const [j, d] of dims.entries()) {
      const key = cell.optionKeys[j] ?? '';
      if (d.kind === 'even') {
        share *= d.share;
        continue;
      }
      const option = d.codes.indexOf(key);
      if (option < 0) return 0;
      index += option * (strides[k] ?? 0);
      k += 1;
    }
    return (counts[index] ?? 0) * share;
  });
}

/**
 * The quota cells of the audience's interlocks with the members who could fill each: wire ids
 * (question and option ids) joined by '&' in the interlock's order, and the runner's cell key.
 */
export function interlockCells(
  population: Population,
  audience: DraftAudience,
  ok: Uint8Array,
  screeningShare: number,
): QuotaCellCount[] {
  return interlocksOf(audience).flatMap((interlock) => {
    const members = interlock.memberNumbers.flatMap((n) => {
      const m = audience.members.find((x) => x.number === n);
      return m ? [m] : [];
    });
    const available = jointCounts(population, members, interlock, ok, screeningShare);
    return interlock.cells.map((cell, c) => {
      const ids = members.map((m, j) => {
        const key = cell.optionKeys[j];
        if (m.memberType === 'Standard') {
          const o = m.memberItem.standardCriterionOptions.find(
            (x) => x.criterionOption.code === key,
          );
          return [
            m.memberItem.criterion.question.questionId,
            o?.criterionOption.responseOption.responseOptionId ?? '',
          ];
        }
        const o = m.memberItem.criterionOptions.find((x) => x.responseOptionLk === key);
        return [m.memberItem.question.questionId, o?.responseOption.responseOptionId ?? ''];
      });
      const parts = members.map((m, j) => ({
        criterionKey: memberKey(m),
        optionKey: cell.optionKeys[j] ?? '',
      }));
      return {
        questionId: ids.map((x) => x[0]).join('&'),
        responseOptionId: ids.map((x) => x[1]).join('&'),
        cellKey: jointCellKey(parts),
        percent: cell.percent,
        available: available[c] ?? 0,
      };
    });
  });
}
