import { FULL_LAUNCH_DESCRIPTION, fullLaunchRefusal } from '@survey/domain/launch/purchase';
import type { Executor } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { fullLaunchRefused } from './orders.errors.ts';
import { orderNotFound, orderViewOf, type OrderView } from './orders.service.ts';
import { findOrder } from './orders.store.ts';
import { newSupplierOrderId } from './purchase.service.ts';
import { latestPublishedSamples } from './publishing.store.ts';
import { findSupplierOrders, insertSupplierOrder } from './supplierOrders.store.ts';

export interface FullLaunchInput {
  surveyId: string;
  orderDescription: string;
  samplesNeeded: number;
}

/**
 * The full launch after a soft launch (spec 3 §4 Full launch): panel supplier order #2, Live, for
 * the remaining samples of the version bought, at the first batch's CPI. Refused (nothing written)
 * unless the description is 'Full launch' and the samples are exactly the remaining ones
 * (BAD_USER_INPUT), and the order is a live soft-launch order not yet fully launched (CONFLICT);
 * `extensions.reason` names the rule. Under the survey's lock, so two full launches never race.
 */
export async function addPanelSupplierOrder(
  ctx: { db: Executor; clock: Clock } & Tracking,
  viewer: Viewer,
  input: FullLaunchInput,
): Promise<OrderView> {
  const launched = await ctx.db.transaction(async (tx) => {
    await requireOwnSurvey({ db: tx }, viewer, input.surveyId, { lock: true });
    const order = await findOrder(tx, input.surveyId, { forUpdate: true });
    if (!order) throw orderNotFound();
    const supplierOrders = await findSupplierOrders(tx, input.surveyId, { forUpdate: true });
    const first = supplierOrders[0];
    const bought = await latestPublishedSamples(tx, input.surveyId);
    const refusal = fullLaunchRefusal({
      description: input.orderDescription,
      // An order without a publication or a first batch (demo data) has no soft launch to follow.
      isSoftLaunch: order.isSoftLaunch && Boolean(bought && first),
      orderStatus: order.status,
      supplierOrderCount: supplierOrders.length,
      samplesNeeded: bought?.samplesNeeded ?? 0,
      softLaunchSamples: bought?.softLaunchSamples ?? 0,
      requestedSamples: input.samplesNeeded,
    });
    if (refusal) throw fullLaunchRefused(refusal);
    // Narrows the type only: a soft launch to follow has its first batch.
    if (!first) throw orderNotFound();
    const now = ctx.clock();
    await insertSupplierOrder(tx, {
      surveyId: input.surveyId,
      orderNumber: supplierOrders.length + 1,
      panelSupplierOrderId: newSupplierOrderId(),
      description: FULL_LAUNCH_DESCRIPTION,
      samplesNeeded: input.samplesNeeded,
      cpi: first.cpi,
      status: 'Live',
      createdAt: now,
      updatedAt: now,
    });
    return orderViewOf(tx, order);
  });
  ctx.analytics.track('Launched Full Survey', viewer, { surveyId: input.surveyId });
  return launched;
}

/**
 * The full launch of a survey waiting for it, inside the caller's transaction (a multi-market
 * project's "launch all"): a live soft-launch order with only its first batch gets supplier order
 * #2 for the remaining samples of the version bought, as `addPanelSupplierOrder` does. Answers
 * whether it launched; a survey not waiting for a full launch is left alone.
 */
export async function fullLaunchIfWaiting(
  inTx: { db: Executor; clock: Clock },
  viewer: Viewer,
  surveyId: string,
): Promise<boolean> {
  const tx = inTx.db;
  await requireOwnSurvey(inTx, viewer, surveyId, { lock: true });
  const order = await findOrder(tx, surveyId, { forUpdate: true });
  if (!order) return false;
  const supplierOrders = await findSupplierOrders(tx, surveyId, { forUpdate: true });
  const first = supplierOrders[0];
  const bought = await latestPublishedSamples(tx, surveyId);
  if (!first || !bought) return false;
  const remaining = bought.samplesNeeded - bought.softLaunchSamples;
  const refusal = fullLaunchRefusal({
    description: FULL_LAUNCH_DESCRIPTION,
    isSoftLaunch: order.isSoftLaunch,
    orderStatus: order.status,
    supplierOrderCount: supplierOrders.length,
    samplesNeeded: bought.samplesNeeded,
    softLaunchSamples: bought.softLaunchSamples,
    requestedSamples: remaining,
  });
  if (refusal) return false;
  const now = inTx.clock();
  await insertSupplierOrder(tx, {
    surveyId,
    orderNumber: supplierOrders.length + 1,
    panelSupplierOrderId: newSupplierOrderId(),
    description: FULL_LAUNCH_DESCRIPTION,
    samplesNeeded: remaining,
    cpi: first.cpi,
    status: 'Live',
    createdAt: now,
    updatedAt: now,
  });
  return true;
}
