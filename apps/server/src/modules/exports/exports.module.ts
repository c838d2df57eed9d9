import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/appDeps.ts';
import { resolveServerSecret } from '../auth/jwtSecret.ts';
import { fileStorageSettings, openFileStore } from '../storage/storage.module.ts';
import type { LiveSurveys } from '../respondent/liveSurveys.ts';
import type { ExportsCtx } from './exports.service.ts';
import { registerExportRoutes } from './exports.routes.ts';
import { ExportWorker } from './exportWorker.ts';
import { findExportJob } from './exports.store.ts';
import {
  failUnfinishedExport,
  RAW_DATA_QUEUE,
  RAW_DATA_SWEEP_CRON,
  RAW_DATA_SWEEP_QUEUE,
  runRawDataExport,
  sweepExportFiles,
  type ExportJobCtx,
} from './rawDataExport.job.ts';

/**
 * Raw-data exports: the routes, the queue whose jobs write the files (in the export worker
 * thread, exportWorker.ts) and the hourly sweep. With no job runner (some tests) a job runs on
 * this thread instead of through pg-boss.
 */
export async function registerExports(
  app: FastifyInstance,
  deps: AppDeps,
  live: LiveSurveys,
): Promise<void> {
  const db = deps.database.db;
  const linkSecret = await resolveServerSecret(
    'export-link',
    deps.config.EXPORT_LINK_SECRET,
    db,
    deps.log,
    'EXPORT_LINK_SECRET',
  );
  const jobCtx: ExportJobCtx = {
    db,
    clock: deps.clock,
    log: deps.log,
    live,
    files: openFileStore(deps.config, db),
    linkTtlMs: deps.config.RAW_DATA_LINK_TTL_MS,
  };
  const durations = deps.observability.metrics.exportDuration;
  /** The export's duration by its format and outcome, once its job recorded one. */
  const timed = async (exportId: string, write: () => Promise<void>) => {
    const began = performance.now();
    try {
      await write();
    } finally {
      const job = await findExportJob(db, exportId);
      if (job && (job.status === 'done' || job.status === 'failed')) {
        const labels = { format: job.fileformat, outcome: job.status };
        durations.observe(labels, (performance.now() - began) / 1000);
      }
    }
  };
  const jobs = deps.jobs;
  let enqueue: ExportsCtx['enqueue'];
  if (jobs) {
    const { boss } = jobs;
    const thread = new ExportWorker(
      {
        databaseUrl: jobs.databaseUrl,
        fileStorage: fileStorageSettings(deps.config),
        linkTtlMs: jobCtx.linkTtlMs,
        logLevel: deps.log.level,
      },
      deps.log,
    );
    app.addHook('onClose', () => thread.stop());
    await boss.createQueue(RAW_DATA_QUEUE);
    const worker = await boss.work<{ exportId: string }>(
      RAW_DATA_QUEUE,
      { pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (!job) return;
        const { exportId } = job.data;
        await timed(exportId, async () => {
          try {
            await thread.run(exportId);
          } catch (error) {
            deps.log.error({ err: error, exportId }, 'raw-data export failed');
            await failUnfinishedExport(jobCtx, exportId);
          }
        });
      },
    );
    await boss.createQueue(RAW_DATA_SWEEP_QUEUE);
    await boss.schedule(RAW_DATA_SWEEP_QUEUE, RAW_DATA_SWEEP_CRON, {}, { tz: 'UTC' });
    await boss.work(RAW_DATA_SWEEP_QUEUE, async () => {
      await sweepExportFiles(jobCtx);
    });
    enqueue = async (exportId) => {
      await boss.send(RAW_DATA_QUEUE, { exportId });
      // This process's worker fetches at once instead of at its next poll (up to 0.5 s later);
      // other instances' workers still poll.
      boss.notifyWorker(worker);
    };
  } else {
    const running = new Set<Promise<void>>();
    app.addHook('onClose', () => Promise.all(running));
    enqueue = async (exportId) => {
      const run = timed(exportId, () => runRawDataExport(jobCtx, exportId)).finally(() =>
        running.delete(run),
      );
      running.add(run);
    };
  }
  registerExportRoutes(app, {
    db,
    clock: deps.clock,
    analytics: deps.analytics,
    live,
    linkSecret,
    enqueue,
    files: jobCtx.files,
  });
}
