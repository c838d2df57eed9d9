import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { announceOrderChange } from './orderChanges.ts';
import type { OrderStatusValue } from './orders.store.ts';
import { panelSupplierOrders, surveyOrders } from './orders.tables.ts';

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

/** What each order of these surveys was bought at: the spend's batches (domain pricing/spend). */
export async function supplierOrderPricesOf(
  db: Executor,
  surveyIds: readonly string[],
): Promise<
  {
    surveyId: string;
    orderNumber: number;
    cpi: number;
    samplesNeeded: number;
    /** A replacements batch (issue 38 §4): free completes for excluded poor-quality ones. */
    replacements: boolean;
  }[]
> {
  if (surveyIds.length === 0) return [];
  return db
    .select({
      surveyId: panelSupplierOrders.surveyId,
      orderNumber: panelSupplierOrders.orderNumber,
      cpi: panelSupplierOrders.cpi,
      samplesNeeded: panelSupplierOrders.samplesNeeded,
      replacements: sql<boolean>`${panelSupplierOrders.replacementPlaces} IS NOT NULL`,
    })
    .from(panelSupplierOrders)
    .where(
      and(
        inArray(panelSupplierOrders.surveyId, [...surveyIds]),
        // A replacements batch withdrawn whole fields nothing and owes nothing.
        sql`NOT (${panelSupplierOrders.replacementPlaces} IS NOT NULL AND ${panelSupplierOrders.status} = 'Closed')`,
      ),
    );
}

export async function insertSupplierOrder(
  db: Executor,
  values: NewSupplierOrderRow,
): Promise<SupplierOrderRow> {
  const [row] = await db.insert(panelSupplierOrders).values(values).returning();
  if (!row) throw new Error('panel supplier order not inserted');
  await announceOrderChange(db, row.surveyId);
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
  await announceOrderChange(db, surveyId);
}

/**
 * Surveys the simulated panel should send respondents to now: the survey order is Live and one of
 * its simulated supplier orders is open (Live). A soft launch whose batch filled has none open
 * until the full launch adds one; a paused order is not Live. `onlySurveyId` asks about one survey.
 */
export async function surveysTakingSimulatedTraffic(
  db: Executor,
  onlySurveyId?: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ surveyId: panelSupplierOrders.surveyId })
    .from(panelSupplierOrders)
    .innerJoin(surveyOrders, eq(surveyOrders.surveyId, panelSupplierOrders.surveyId))
    .where(
      and(
        eq(surveyOrders.status, 'Live'),
        eq(panelSupplierOrders.status, 'Live'),
        // The simulated panel's references (purchase.service.ts newSupplierOrderId).
        like(panelSupplierOrders.panelSupplierOrderId, 'SIM-%'),
        onlySurveyId === undefined ? undefined : eq(surveyOrders.surveyId, onlySurveyId),
      ),
    );
  return rows.map((r) => r.surveyId);
}
