/**
 * The export worker thread's entry (`exportWorker.ts` starts it): writes raw-data files with its
 * own database pool and its own V8 heap. Messages in: `{ exportId }`; out: `{ exportId }` once
 * that job has recorded its outcome (done or failed: `runRawDataExport` records both), or
 * `{ exportId, error }` when it could not.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pino from 'pino';
import { openDatabase } from '../../db/database.ts';
import { systemClock } from '../../lib/clock.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { isRequestId, requestIdMixin, runInContext } from '../../platform/requestContext.ts';
import { openFileStore } from '../storage/storage.module.ts';
import type {
  ExportWorkerAnswer,
  ExportWorkerData,
  ExportWorkerJob,
  ExportWorkerLog,
} from './exportWorker.ts';
import { runRawDataExport, type ExportJobCtx } from './rawDataExport.job.ts';

const port = parentPort;
if (!port) throw new Error('rawDataExport.worker.ts runs as a worker thread only');
const data = workerData as ExportWorkerData;
// Lines go to the server's logger (ExportWorker relays them), carrying the export's request id.
const log = pino(
  { level: data.logLevel, base: { thread: 'exports' }, mixin: requestIdMixin },
  { write: (line: string) => port.postMessage({ line } satisfies ExportWorkerLog) },
);
// One job at a time: a connection for the export's snapshot, one for progress, catch-up and the
// file's chunks.
const database = openDatabase(data.databaseUrl, log, 2);
const ctx: ExportJobCtx = {
  db: database.db,
  clock: systemClock,
  log,
  live: new LiveSurveys(database.db),
  files: openFileStore(data.fileStorage, database.db),
  linkTtlMs: data.linkTtlMs,
  heartbeatMs: data.heartbeatMs,
  wideRecords: data.wideRecords !== false,
};

port.on('message', ({ exportId, requestId }: ExportWorkerJob) => {
  const context = { requestId: isRequestId(requestId) ? requestId : undefined };
  runInContext(context, () => runRawDataExport(ctx, exportId)).then(
    () => port.postMessage({ exportId } satisfies ExportWorkerAnswer),
    (error: unknown) => {
      log.error({ err: error, exportId }, 'raw-data export could not record its outcome');
      const message = error instanceof Error ? error.message : String(error);
      port.postMessage({ exportId, error: message } satisfies ExportWorkerAnswer);
    },
  );
});
