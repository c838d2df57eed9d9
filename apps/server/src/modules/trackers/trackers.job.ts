import type PgBoss from 'pg-boss';
import { runWaveRound, type WaveRoundCtx } from './waveRound.service.ts';

/** Queue of the trackers' round: make the waves that are due, buy those whose date has come. */
export const TRACKER_WAVES_QUEUE = 'tracker-waves';
/** Every minute (UTC): a wave launches within a minute of local midnight of its date. */
export const TRACKER_WAVES_CRON = '* * * * *';

/** Needs the mailer and the panel, so the module starts it when the app is composed. */
export async function startTrackerWavesJob(boss: PgBoss, ctx: WaveRoundCtx): Promise<void> {
  await boss.createQueue(TRACKER_WAVES_QUEUE);
  await boss.schedule(TRACKER_WAVES_QUEUE, TRACKER_WAVES_CRON, {}, { tz: 'UTC' });
  await boss.work(TRACKER_WAVES_QUEUE, async () => {
    await runWaveRound(ctx);
  });
}
