import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { moveSurveyAsSystem } from '../orders/orders.service.ts';
import { moveSupplierOrders } from '../orders/orders.queries.ts';
import type { LiveSurvey, LiveSurveys } from '../orders/liveSurveys.queries.ts';

/**
 * The open sample is full. A soft launch's batch is done: it closes and the survey waits, Live,
 * for the full launch (spec 3 §4). The whole sample is done: the order and the survey complete,
 * through the lifecycle table. Runs after the complete committed; running it twice is harmless
 * (a Completed survey moves nowhere).
 */
export async function closeFilledSample(
  ctx: { db: Executor; clock: Clock; live: LiveSurveys },
  live: LiveSurvey,
): Promise<void> {
  if (live.totalTarget >= live.samplesNeeded) {
    await moveSurveyAsSystem({ db: ctx.db, clock: ctx.clock }, live.surveyId, 'completed');
  } else {
    await moveSupplierOrders(ctx.db, live.surveyId, 'Live', 'Completed', ctx.clock());
  }
  ctx.live.invalidate(live.surveyId);
}
