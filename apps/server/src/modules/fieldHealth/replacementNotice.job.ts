import type PgBoss from 'pg-boss';
import { sendReplacementNotices, type ReplacementNoticeCtx } from './replacementNotice.service.ts';

/** Queue of the round that tells accounts about surveys completed with replacements. */
export const REPLACEMENT_NOTICE_QUEUE = 'replacement-notices';
/** Every minute (UTC): a survey's notice follows its completion within about a minute. */
export const REPLACEMENT_NOTICE_CRON = '* * * * *';

/**
 * Creates, schedules and works the queue. Needs the mailer, so the module sets it up when the app
 * is composed (as the field-health round), whether or not field health itself is on.
 */
export async function startReplacementNoticeJob(
  boss: PgBoss,
  ctx: ReplacementNoticeCtx,
): Promise<void> {
  await boss.createQueue(REPLACEMENT_NOTICE_QUEUE);
  await boss.schedule(REPLACEMENT_NOTICE_QUEUE, REPLACEMENT_NOTICE_CRON, {}, { tz: 'UTC' });
  await boss.work(REPLACEMENT_NOTICE_QUEUE, async () => {
    await sendReplacementNotices(ctx);
  });
}
