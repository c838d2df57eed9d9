import type { SurveyState } from '@survey/domain/projects/constants';
import type { Executor } from '@survey/server/src/db/database.ts';
import type { Clock } from '@survey/server/src/lib/clock.ts';
import {
  moveSurveyAsSystem,
  placeOrder,
} from '@survey/server/src/modules/orders/orders.service.ts';
import { recordSyntheticCompletes } from '@survey/server/src/modules/respondent/respondent.service.ts';

/** What the in-process builders work on: a database (or transaction) and the clock it runs on. */
export interface DirectCtx {
  db: Executor;
  clock: Clock;
}

/**
 * Launches a survey with fieldwork the way the system does, without a purchase: an order Pending,
 * then live through the lifecycle table, then on to `state` as the system would move it (the
 * states a test needs a survey in, whatever its questionnaire and price).
 */
export async function launchSurvey(
  ctx: DirectCtx,
  surveyId: string,
  state: Extract<SurveyState, 'live' | 'paused' | 'completed' | 'halted'> = 'live',
): Promise<void> {
  await placeOrder(ctx, {
    surveyId,
    status: 'Pending',
    customerCpi: 1.5,
    feasibility: 1,
    orderType: 'Survey',
  });
  await moveSurveyAsSystem(ctx, surveyId, 'live');
  if (state !== 'live') await moveSurveyAsSystem(ctx, surveyId, state);
}

/**
 * `total` completed sessions (`synthetic-1` ...) of `supplierCode` (none: '') over the day before
 * the clock's now, written in bulk: thousands in one statement, where the respondent API takes a
 * member at a time (testkit's `completes`).
 */
export async function recordCompletes(
  ctx: DirectCtx,
  surveyId: string,
  total: number,
  supplierCode?: string,
): Promise<void> {
  const now = ctx.clock();
  await recordSyntheticCompletes(ctx, surveyId, {
    total,
    from: new Date(now.getTime() - 86_400_000),
    to: now,
    supplierCode,
  });
}
