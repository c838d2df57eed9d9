import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { PanelTraffic, type PanelTrafficDeps } from './traffic.service.ts';
import { TRAFFIC_TICK_MS } from './trafficPlan.ts';
import { runDropIdleSessions } from '../respondent/dropIdle.job.ts';

/** Queue of the simulated panel's ticks. */
export const PANEL_TRAFFIC_QUEUE = 'panel-traffic';
/** Every minute, a tick is queued in case the chain of ticks broke (a crash, a failed send). */
export const PANEL_TRAFFIC_CRON = '* * * * *';
/** The one key of the queue's jobs: with the 'stately' policy one tick is queued and one runs. */
const SINGLETON = 'panel-traffic';

/**
 * Runs the simulated panel on pg-boss. Each tick queues the next one TRAFFIC_TICK_MS later
 * (pg-boss's cron goes no finer than a minute). The queue is 'stately' with one singleton key, so
 * across every process at most one tick runs at a time and one waits: two servers never double
 * the rate. Each tick first drops the abandoned sessions: the simulated members' timeout is
 * seconds long at a high PANEL_RATE, and the minute's idle-session job would leave their places
 * held for up to a minute more. Returns the traffic so the app can stop its walking members on
 * close.
 */
export async function startPanelTraffic(
  boss: PgBoss,
  deps: PanelTrafficDeps & {
    log: Logger;
    /** The idle-session sweep's own database handle, clock and rule (dropIdle.ts). */
    sweep: { db: Db; clock: Clock; abandonment: AbandonmentSettings };
  },
): Promise<{ traffic: PanelTraffic; stop(): Promise<void> }> {
  const traffic = new PanelTraffic(deps);
  const seconds = Math.max(1, Math.round((deps.tickMs ?? TRAFFIC_TICK_MS) / 1000));
  const queueNext = (startAfter: number) =>
    boss.send(PANEL_TRAFFIC_QUEUE, {}, { singletonKey: SINGLETON, startAfter });
  await boss.createQueue(PANEL_TRAFFIC_QUEUE, { name: PANEL_TRAFFIC_QUEUE, policy: 'stately' });
  await boss.schedule(
    PANEL_TRAFFIC_QUEUE,
    PANEL_TRAFFIC_CRON,
    {},
    {
      tz: 'UTC',
      singletonKey: SINGLETON,
    },
  );
  let stopped = false;
  await boss.work(PANEL_TRAFFIC_QUEUE, { pollingIntervalSeconds: 1 }, async () => {
    if (stopped) return;
    try {
      await runDropIdleSessions({ ...deps.sweep, log: deps.log });
      await traffic.tick();
    } finally {
      if (!stopped) await queueNext(seconds);
    }
  });
  await queueNext(0);
  return {
    traffic,
    async stop() {
      stopped = true;
      await boss.offWork(PANEL_TRAFFIC_QUEUE);
      await traffic.stop();
    },
  };
}
