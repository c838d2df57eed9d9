/**
 * Runs raw-data export jobs in a worker thread. An export of 100k completes is seconds of CPU and
 * a few hundred MB of short-lived garbage: on the request thread it delayed every other request
 * by a page's work at a time, and the server's heap (sized by V8 from the server's own live data,
 * results indexes included) grew by the export's garbage before collecting it. The worker has its
 * own heap, sized from an export's small live set, and its own database pool; it is started at the
 * first export and stopped after a quiet minute. A worker that dies (out of memory, a crash)
 * fails the jobs it held, like any failed export.
 */
import { Worker } from 'node:worker_threads';
import pino from 'pino';
import type { Logger } from '../../lib/logger.ts';
import { currentRequestId } from '../../platform/requestContext.ts';
import { workerScript } from '../../platform/workerScript.ts';
import type { FileStorageSettings } from '../storage/storage.module.ts';

export interface ExportWorkerData {
  databaseUrl: string;
  /** Which file store the worker writes into (it opens its own over its own pool). */
  fileStorage: FileStorageSettings;
  linkTtlMs: number;
  /** How often a running job's heartbeat is beaten. */
  heartbeatMs: number;
  /** Wide CSVs copied from the stored records (EXPORT_WIDE_RECORDS); unset: copied. */
  wideRecords?: boolean;
  logLevel: string;
}

/** Stopped after this long without a job (its memory goes back). */
const IDLE_MS = 60_000;
/**
 * The worker's old generation: room for an export's pages many times over; a job that needed
 * more would fail (the worker exits), not take the server down.
 */
const MAX_OLD_GENERATION_MB = 192;

/** A job for the worker. */
export interface ExportWorkerJob {
  exportId: string;
  requestId?: string;
}

/** A log line the worker wrote (pino's JSON), for the server's logger. */
export interface ExportWorkerLog {
  line: string;
}

/** The worker's answer for a job: recorded its outcome, or failed before it could (`error`). */
export interface ExportWorkerAnswer {
  exportId: string;
  error?: string;
}

interface Pending {
  resolve(): void;
  reject(error: Error): void;
}

interface Running {
  worker: Worker;
  /** The jobs this worker holds (each worker its own: one stopping never fails another's). */
  pending: Map<string, Pending>;
}

export class ExportWorker {
  private running: Running | undefined;
  private idle: NodeJS.Timeout | undefined;

  constructor(
    private readonly data: ExportWorkerData,
    private readonly log: Logger,
  ) {}

  /**
   * Writes the export's file in the worker. Rejects when the job could not record its outcome
   * (the database unreachable, the worker stopped): the caller then fails the job.
   */
  run(exportId: string): Promise<void> {
    clearTimeout(this.idle);
    const running = this.running ?? this.start();
    return new Promise<void>((resolve, reject) => {
      running.pending.set(exportId, { resolve, reject });
      // The id of the request that started the export: the worker's log lines carry it too.
      const message: ExportWorkerJob = { exportId, requestId: currentRequestId() };
      running.worker.postMessage(message);
    });
  }

  /** Stops the worker; jobs it still held are rejected. */
  async stop(): Promise<void> {
    clearTimeout(this.idle);
    const running = this.running;
    this.running = undefined;
    await running?.worker.terminate();
  }

  /**
   * Writes a worker's line through the server's logger: one destination and level for every
   * line, the worker's own fields (its thread, the request id of the export) kept.
   */
  private relay(line: string): void {
    const {
      level,
      msg,
      time: _time,
      pid: _pid,
      hostname: _host,
      ...fields
    } = JSON.parse(line) as {
      level: number;
      msg?: string;
      time?: number;
      pid?: number;
      hostname?: string;
    };
    const label = (pino.levels.labels[level] ?? 'info') as 'info';
    this.log[label](fields, msg);
  }

  private start(): Running {
    const { script, eval: isEval } = workerScript(
      new URL('./rawDataExport.worker.ts', import.meta.url),
      'exportWorker',
    );
    const worker = new Worker(script, {
      eval: isEval,
      workerData: this.data,
      resourceLimits: { maxOldGenerationSizeMb: MAX_OLD_GENERATION_MB },
    });
    const running: Running = { worker, pending: new Map() };
    worker.on('message', (message: ExportWorkerAnswer | ExportWorkerLog) => {
      if ('line' in message) {
        this.relay(message.line);
        return;
      }
      const pending = running.pending.get(message.exportId);
      running.pending.delete(message.exportId);
      if (message.error === undefined) pending?.resolve();
      else pending?.reject(new Error(`the export worker could not run the job: ${message.error}`));
      if (running.pending.size === 0 && this.running === running) {
        this.idle = setTimeout(() => void this.stop(), IDLE_MS).unref();
      }
    });
    worker.on('error', (error) => this.log.error({ err: error }, 'export worker failed'));
    worker.on('exit', (code) => {
      if (this.running === running) this.running = undefined;
      const stopped = new Error(`the export worker exited (code ${code})`);
      for (const p of running.pending.values()) p.reject(stopped);
      running.pending.clear();
    });
    this.running = running;
    return running;
  }
}
