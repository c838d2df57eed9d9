/** Operations on a matrix's rows (spec 2 §7 addMatrixQuestionRow ...). */
import { updateMatrixItem } from './access.ts';
import { MAX_ITEMS, MIN_ITEMS, TEXT_LIMITS } from './constants.ts';
import { type CommandContext, clock, idSource } from './context.ts';
import { newRow } from './factories.ts';
import { optionalText, requireId } from './guards.ts';
import { checkedInsert, checkedMove, checkedRemove, indexOrFail } from './list.ts';
import type { MatrixItem, MatrixRow, Questionnaire } from './model.ts';
import { pruneReferences } from './prune.ts';
import { renumber } from './renumber.ts';

type RowsFn = (
  rows: MatrixRow[],
  item: MatrixItem,
  newId: () => string,
  now: string,
) => MatrixRow[];

/** Replaces a matrix's rows with fn(rows); prunes references when some were removed. */
export function updateRows(
  q: Questionnaire,
  matrixTitleLk: unknown,
  ctx: CommandContext,
  fn: RowsFn,
): Questionnaire {
  const now = clock(ctx);
  const newId = idSource(q, ctx);
  let removed = false;
  const next = updateMatrixItem(q, matrixTitleLk, ctx, (item) => {
    const rows = fn(item.matrixRows, item, newId, now);
    const kept = new Set(rows.map((r) => r.questionLk));
    removed = item.matrixRows.some((r) => !kept.has(r.questionLk));
    return { ...item, matrixRows: rows };
  });
  return renumber(removed ? pruneReferences(next) : next);
}

/** Changes one row of a matrix. */
export function updateRow(
  q: Questionnaire,
  matrixTitleLk: unknown,
  questionLk: unknown,
  ctx: CommandContext,
  fn: (row: MatrixRow, item: MatrixItem) => MatrixRow,
): Questionnaire {
  const lk = requireId(questionLk, 'questionLk');
  return updateRows(q, matrixTitleLk, ctx, (rows, item) => {
    const i = indexOrFail(rows, (r) => r.questionLk === lk, 'ROW_NOT_FOUND', `No row ${lk}`);
    return rows.map((r, j) => (j === i ? fn(r, item) : r));
  });
}

/** Adds a row with a text at a position. */
export function addRow(
  q: Questionnaire,
  matrixTitleLk: unknown,
  position: unknown,
  text: unknown,
  ctx: CommandContext,
): Questionnaire {
  const value = optionalText(text, 'text', TEXT_LIMITS.option, '');
  return updateRows(q, matrixTitleLk, ctx, (rows, _item, newId, now) =>
    checkedInsert(rows, position, newRow(newId, value, now), MAX_ITEMS),
  );
}

/** Deletes a row (refused at 2 or fewer). */
export function detachRow(
  q: Questionnaire,
  matrixTitleLk: unknown,
  questionLk: unknown,
  ctx: CommandContext,
): Questionnaire {
  const lk = requireId(questionLk, 'questionLk');
  return updateRows(q, matrixTitleLk, ctx, (rows) => {
    const i = indexOrFail(rows, (r) => r.questionLk === lk, 'ROW_NOT_FOUND', `No row ${lk}`);
    return checkedRemove(rows, i, MIN_ITEMS);
  });
}

/** Moves a row to another position. */
export function moveRow(
  q: Questionnaire,
  matrixTitleLk: unknown,
  questionLk: unknown,
  toPosition: unknown,
  ctx: CommandContext,
): Questionnaire {
  const lk = requireId(questionLk, 'questionLk');
  return updateRows(q, matrixTitleLk, ctx, (rows) => {
    const i = indexOrFail(rows, (r) => r.questionLk === lk, 'ROW_NOT_FOUND', `No row ${lk}`);
    return checkedMove(rows, i, toPosition);
  });
}
