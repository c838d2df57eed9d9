import type { Executor } from '../../db/database.ts';
import { publishChange } from '../../platform/changeBus.ts';

/**
 * The change bus channel of a survey's order state: its survey order, panel supplier orders and
 * published versions (what the respondent side's LiveSurveys holds). Payload: the survey id.
 */
export const ORDER_STATE_CHANNEL = 'order_state';

/**
 * Tells every node that the order state of `surveyId` changed. Called by each statement that
 * writes it, on the writer's executor, so the news leaves at commit and a rollback sends none.
 */
export function announceOrderChange(db: Executor, surveyId: string): Promise<void> {
  return publishChange(db, ORDER_STATE_CHANNEL, surveyId);
}
