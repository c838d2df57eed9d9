import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { OrderStatusValue } from './orders.store.ts';
import { panelSupplierOrders } from './orders.tables.ts';

export type SupplierOrderRow = typeof panelSupplierOrders.$inferSelect;
export type NewSupplierOrderRow = typeof panelSupplierOrders.$inferInsert;

/** The survey's panel supplier orders by order number. */
export async function findSupplierOrders(
  db: Executor,
  surveyId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SupplierOrderRow[]> {
  const q = db
    .select()
    .from(panelSupplierOrders)
    .where(eq(panelSupplierOrders.surveyId, surveyId))
    .orderBy(asc(panelSupplierOrders.orderNumber));
  return opts.forUpdate ? q.for('update') : q;
}

export async function insertSupplierOrder(
  db: Executor,
  values: NewSupplierOrderRow,
): Promise<SupplierOrderRow> {
  const [row] = await db.insert(panelSupplierOrders).values(values).returning();
  if (!row) throw new Error('panel supplier order not inserted');
  return row;
}

/** Moves the survey's supplier orders at `from` to `to` (they follow their survey order). */
export async function moveSupplierOrders(
  db: Executor,
  surveyId: string,
  from: OrderStatusValue,
  to: OrderStatusValue,
  now: Date,
): Promise<void> {
  await db
    .update(panelSupplierOrders)
    .set({ status: to, updatedAt: now })
    .where(and(eq(panelSupplierOrders.surveyId, surveyId), eq(panelSupplierOrders.status, from)));
}
