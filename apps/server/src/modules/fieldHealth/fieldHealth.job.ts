import type PgBoss from 'pg-boss';
import { checkFieldHealth, type FieldHealthJobCtx } from './fieldHealth.service.ts';

/** Queue of the field-health round over live and paused surveys. */
export const FIELD_HEALTH_QUEUE = 'field-health';
/** Every minute (UTC): pg-boss's cron runs one job per minute across every process. */
export const FIELD_HEALTH_CRON = '* * * * *';

/**
 * Creates, schedules and works the queue. Needs the mailer and the respondent side's live-survey
 * view, so the module sets it up when the app is composed rather than in app/jobs.ts.
 */
export async function startFieldHealthJob(boss: PgBoss, ctx: FieldHealthJobCtx): Promise<void> {
  await boss.createQueue(FIELD_HEALTH_QUEUE);
  await boss.schedule(FIELD_HEALTH_QUEUE, FIELD_HEALTH_CRON, {}, { tz: 'UTC' });
  await boss.work(FIELD_HEALTH_QUEUE, async () => {
    await checkFieldHealth(ctx);
  });
}
