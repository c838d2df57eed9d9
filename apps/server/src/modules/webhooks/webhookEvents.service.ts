import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@survey/domain/webhooks/webhookEvents';
import type { Executor } from '../../db/database.ts';
import { publishChange } from '../../platform/changeBus.ts';
import {
  ACCOUNT_STREAM,
  endSurveyProgress,
  insertEventWithDeliveries,
  watchSurveyProgress,
} from './webhooks.store.ts';

/**
 * The port other modules emit webhook events through (issue 39 §3): one call in the transaction
 * of the change the event reports, so the event commits or rolls back with it (the outbox) and a
 * crash cannot lose it. No module reads the webhooks tables.
 */

/** The change bus channel that wakes the nodes when deliveries are waiting: `<subscription>|<stream>`. */
export const WEBHOOK_CHANNEL = 'webhook_deliveries';

export interface WebhookEventInput {
  accountId: string;
  /** The survey the event is about: its deliveries go out in order with the survey's others. */
  surveyId?: string;
  type: WebhookEventType;
  data: Record<string, unknown>;
  at: Date;
}

/** `msg_` and 24 random bytes in base64url: the Standard Webhooks message id. */
export function newWebhookId(): string {
  return `msg_${randomBytes(24).toString('base64url')}`;
}

/**
 * Stores the event and a delivery per subscription that wants it, on `db` (the caller's
 * transaction), and announces the deliveries: the news leaves at commit, and a rollback sends none.
 * Returns the event's id.
 */
export async function emitWebhookEvent(db: Executor, event: WebhookEventInput): Promise<string> {
  const id = newWebhookId();
  const body = { type: event.type, timestamp: event.at.toISOString(), data: event.data };
  const streams = await insertEventWithDeliveries(
    db,
    {
      id,
      accountId: event.accountId,
      surveyId: event.surveyId ?? null,
      type: event.type,
      body,
      createdAt: event.at,
    },
    event.surveyId ?? ACCOUNT_STREAM,
  );
  for (const s of streams)
    await publishChange(db, WEBHOOK_CHANNEL, `${s.subscriptionId}|${s.stream}`);
  return id;
}

type SurveyState = 'draft' | 'scheduled' | 'live' | 'paused' | 'completed' | 'halted';

/**
 * The event of a survey's committed state move, if it is one: going live from draft or scheduled
 * is its launch (an unpause is no event), pausing, completing and halting are theirs.
 */
export function surveyMoveEvent(from: SurveyState, to: SurveyState): WebhookEventType | undefined {
  if (from === to) return undefined;
  if (to === 'live')
    return from === 'draft' || from === 'scheduled' ? 'survey.launched' : undefined;
  if (to === 'paused') return 'survey.paused';
  if (to === 'completed') return 'survey.completed';
  if (to === 'halted') return 'survey.halted';
  return undefined;
}

/**
 * Emits the event of a survey's state move in the mover's transaction (projects'
 * moveSurveyState), and starts or ends the watch of its completes for the batched event.
 */
export async function emitSurveyMove(
  db: Executor,
  move: {
    accountId: string;
    survey: { id: string; name: string; projectId: string };
    from: SurveyState;
    to: SurveyState;
    reason?: string;
    at: Date;
  },
): Promise<void> {
  const type = surveyMoveEvent(move.from, move.to);
  if (!type) return;
  const { survey } = move;
  const data: Record<string, unknown> = {
    surveyId: survey.id,
    projectId: survey.projectId,
    surveyName: survey.name,
    state: move.to,
    previousState: move.from,
  };
  // A halt always says why (null: not field health, e.g. the panel); a field-health pause does too.
  if (type === 'survey.halted' || move.reason !== undefined) data.reason = move.reason ?? null;
  if (type === 'survey.launched') {
    await watchSurveyProgress(db, { surveyId: survey.id, accountId: move.accountId, now: move.at });
  }
  if (type === 'survey.completed' || type === 'survey.halted')
    await endSurveyProgress(db, survey.id);
  await emitWebhookEvent(db, {
    accountId: move.accountId,
    surveyId: survey.id,
    type,
    data,
    at: move.at,
  });
}
