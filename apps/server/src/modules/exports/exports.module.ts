import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/appDeps.ts';
import { resolveServerSecret } from '../auth/jwtSecret.ts';
import { fileStorageSettings, openFileStore } from '../storage/storage.module.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import type { RawDataExportJob } from '@survey/domain/exports/rawDataContract';
import type { Viewer } from '../../platform/viewer.ts';
import { getRawDataExport, requestRawDataExport, type ExportsCtx } from './exports.service.ts';

/** The start request's schema, for another transport of the same service (the public API). */
export { StartExportInput } from './exports.schemas.ts';

/** Raw-data exports for another transport (the public API): the routes' services, on this app. */
export interface ExportsSurface {
  start(
    viewer: Viewer,
    input: Parameters<typeof requestRawDataExport>[2],
  ): Promise<RawDataExportJob>;
  get(viewer: Viewer, exportId: string): Promise<RawDataExportJob>;
}
import { registerExportRoutes } from './exports.routes.ts';
import { ExportWorker } from './exportWorker.ts';
import { findExportJob, requeueExportJob } from './exports.store.ts';
import { startExportReclaimer } from './exportReclaimer.ts';
import {
  failUnfinishedExport,
  RAW_DATA_QUEUE,
  RAW_DATA_SWEEP_CRON,
  RAW_DATA_SWEEP_QUEUE,
  runRawDataExport,
  sweepExportFiles,
  type ExportJobCtx,
} from './rawDataExport.job.ts';

/** A running export's heartbeat: six beats in the time after which it is taken up again. */
const heartbeatEvery = (reclaimAfterMs: number) => Math.max(100, Math.floor(reclaimAfterMs / 6));

/**
 * Raw-data exports: the routes, the queue whose jobs write the files (in the export worker
 * thread, exportWorker.ts), the reclaimer of exports whose node died (exportReclaimer.ts) and the
 * hourly sweep. With no job runner (some tests) a job runs on
 * this thread instead of through pg-boss.
 */
export async function registerExports(
  app: FastifyInstance,
  deps: AppDeps,
  live: LiveSurveys,
): Promise<ExportsSurface> {
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
    heartbeatMs: heartbeatEvery(deps.config.EXPORT_RECLAIM_AFTER_MS),
    wideRecords: deps.config.EXPORT_WIDE_RECORDS === 'on',
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
        heartbeatMs: jobCtx.heartbeatMs,
        wideRecords: jobCtx.wideRecords !== false,
        logLevel: deps.log.level,
      },
      deps.log,
    );
    // Set once the app is closing: a job the worker held is handed back, not failed.
    let stopping = false;
    const handling = new Set<Promise<void>>();
    await boss.createQueue(RAW_DATA_QUEUE);
    const send = async (exportId: string) => void (await boss.send(RAW_DATA_QUEUE, { exportId }));
    const worker = await boss.work<{ exportId: string }>(
      RAW_DATA_QUEUE,
      { pollingIntervalSeconds: 0.5 },
      async ([job]) => {
        if (!job) return;
        const { exportId } = job.data;
        const handled = timed(exportId, async () => {
          try {
            await thread.run(exportId);
          } catch (error) {
            if (stopping && (await requeueExportJob(db, exportId))) {
              // A restart is not the export's failure: another node writes it (R13).
              deps.log.info({ exportId }, 'raw-data export handed back: this node is stopping');
              await send(exportId);
              return;
            }
            deps.log.error({ err: error, exportId }, 'raw-data export failed');
            await failUnfinishedExport(jobCtx, exportId);
          }
        });
        handling.add(handled);
        await handled.finally(() => handling.delete(handled));
      },
    );
    await boss.createQueue(RAW_DATA_SWEEP_QUEUE);
    await boss.schedule(RAW_DATA_SWEEP_QUEUE, RAW_DATA_SWEEP_CRON, {}, { tz: 'UTC' });
    await boss.work(RAW_DATA_SWEEP_QUEUE, async () => {
      await sweepExportFiles(jobCtx);
    });
    enqueue = async (exportId) => {
      await send(exportId);
      // This process's worker fetches at once instead of at its next poll (up to 0.5 s later);
      // other instances' workers still poll.
      boss.notifyWorker(worker);
    };
    const reclaimer = startExportReclaimer(jobCtx, {
      afterMs: deps.config.EXPORT_RECLAIM_AFTER_MS,
      enqueue,
    });
    app.addHook('onClose', async () => {
      stopping = true;
      reclaimer.stop();
      // No new job is taken; the worker's jobs are stopped and handed back while the job runner
      // still runs (it stops after the app).
      await boss.offWork({ id: worker });
      await thread.stop();
      await Promise.allSettled(handling);
    });
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
  const ctx: ExportsCtx = {
    db,
    clock: deps.clock,
    analytics: deps.analytics,
    live,
    linkSecret,
    enqueue,
    files: jobCtx.files,
    storageCapBytes: deps.config.EXPORT_STORAGE_CAP_BYTES,
  };
  registerExportRoutes(app, ctx);
  return {
    start: (viewer, input) => requestRawDataExport(ctx, viewer, input),
    get: (viewer, exportId) => getRawDataExport(ctx, viewer, exportId),
  };
}
