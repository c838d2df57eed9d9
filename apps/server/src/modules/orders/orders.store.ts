import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
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
    .set({ status, updatedAt: now })
    .where(eq(surveyOrders.surveyId, surveyId))
    .returning();
  return row;
}

/** Sets the status of these surveys' orders unless they are in one of `keep`. */
export async function setOrdersStatusExcept(
  db: Executor,
  surveyIds: string[],
  status: OrderStatusValue,
  keep: OrderStatusValue[],
  now: Date,
): Promise<void> {
  if (surveyIds.length === 0) return;
  await db
    .update(surveyOrders)
    .set({ status, updatedAt: now })
    .where(and(inArray(surveyOrders.surveyId, surveyIds), notInArray(surveyOrders.status, keep)));
}

export async function deleteOrderRows(db: Executor, surveyIds: string[]): Promise<void> {
  if (surveyIds.length === 0) return;
  await db.delete(surveyOrders).where(inArray(surveyOrders.surveyId, surveyIds));
}
