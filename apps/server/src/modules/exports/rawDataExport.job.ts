/**
 * The job that writes a raw-data file. It first brings the survey's export rows up to date
 * (exportRows.ts: usually nothing to do, each complete stored its row), weighs the completes from
 * their stored raking categories, then reads the rows a page at a time in session-id order by
 * binary COPY (PostgreSQL streams them while a page is written), progress (rows_written) recorded a few
 * times a second. The file goes into the file store as it is written (every process reaches it).
 * A failure records a sentence for the user and deletes the partial file. The hourly sweep
 * deletes expired files.
 */
import type { Cell } from '@survey/domain/exports/rawDataLayout';
import type { Executor, Tx } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { FileStore } from '../../platform/fileStore.ts';
import { WIDE_CSV_RECORD_FORMAT } from '@survey/domain/exports/wideCsvRecord';
import {
  copyExportRows,
  copyWideRecords,
  type StoredExportRow,
  type StoredRecordRow,
} from '../respondent/respondent.queries.ts';
import { exportRowKey } from '../respondent/exportRows.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { exportPlan, type FilePart } from './exportPlan.ts';
import { emitWebhookEvent } from '../webhooks/webhookEvents.service.ts';
import { EXPORT_FAILED_MESSAGE } from './exports.errors.ts';
import {
  beatExportJob,
  claimExportJob,
  expiredFiles,
  findExportJob,
  ownedFileKeys,
  surveyDataRevision,
  takeSupersededFiles,
  updateExportAttempt,
  updateExportJob,
  type ExportAttempt,
} from './exports.store.ts';
import { weighing, type Weighing } from './exportWeighing.ts';
import { GZIP_SUFFIX, gzipWriter } from './gzipFile.ts';
import {
  extensionOf,
  openRawDataFile,
  type RawDataSink,
  type SinkComplete,
  type WeighedRecord,
} from './rawDataFile.ts';
import type { ExportJobRow } from './exports.store.ts';
import type { RawDataDimension, RawDataFormat } from '@survey/domain/exports/rawDataContract';

export const RAW_DATA_QUEUE = 'raw-data-export';
export const RAW_DATA_SWEEP_QUEUE = 'raw-data-export-sweep';
export const RAW_DATA_SWEEP_CRON = '23 * * * *';
/**
 * Completes handed to the writer per page (LONG: an eighth). A page's rows stay alive while it is
 * written (the COPY's next bytes wait in the socket meanwhile); with the reader's one cell array
 * per export, 250 and 1000 a page peaked alike (~270-285 MB RSS over a series of exports at 100k
 * completes, session 10 lab, pages then fetched from a cursor) and 1000 wrote wide files faster.
 */
export const EXPORT_PAGE_SIZE = 1000;
/** How often the job's progress (rows written) is recorded while it writes. */
export const PROGRESS_EVERY_MS = 250;

export interface ExportJobCtx {
  db: Executor;
  clock: Clock;
  log: Logger;
  live: LiveSurveys;
  /** Where files are written: `exports/{exportId}.csv|.sav` (filePath holds the key). */
  files: FileStore;
  linkTtlMs: number;
  /** How often a running job's writer beats its heartbeat (EXPORT_RECLAIM_AFTER_MS / 6). */
  heartbeatMs: number;
  /** Completes per page (tests use small pages to cross many page boundaries). */
  pageSize?: number;
  /**
   * false: wide CSVs encoded from the cells, never copied from the stored records
   * (EXPORT_WIDE_RECORDS=off). Unset: copied.
   */
  wideRecords?: boolean;
}

/** A page's cells with their weights, one complete at a time, all in the reader's one array. */
function* weighedCells(
  part: FilePart,
  page: readonly StoredExportRow[],
  weights: Weighing,
): Generator<readonly Cell[]> {
  const { reader, cellsOf } = part;
  for (const r of page) yield cellsOf(reader.read(r.cells, weights.weightOf(r)));
}

/**
 * A page's completes as stored wide CSV records with their weights (one object refilled for
 * each), or, for a row without a usable record, its cells as `weighedCells` gives them.
 */
function* weighedRecords(
  part: FilePart,
  page: readonly StoredRecordRow[],
  weights: Weighing,
): Generator<SinkComplete> {
  const { reader, cellsOf } = part;
  const out: WeighedRecord = { record: { bytes: Buffer.alloc(0), weightAt: 0 }, weight: 1 };
  for (const r of page) {
    const weight = weights.weightOf(r);
    if (r.record === null) yield cellsOf(reader.read(r.cells, weight));
    else {
      out.record = r.record;
      out.weight = weight;
      yield out;
    }
  }
}

/**
 * Which stored wide CSV record (wideCsvRecord.ts) a file is copied from: a wide CSV of one
 * survey, labels or codes; null for the others (a .sav, a long file, a file across markets,
 * whose columns are not the survey's own) which are encoded from the cells.
 */
export function storedRecordOf(job: {
  dimension: RawDataDimension;
  fileformat: RawDataFormat;
  allMarkets: boolean;
}): 'labels' | 'codes' | null {
  if (job.allMarkets || job.dimension !== 'WIDE') return null;
  if (job.fileformat === 'CSV_UNENCODED') return 'labels';
  return job.fileformat === 'CSV_ENCODED' ? 'codes' : null;
}

/**
 * In the export's snapshot: weighs the completes, then writes their rows a page at a time in
 * session-id order by binary COPY (the rows stream in while a page is written: the database and
 * this process overlap), progress recorded every PROGRESS_EVERY_MS.
 */
async function writeRows(
  ctx: ExportJobCtx,
  tx: Tx,
  job: {
    held: ExportAttempt;
    dimension: RawDataDimension;
    parts: readonly FilePart[];
    record: 'labels' | 'codes' | null;
  },
  sink: RawDataSink,
): Promise<{ written: number; weighedAt: number; dataRevision: number }> {
  // The first reads fix the snapshot: the revision names exactly the completes and exclusions
  // this file holds (a complete committed after it is not in the file, whatever its stamp). A
  // file across markets holds the sum of its markets' revisions (exports.service.ts).
  let dataRevision = 0;
  for (const part of job.parts) dataRevision += await surveyDataRevision(tx, part.live.surveyId);
  // Each survey is weighed to its own quotas (a market's weights have mean 1 in that market).
  const weights: Weighing[] = [];
  for (const part of job.parts) {
    weights.push(await weighing(tx, exportRowKey(part.live), part.live, ctx.log));
  }
  const weighedAt = performance.now();
  const rowsTotal = weights.reduce((sum, w) => sum + w.total, 0);
  await updateExportAttempt(ctx.db, job.held, { rowsTotal, dataRevision });
  // LONG rows multiply by the answered variables: smaller pages keep one page's rows small.
  const base = ctx.pageSize ?? EXPORT_PAGE_SIZE;
  const pageSize = job.dimension === 'LONG' ? Math.max(1, Math.floor(base / 8)) : base;
  const progress = { written: 0, reported: performance.now() };
  for (const [i, part] of job.parts.entries()) {
    const partWeights = weights[i];
    if (!partWeights) continue;
    const key = exportRowKey(part.live);
    const into = { held: job.held, part, weights: partWeights };
    if (job.record === null) {
      const rows = copyExportRows(tx, key, partWeights.pageKeys, pageSize);
      await writePart(ctx, rows, into, sink, progress, weighedCells);
    } else {
      const rows = copyWideRecords(
        tx,
        key,
        { pageKeys: partWeights.pageKeys, pageSize },
        { which: job.record, format: WIDE_CSV_RECORD_FORMAT },
      );
      await writePart(ctx, rows, into, sink, progress, weighedRecords);
    }
  }
  return { written: progress.written, weighedAt, dataRevision };
}

/** One survey's rows as the COPY hands them out, a page at a time. */
async function writePart<Row>(
  ctx: ExportJobCtx,
  rows: AsyncIterable<Row[]>,
  job: { held: ExportAttempt; part: FilePart; weights: Weighing },
  sink: RawDataSink,
  progress: { written: number; reported: number },
  completes: (part: FilePart, page: readonly Row[], weights: Weighing) => Iterable<SinkComplete>,
): Promise<void> {
  const { part, weights } = job;
  for await (const page of rows) {
    await sink.write(completes(part, page, weights));
    progress.written += page.length;
    if (performance.now() - progress.reported >= PROGRESS_EVERY_MS) {
      await updateExportAttempt(ctx.db, job.held, { rowsWritten: progress.written });
      progress.reported = performance.now();
    }
  }
}

/** Where raw-data files are in the file store. */
export const EXPORTS_PREFIX = 'exports/';
/**
 * Each attempt writes its own key (`exports/{id}-{attempt}.csv`): a writer the job was taken from
 * never replaces the file of the one that took it.
 */
const keyOf = (job: ExportAttempt & { fileformat: RawDataFormat }) =>
  `${EXPORTS_PREFIX}${job.id}-${job.attempt}.${extensionOf(job.fileformat)}${GZIP_SUFFIX}`;

/** Records the job as failed (the user reads `error`) and deletes its partial file. */
async function failExport(
  ctx: Pick<ExportJobCtx, 'db' | 'clock' | 'files'>,
  job: ExportAttempt & { fileformat: RawDataFormat },
  error = EXPORT_FAILED_MESSAGE,
): Promise<void> {
  await ctx.files.remove(keyOf(job));
  await updateExportAttempt(ctx.db, job, {
    status: 'failed',
    error,
    filePath: null,
    finishedAt: ctx.clock(),
  });
}

/**
 * Fails a job whose writer stopped before it could record an outcome (the export worker ran out
 * of memory or crashed; not a node stopping, which hands its jobs back); a job no longer running
 * is left alone.
 */
export async function failUnfinishedExport(
  ctx: Pick<ExportJobCtx, 'db' | 'clock' | 'files'>,
  exportId: string,
  error = EXPORT_FAILED_MESSAGE,
): Promise<void> {
  const job = await findExportJob(ctx.db, exportId);
  if (job && job.status === 'running') await failExport(ctx, job, error);
}

/**
 * Writes the export's file. The job is taken up only while queued (a retried or duplicate
 * delivery of a job another writer has, or one that ended, is left alone); while it runs its
 * heartbeat says this writer is alive (reclaimExports.ts takes it up again when it stops).
 */
export async function runRawDataExport(ctx: ExportJobCtx, exportId: string): Promise<void> {
  const job = await claimExportJob(ctx.db, exportId);
  if (!job) return;
  const held: ExportAttempt = { id: job.id, attempt: job.attempt };
  const heartbeat = setInterval(() => {
    beatExportJob(ctx.db, held).catch((err: unknown) =>
      ctx.log.warn({ err, exportId }, 'raw-data export heartbeat failed'),
    );
  }, ctx.heartbeatMs);
  heartbeat.unref();
  try {
    await writeExport(ctx, job, held);
  } finally {
    clearInterval(heartbeat);
  }
}

async function writeExport(ctx: ExportJobCtx, job: ExportJobRow, held: ExportAttempt) {
  const exportId = job.id;
  const file = keyOf(job);
  let sink: RawDataSink | undefined;
  try {
    const began = performance.now();
    const plan = await exportPlan(ctx, job);
    const { caughtUp, parts } = plan;
    const caughtUpAt = performance.now();
    // Stored gzipped (gzipFile.ts); `bytes` below is the file's own size, not the stored one.
    const opened = await openRawDataFile(
      gzipWriter(ctx.files.create(file)),
      plan.columns,
      job,
      ctx.clock(),
    );
    sink = opened;
    const { written, weighedAt, dataRevision } = await ctx.db.transaction(
      (tx) =>
        writeRows(
          ctx,
          tx,
          {
            held,
            dimension: job.dimension,
            parts,
            record: ctx.wideRecords === false ? null : storedRecordOf(job),
          },
          opened,
        ),
      // One snapshot for the weights and every page (read only, a few seconds at most).
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const bytes = await sink.close();
    sink = undefined;
    const ms = (from: number, to: number) => Math.round(to - from);
    const mb = (n: number) => Math.round(n / 2 ** 20);
    const memory = process.memoryUsage();
    ctx.log.info(
      {
        exportId,
        rows: written,
        bytes,
        caughtUp,
        catchUpMs: ms(began, caughtUpAt),
        weightsMs: ms(caughtUpAt, weighedAt),
        writeMs: ms(weighedAt, performance.now()),
        // Where the process's memory is once a file is written (exports are its largest user).
        rssMb: mb(memory.rss),
        heapTotalMb: mb(memory.heapTotal),
        heapUsedMb: mb(memory.heapUsed),
        externalMb: mb(memory.external),
      },
      'raw-data export written',
    );
    const now = ctx.clock();
    const expiresAt = new Date(now.getTime() + ctx.linkTtlMs);
    // Done and its `export.ready` webhook event commit together (the webhooks outbox).
    const recorded = await ctx.db.transaction(async (tx) => {
      const done = await updateExportAttempt(tx, held, {
        status: 'done',
        rowsWritten: written,
        rowsTotal: written,
        filePath: file,
        fileBytes: bytes,
        finishedAt: now,
        expiresAt,
      });
      if (done) await emitExportReady(tx, job, { rows: written, at: now, expiresAt });
      return done;
    });
    // Taken up by another writer meanwhile (this node was thought dead): its file counts.
    if (!recorded) await ctx.files.remove(file);
    else await removeSuperseded(ctx, { ...job, dataRevision });
  } catch (error) {
    ctx.log.error({ err: error, exportId }, 'raw-data export failed');
    await sink?.abort().catch(() => undefined);
    await failExport(ctx, { ...held, fileformat: job.fileformat });
  }
}

/** The `export.ready` webhook event of a written file: what it is, never a link to it. */
function emitExportReady(
  tx: Executor,
  job: ExportJobRow,
  done: { rows: number; at: Date; expiresAt: Date },
): Promise<string> {
  return emitWebhookEvent(tx, {
    accountId: job.accountId,
    surveyId: job.surveyId,
    type: 'export.ready',
    data: {
      exportId: job.id,
      surveyId: job.surveyId,
      format: job.fileformat,
      layout: job.dimension,
      weighted: job.weighted,
      rows: done.rows,
      expiresAt: done.expiresAt.toISOString(),
    },
    at: done.at,
  });
}

/** The variant's files of older data go once a newer one is done (one file per variant is kept). */
async function removeSuperseded(
  ctx: ExportJobCtx,
  job: ExportJobRow & { dataRevision: number },
): Promise<void> {
  for (const key of await takeSupersededFiles(ctx.db, job)) {
    await ctx.files.remove(key).catch((err: unknown) => {
      // Unowned now: the hourly sweep removes it.
      ctx.log.warn({ err, key }, 'superseded raw-data file not removed');
    });
  }
}

/**
 * Deletes files whose link expired, and files no job names any more (the survey was deleted, a
 * superseded file whose removal failed, a writer's file the job was taken from) once they are
 * older than a link lives. Also the store's writes left unfinished that long (a process
 * that died mid-write, whatever it was writing): this is the store's one scheduled sweep.
 */
export async function sweepExportFiles(
  ctx: Pick<ExportJobCtx, 'db' | 'clock' | 'files' | 'linkTtlMs'>,
): Promise<number> {
  const now = ctx.clock();
  let removed = 0;
  for (const f of await expiredFiles(ctx.db, now)) {
    await ctx.files.remove(f.filePath);
    await updateExportJob(ctx.db, f.id, { filePath: null });
    removed++;
  }
  const stored = await ctx.files.list(EXPORTS_PREFIX);
  const owned = await ownedFileKeys(
    ctx.db,
    stored.map((f) => f.key),
  );
  const before = now.getTime() - ctx.linkTtlMs;
  for (const f of stored) {
    if (owned.has(f.key) || f.createdAt.getTime() > before) continue;
    await ctx.files.remove(f.key);
    removed++;
  }
  await ctx.files.sweepAbandoned(new Date(before));
  return removed;
}
