import type { OrderStatus } from '@survey/domain/projects/constants';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { announceOrderChange } from './orderChanges.ts';
import { surveyOrders } from './orders.tables.ts';

export type SurveyOrderRow = typeof surveyOrders.$inferSelect;
export type OrderStatusValue = SurveyOrderRow['status'];

export async function findOrder(
  db: Executor,
  surveyId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SurveyOrderRow | undefined> {
  const q = db.select().from(surveyOrders).where(eq(surveyOrders.surveyId, surveyId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertOrder(
  db: Executor,
  values: typeof surveyOrders.$inferInsert,
): Promise<SurveyOrderRow | undefined> {
  const [row] = await db.insert(surveyOrders).values(values).onConflictDoNothing().returning();
  if (row) await announceOrderChange(db, row.surveyId);
  return row;
}

export async function setOrderStatus(
  db: Executor,
  surveyId: string,
  status: OrderStatusValue,
  now: Date,
): Promise<SurveyOrderRow | undefined> {
  const [row] = await db
    .update(surveyOrders)
    .set({
      status,
      updatedAt: now,
      // The first end of fielding opens the replacement window (issue 38 §4); later ones keep it.
      ...(status === 'Completed' && {
        fieldingEndedAt: sql`coalesce(${surveyOrders.fieldingEndedAt}, ${now.toISOString()}::timestamptz)`,
      }),
    })
    .where(eq(surveyOrders.surveyId, surveyId))
    .returning();
  if (row) await announceOrderChange(db, surveyId);
  return row;
}

/** Surveys whose Scheduled order's start time has come. */
export async function scheduledOrdersDue(db: Executor, now: Date): Promise<string[]> {
  const rows = await db
    .select({ surveyId: surveyOrders.surveyId })
    .from(surveyOrders)
    .where(and(eq(surveyOrders.status, 'Scheduled'), lte(surveyOrders.startsAt, now)));
  return rows.map((r) => r.surveyId);
}

/**
 * The survey order's status, share-locked until the caller's transaction ends: an End or Halt
 * (which updates the row) that committed first is seen, and one that comes later waits until this
 * answer committed, so nobody qualifies or completes after it. Only qualifying and completing
 * answers take the lock (a shared lock: answers never wait for each other). Null: no order.
 */
export async function orderStatusForShare(
  tx: Executor,
  surveyId: string,
): Promise<OrderStatus | null> {
  const [row] = await tx
    .select({ status: surveyOrders.status })
    .from(surveyOrders)
    .where(eq(surveyOrders.surveyId, surveyId))
    .for('share');
  return row?.status ?? null;
}
