import type { OrderStatus, SurveyState } from '@survey/domain/projects/constants';
import {
  checkOrderTransition,
  lifecycleMoveFor,
  type LifecycleActor,
} from '@survey/domain/projects/surveyStates';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { notFound } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { invalidTransition, surveyNotFound } from '../projects/projects.errors.ts';
import {
  findOwnSurvey,
  lockSurvey,
  moveSurveyState,
  requireOwnSurvey,
  type SurveyRow,
} from '../projects/surveys.service.ts';
import {
  findOrder,
  insertOrder,
  setOrderStatus,
  type OrderStatusValue,
  type SurveyOrderRow,
} from './orders.store.ts';
import { latestPublishedVersion } from './publishing.store.ts';
import {
  findSupplierOrders,
  moveSupplierOrders,
  type SupplierOrderRow,
} from './supplierOrders.store.ts';
import { emitSurveyMove } from '../webhooks/webhookEvents.service.ts';

type Ctx = { db: Executor; clock: Clock };

export const orderNotFound = () => notFound('Order');

/** A survey order with its panel supplier orders (by order number) and published version. */
export interface OrderView {
  order: SurveyOrderRow;
  supplierOrders: SupplierOrderRow[];
  publishedVersion: number | null;
}

/** The order's view, read with `db` (inside the caller's transaction when it has one). */
export async function orderViewOf(db: Executor, order: SurveyOrderRow): Promise<OrderView> {
  return {
    order,
    supplierOrders: await findSupplierOrders(db, order.surveyId),
    publishedVersion: (await latestPublishedVersion(db, order.surveyId)) ?? null,
  };
}

/** The survey's order; null when it has none or the survey is not the viewer's. */
export async function getSurveyOrder(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
): Promise<OrderView | null> {
  if (!(await findOwnSurvey(ctx, viewer, surveyId))) return null;
  const order = await findOrder(ctx.db, surveyId);
  return order ? orderViewOf(ctx.db, order) : null;
}

/**
 * The status of the survey's order, locked until the transaction ends (the caller locked the
 * survey first); undefined when the survey has no order. For the projects service's state moves.
 */
export async function lockedOrderStatus(
  ctx: { db: Executor },
  surveyId: string,
): Promise<OrderStatus | undefined> {
  return (await findOrder(ctx.db, surveyId, { forUpdate: true }))?.status;
}

/**
 * Moves a locked order, as the lifecycle table allows `actor` to with the survey where it is; its
 * panel supplier orders at the same status move with it (a finished soft launch stays finished).
 */
export async function moveOrder(
  ctx: Ctx,
  order: SurveyOrderRow,
  to: OrderStatusValue,
  rule: { actor: LifecycleActor; surveyState: SurveyState },
): Promise<SurveyOrderRow> {
  const from = order.status;
  const check = checkOrderTransition({ from, to, ...rule });
  if (!check.allowed) throw invalidTransition({ entity: 'order', from, to, ...check });
  if (check.noop) return order;
  const now = ctx.clock();
  const updated = await setOrderStatus(ctx.db, order.surveyId, to, now);
  if (!updated) throw orderNotFound();
  await moveSupplierOrders(ctx.db, order.surveyId, from, to, now);
  return updated;
}

/**
 * A researcher moves the survey's order to `status` (pause, unpause, end: the first half of the
 * dashboard's two calls). A survey without an order has nothing to pause: NOT_FOUND, and no order
 * is created. A move the lifecycle table refuses is INVALID_STATE_TRANSITION and changes nothing.
 */
export async function updateSurveyOrder(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
  status: OrderStatusValue,
): Promise<OrderView> {
  return ctx.db.transaction(async (tx) => {
    const survey = await requireOwnSurvey({ db: tx }, viewer, surveyId, { lock: true });
    const order = await findOrder(tx, surveyId, { forUpdate: true });
    if (!order) throw orderNotFound();
    const moved = await moveOrder({ db: tx, clock: ctx.clock }, order, status, {
      actor: 'user',
      surveyState: survey.state,
    });
    return orderViewOf(tx, moved);
  });
}

/**
 * The system moves a survey to `to` the way spec 1 §4 orders it: its order first, then the survey,
 * in one transaction, both through the lifecycle table (the auto-end job, the seed, and the
 * purchase flow to come). Refused moves are INVALID_STATE_TRANSITION and change nothing.
 */
export async function moveSurveyAsSystem(
  ctx: Ctx,
  surveyId: string,
  to: SurveyState,
  /** Why, for a halt: the webhook event's `reason` (field health's). */
  why: { reason?: string } = {},
): Promise<SurveyRow> {
  return ctx.db.transaction(async (tx) => {
    const inTx = { db: tx, clock: ctx.clock };
    const survey = await lockSurvey(inTx, surveyId);
    if (!survey) throw surveyNotFound();
    const order = await findOrder(tx, surveyId, { forUpdate: true });
    // Asking for the current state moves nothing, not even the order.
    const move = survey.state === to ? undefined : lifecycleMoveFor(survey.state, to, 'system');
    const moved =
      order && move
        ? await moveOrder(inTx, order, move.order.to, {
            actor: 'system',
            surveyState: survey.state,
          })
        : order;
    return moveSurveyState({ ...inTx, announce: emitSurveyMove }, surveyId, to, {
      actor: 'system',
      orderStatus: moved?.status,
      ...why,
    });
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
