import { WHOLE_SAMPLE_CELL } from '@survey/domain/quality/replacements';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { surveyQuotaCells } from './respondent.tables.ts';

/** The cell every respondent counts towards: the survey's whole open sample. */
export const TOTAL_CELL = WHOLE_SAMPLE_CELL;

export interface QuotaCellTarget {
  cellKey: string;
  target: number;
}

/**
 * Creates the survey's cells (idempotent) and raises targets that grew (a full launch opens the
 * rest of the sample). Targets never shrink below what is already filled or reserved.
 *
 * Every function here that locks several cells locks them in key order (PostgreSQL's order of
 * `cell_key`), first, with SELECT ... FOR UPDATE: an INSERT or UPDATE locks rows in whatever order
 * it meets them, and a write of the cells inside an answer's transaction deadlocked with
 * respondents reserving places.
 */
export async function upsertQuotaCells(
  db: Executor,
  surveyId: string,
  cells: readonly QuotaCellTarget[],
): Promise<void> {
  if (cells.length === 0) return;
  const values = cells.map((c) => ({ surveyId, cellKey: c.cellKey, target: c.target }));
  await db.transaction(async (tx) => {
    // Missing cells first: this locks no existing row, and waits for whoever is creating the same
    // cells; after it every cell is either committed or this transaction's own.
    await tx.insert(surveyQuotaCells).values(values).onConflictDoNothing();
    await lockInKeyOrder(
      tx,
      surveyId,
      cells.map((c) => c.cellKey),
    );
    await tx
      .insert(surveyQuotaCells)
      .values(values)
      .onConflictDoUpdate({
        target: [surveyQuotaCells.surveyId, surveyQuotaCells.cellKey],
        set: {
          target: sql`GREATEST(excluded.target, ${surveyQuotaCells.filled} + ${surveyQuotaCells.reserved})`,
        },
      });
  });
}

/** Locks the survey's existing cells among `cellKeys`, in key order; answers them as they stand. */
function lockInKeyOrder(tx: Executor, surveyId: string, cellKeys: readonly string[]) {
  return tx
    .select()
    .from(surveyQuotaCells)
    .where(
      and(
        eq(surveyQuotaCells.surveyId, surveyId),
        inArray(surveyQuotaCells.cellKey, [...cellKeys]),
      ),
    )
    .orderBy(surveyQuotaCells.cellKey)
    .for('update');
}

/**
 * Reserves one place in each of `cellKeys` (the survey's known cells among them), all or none:
 * the rows are locked in key order (no deadlock between respondents with overlapping cells), and
 * a cell without room answers a full cell's key (the whole sample's when it is full, else the
 * first in key order) and changes nothing. Run it inside the
 * transaction that records the respondent's qualification.
 */
export async function reserveQuotaPlaces(
  tx: Executor,
  surveyId: string,
  cellKeys: readonly string[],
): Promise<{ reserved: string[] } | { full: string }> {
  const rows = await lockInKeyOrder(tx, surveyId, [...new Set(cellKeys)]);
  const isFull = (r: (typeof rows)[number]) => r.filled + r.reserved >= r.target;
  // The open sample first: with no place left in it, no cell could have taken the respondent,
  // and field health tells the two apart (state.fullCell).
  const full = rows.find((r) => r.cellKey === TOTAL_CELL && isFull(r)) ?? rows.find(isFull);
  if (full) return { full: full.cellKey };
  const reserved = rows.map((r) => r.cellKey);
  if (reserved.length > 0) {
    await tx
      .update(surveyQuotaCells)
      .set({ reserved: sql`${surveyQuotaCells.reserved} + 1` })
      .where(
        and(eq(surveyQuotaCells.surveyId, surveyId), inArray(surveyQuotaCells.cellKey, reserved)),
      );
  }
  return { reserved };
}

/** A complete: each reserved place becomes a filled one; answers the cells as they now stand. */
export async function fillReservedPlaces(
  tx: Executor,
  surveyId: string,
  cellKeys: readonly string[],
): Promise<{ cellKey: string; filled: number; target: number }[]> {
  return moveReservations(tx, surveyId, cellKeys, 1);
}

/** A drop, screen-out after qualifying, or expiry: the reserved places are given back. */
export async function releaseReservedPlaces(
  tx: Executor,
  surveyId: string,
  cellKeys: readonly string[],
): Promise<void> {
  await moveReservations(tx, surveyId, cellKeys, 0);
}

async function moveReservations(
  tx: Executor,
  surveyId: string,
  cellKeys: readonly string[],
  fill: 0 | 1,
): Promise<{ cellKey: string; filled: number; target: number }[]> {
  if (cellKeys.length === 0) return [];
  const keys = [...new Set(cellKeys)];
  await lockInKeyOrder(tx, surveyId, keys);
  return tx
    .update(surveyQuotaCells)
    .set({
      reserved: sql`${surveyQuotaCells.reserved} - 1`,
      filled: sql`${surveyQuotaCells.filled} + ${fill}`,
    })
    .where(and(eq(surveyQuotaCells.surveyId, surveyId), inArray(surveyQuotaCells.cellKey, keys)))
    .returning({
      cellKey: surveyQuotaCells.cellKey,
      filled: surveyQuotaCells.filled,
      target: surveyQuotaCells.target,
    });
}

/** The survey's cells as they stand (results' quota card, tests). */
export async function readQuotaCells(db: Executor, surveyId: string) {
  return db
    .select()
    .from(surveyQuotaCells)
    .where(eq(surveyQuotaCells.surveyId, surveyId))
    .orderBy(surveyQuotaCells.cellKey);
}

/** Quota places over every survey, reserved and filled (the metrics' gauges; one aggregate). */
export async function quotaPlacesHeld(db: Executor): Promise<{ reserved: number; filled: number }> {
  const [row] = await db
    .select({
      reserved: sql<number>`coalesce(sum(${surveyQuotaCells.reserved}), 0)::int`,
      filled: sql<number>`coalesce(sum(${surveyQuotaCells.filled}), 0)::int`,
    })
    .from(surveyQuotaCells);
  return row ?? { reserved: 0, filled: 0 };
}
