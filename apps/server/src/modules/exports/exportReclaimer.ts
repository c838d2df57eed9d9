/**
 * Takes up exports whose writer stopped without a word (issue 34 §2, R13): a node killed with
 * kill -9, or a machine lost, leaves its running job with a heartbeat that no longer moves. Every
 * node with a job runner looks a few times per EXPORT_RECLAIM_AFTER_MS for jobs whose heartbeat is
 * older than that (the database's clock, one for every node), puts them back in the queue in one
 * statement and sends them to the queue again; whichever node's worker takes the job writes it
 * from the start. A node that stops gracefully hands its jobs back itself (exports.module.ts).
 */
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { EXPORT_INTERRUPTED_MESSAGE } from './exports.errors.ts';
import { reclaimStaleExportJobs, updateExportJob } from './exports.store.ts';

/**
 * Writers a job may have had before it is failed instead of taken up again: an export that stops
 * its node every time (the machine's memory killer) must end, not loop for ever.
 */
export const MAX_EXPORT_ATTEMPTS = 5;

export interface ExportReclaimer {
  /** One look (the timer's; tests call it too). */
  tick(): Promise<void>;
  stop(): void;
}

export function startExportReclaimer(
  ctx: { db: Executor; clock: Clock; log: Logger },
  opts: { afterMs: number; enqueue(exportId: string): Promise<void> },
): ExportReclaimer {
  let looking: Promise<void> | undefined;
  const look = async () => {
    for (const job of await reclaimStaleExportJobs(ctx.db, opts.afterMs)) {
      if (job.attempt >= MAX_EXPORT_ATTEMPTS) {
        ctx.log.error({ exportId: job.id, attempts: job.attempt }, 'raw-data export given up');
        await updateExportJob(ctx.db, job.id, {
          status: 'failed',
          error: EXPORT_INTERRUPTED_MESSAGE,
          finishedAt: ctx.clock(),
        });
        continue;
      }
      ctx.log.warn({ exportId: job.id, attempts: job.attempt }, 'raw-data export taken up again');
      await opts.enqueue(job.id);
    }
  };
  const tick = () => {
    looking ??= look()
      .catch((err: unknown) => ctx.log.error({ err }, 'raw-data export reclaim failed'))
      .finally(() => (looking = undefined));
    return looking;
  };
  const timer = setInterval(() => void tick(), Math.max(500, Math.floor(opts.afterMs / 3)));
  timer.unref();
  return { tick, stop: () => clearInterval(timer) };
}
