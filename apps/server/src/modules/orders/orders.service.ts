import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../http/viewer.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { findOwnSurvey, requireOwnSurvey } from '../projects/surveys.service.ts';
import { canChangeOrderStatus } from './orderTransitions.ts';
import {
  deleteOrderRows,
  findOrder,
  insertOrder,
  setOrderStatus,
  setOrdersStatusExcept,
  type OrderStatusValue,
  type SurveyOrderRow,
} from './orders.store.ts';

type Ctx = { db: Executor; clock: Clock };

export const orderNotFound = () => notFound('Order');

/** The survey's order; null when it has none or the survey is not the viewer's. */
export async function getSurveyOrder(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
): Promise<SurveyOrderRow | null> {
  if (!(await findOwnSurvey(ctx, viewer, surveyId))) return null;
  return (await findOrder(ctx.db, surveyId)) ?? null;
}

/**
 * Moves the survey's order to `status` (pause, unpause, end). A survey without an order has
 * nothing to pause: NOT_FOUND, and no order is created. A move the order cannot make is a
 * BAD_USER_INPUT naming both statuses.
 */
export async function updateSurveyOrder(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
  status: OrderStatusValue,
): Promise<SurveyOrderRow> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  return ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, surveyId, { forUpdate: true });
    if (!order) throw orderNotFound();
    if (!canChangeOrderStatus(order.status, status)) {
      throw badInput(`An order cannot move from ${order.status} to ${status}`, [
        { path: 'orderStatus', message: `not allowed from ${order.status}` },
      ]);
    }
    if (order.status === status) return order;
    const updated = await setOrderStatus(tx, surveyId, status, ctx.clock());
    if (!updated) throw orderNotFound();
    return updated;
  });
}

/** Places an order for a survey unless it has one (the launch flow and the demo seed). */
export async function placeOrder(
  ctx: Ctx,
  order: Pick<SurveyOrderRow, 'surveyId' | 'status' | 'customerCpi' | 'feasibility' | 'orderType'>,
): Promise<SurveyOrderRow | undefined> {
  const now = ctx.clock();
  return insertOrder(ctx.db, { ...order, createdAt: now, updatedAt: now });
}

/** Completes the orders of surveys that ended (orders that ended already keep their status). */
export async function completeOrdersOfSurveys(ctx: Ctx, surveyIds: string[]): Promise<void> {
  await setOrdersStatusExcept(
    ctx.db,
    surveyIds,
    'Completed',
    ['Closed', 'Completed', 'Halted'],
    ctx.clock(),
  );
}

/** Removes the orders of deleted surveys (called by the projects service). */
export async function deleteOrdersOfSurveys(
  ctx: { db: Executor },
  surveyIds: string[],
): Promise<void> {
  await deleteOrderRows(ctx.db, surveyIds);
}
