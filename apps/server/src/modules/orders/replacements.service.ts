import { checkOrderTransition } from '@survey/domain/projects/surveyStates';
import { addPlaces, WHOLE_SAMPLE_CELL } from '@survey/domain/quality/replacements';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { surveyNotFound } from '../projects/projects.errors.ts';
import { lockSurvey, moveSurveyState } from '../projects/surveys.service.ts';
import { emitSurveyMove } from '../webhooks/webhookEvents.service.ts';
import { announceOrderChange } from './orderChanges.ts';
import { orderNotFound } from './orders.service.ts';
import { findOrder, setOrderStatus } from './orders.store.ts';
import { panelSupplierOrders } from './orders.tables.ts';
import { newSupplierOrderId } from './purchase.service.ts';
import { latestPublishedSamples } from './publishing.store.ts';
import {
  findSupplierOrders,
  insertSupplierOrder,
  type SupplierOrderRow,
} from './supplierOrders.store.ts';

type Ctx = { db: Executor; clock: Clock };

/** The description of a replacements batch (issue 38 §4): CPI 0, never charged. */
export const REPLACEMENTS_DESCRIPTION = 'Replacements';

const OPEN: readonly string[] = ['Live', 'Paused'];

const isReplacements = (o: SupplierOrderRow) => o.replacementPlaces !== null;

/** What the replacement rule needs of the order (domain `ReplacementTerms`, less what is owed). */
export async function replacementTerms(
  db: Executor,
  surveyId: string,
): Promise<{ fieldingEndedAt: Date | null; windowDays: number; samplesNeeded: number } | null> {
  const order = await findOrder(db, surveyId);
  const bought = await latestPublishedSamples(db, surveyId);
  if (!order || !bought) return null;
  return {
    fieldingEndedAt: order.fieldingEndedAt,
    windowDays: order.replacementWindowDays,
    samplesNeeded: bought.samplesNeeded,
  };
}

/**
 * Fields `places` (per quota cell, the whole sample's being the count) for replacements: added to
 * the open replacements batch when there is one, else a new batch (Live, CPI 0) and fielding
 * reopens through the lifecycle table's `reopen` (order first, then the survey, with its webhook
 * announcer). The bought batches stay Completed: they are full. Under the survey's lock. Answers
 * false, changing nothing, when the survey is neither completed nor fielding replacements (halted,
 * say): nothing can be fielded, so nothing is owed.
 */
export async function fieldReplacements(
  ctx: Ctx,
  surveyId: string,
  places: Record<string, number>,
): Promise<boolean> {
  const count = places[WHOLE_SAMPLE_CELL] ?? 0;
  if (count <= 0) return false;
  const survey = await lockSurvey(ctx, surveyId);
  if (!survey) throw surveyNotFound();
  const order = await findOrder(ctx.db, surveyId, { forUpdate: true });
  if (!order) throw orderNotFound();
  const batches = await findSupplierOrders(ctx.db, surveyId, { forUpdate: true });
  const open = batches.find((o) => isReplacements(o) && OPEN.includes(o.status));
  const now = ctx.clock();
  if (open) {
    await updateBatch(ctx.db, open, addPlaces(open.replacementPlaces ?? {}, places), now);
    return true;
  }
  const check = checkOrderTransition({
    from: order.status,
    to: 'Live',
    actor: 'system',
    surveyState: survey.state,
  });
  if (!check.allowed || check.noop || check.move.name !== 'reopen') return false;
  await insertSupplierOrder(ctx.db, {
    surveyId,
    orderNumber: batches.length + 1,
    panelSupplierOrderId: newSupplierOrderId(),
    description: REPLACEMENTS_DESCRIPTION,
    samplesNeeded: count,
    cpi: 0,
    status: 'Live',
    replacementPlaces: places,
    createdAt: now,
    updatedAt: now,
  });
  // Only the order moves: moveOrder would take the full bought batches back to Live with it.
  await setOrderStatus(ctx.db, surveyId, 'Live', now);
  await moveSurveyState({ ...ctx, announce: emitSurveyMove }, surveyId, 'live', {
    actor: 'system',
    orderStatus: 'Live',
  });
  return true;
}

/**
 * Takes `places` back from the open replacements batch (exclusions reversed before their
 * replacements arrived). A batch left with nothing is Closed. Answers whether a batch was open;
 * the caller ends the survey when what has arrived now fills the sample.
 */
export async function withdrawReplacements(
  ctx: Ctx,
  surveyId: string,
  places: Record<string, number>,
): Promise<{ withdrawn: boolean; totalTarget: number }> {
  const survey = await lockSurvey(ctx, surveyId);
  if (!survey) throw surveyNotFound();
  await findOrder(ctx.db, surveyId, { forUpdate: true });
  const batches = await findSupplierOrders(ctx.db, surveyId, { forUpdate: true });
  const open = batches.find((o) => isReplacements(o) && OPEN.includes(o.status));
  const counted = (rows: readonly SupplierOrderRow[]) =>
    rows
      .filter((o) => o.status !== 'Halted' && o.status !== 'Closed')
      .reduce((n, o) => n + o.samplesNeeded, 0);
  if (!open) return { withdrawn: false, totalTarget: counted(batches) };
  const left = addPlaces(open.replacementPlaces ?? {}, places, -1);
  const updated = await updateBatch(ctx.db, open, left, ctx.clock());
  return {
    withdrawn: true,
    totalTarget: counted(batches.map((o) => (o.orderId === updated.orderId ? updated : o))),
  };
}

/** Sets a replacements batch's places (its sample is the whole-sample cell's); none left: Closed. */
async function updateBatch(
  db: Executor,
  batch: SupplierOrderRow,
  places: Record<string, number>,
  now: Date,
): Promise<SupplierOrderRow> {
  const count = places[WHOLE_SAMPLE_CELL] ?? 0;
  const [row] = await db
    .update(panelSupplierOrders)
    .set(
      count > 0
        ? { samplesNeeded: count, replacementPlaces: places, updatedAt: now }
        : { status: 'Closed', updatedAt: now },
    )
    .where(eq(panelSupplierOrders.orderId, batch.orderId))
    .returning();
  if (!row) throw orderNotFound();
  await announceOrderChange(db, batch.surveyId);
  return row;
}
