/**
 * The job that writes a raw-data file. It first brings the survey's export rows up to date
 * (exportRows.ts: usually nothing to do, each complete stored its row), weighs the completes from
 * their stored raking categories, then reads the rows a page at a time in session-id order, each
 * page written while the next is read, progress (rows_written) recorded after every page. A
 * failure records a sentence for the user and deletes the partial file. The hourly sweep deletes
 * expired files.
 */
import { mkdir, readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { exportRowCategories, exportRowCells } from '@survey/domain/exports/exportRow';
import { rawDataLayout } from '@survey/domain/exports/rawDataLayout';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { quotaMargins } from '@survey/domain/exports/quotaMargins';
import { rakeWeights } from '@survey/domain/exports/weights';
import {
  completesStamp,
  exportCategoriesPage,
  exportCellsPage,
  type ExportRowKey,
} from '../respondent/exportCompletes.store.ts';
import { catchUpExportRows, exportRowKey } from '../respondent/exportRows.ts';
import type { LiveSurvey, LiveSurveys } from '../respondent/liveSurveys.ts';
import { EXPORT_FAILED_MESSAGE } from './exports.errors.ts';
import { existingJobIds, expiredFiles, findExportJob, updateExportJob } from './exports.store.ts';
import { extensionOf, openRawDataFile, type RawDataSink } from './rawDataFile.ts';

export const RAW_DATA_QUEUE = 'raw-data-export';
export const RAW_DATA_SWEEP_QUEUE = 'raw-data-export-sweep';
export const RAW_DATA_SWEEP_CRON = '23 * * * *';
/** Completes read per page: large enough to amortise the query, small enough to stay light. */
export const EXPORT_PAGE_SIZE = 2000;
/** Raking categories read per page (a few bytes each). */
const CATEGORIES_PAGE_SIZE = 20_000;

export interface ExportJobCtx {
  db: Executor;
  clock: Clock;
  log: Logger;
  live: LiveSurveys;
  /** DATA_DIR/exports */
  dir: string;
  linkTtlMs: number;
  /** Completes per page (tests use small pages to cross many page boundaries). */
  pageSize?: number;
}

async function removeQuietly(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * The first pass: every complete's stored raking categories, raked to the quota targets. Weight
 * by session id; null when the survey has no quotas (everyone weighs 1). Completes that arrive
 * after this pass are left out of the file, so weights and rows describe one sample.
 */
async function rakedWeights(
  ctx: ExportJobCtx,
  key: ExportRowKey,
  live: LiveSurvey,
): Promise<Map<string, number> | null> {
  const quotas = quotaMargins(live.published);
  if (quotas.margins.length === 0) return null;
  const ids: string[] = [];
  const categories: (string | null)[][] = [];
  let after: string | null = null;
  for (;;) {
    const page = await exportCategoriesPage(ctx.db, key, after, CATEGORIES_PAGE_SIZE);
    for (const c of page) {
      ids.push(c.sessionId);
      categories.push(exportRowCategories(c.categories, quotas.margins.length));
    }
    after = page[page.length - 1]?.sessionId ?? after;
    if (page.length < CATEGORIES_PAGE_SIZE) break;
  }
  const raked = rakeWeights(quotas.margins, categories);
  ctx.log.info(
    {
      surveyId: key.surveyId,
      completes: ids.length,
      converged: raked.converged,
      maxDeviation: raked.maxDeviation,
      efficiency: raked.efficiency,
    },
    'raw-data export weights',
  );
  return new Map(ids.map((id, i) => [id, raked.weights[i] ?? 1]));
}

/** Writes the export's file; a job already done or failed is left alone (a retried delivery). */
export async function runRawDataExport(ctx: ExportJobCtx, exportId: string): Promise<void> {
  const job = await findExportJob(ctx.db, exportId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const file = path.join(ctx.dir, `${job.id}.${extensionOf(job.fileformat)}`);
  let sink: RawDataSink | undefined;
  try {
    const live = await ctx.live.current(job.surveyId);
    if (!live) throw new Error(`survey ${job.surveyId} has no published version`);
    await updateExportJob(ctx.db, job.id, { status: 'running', rowsWritten: 0 });
    const began = performance.now();
    const caughtUp = await catchUpExportRows(ctx.db, live);
    const caughtUpAt = performance.now();
    const key = exportRowKey(live);
    const weights = await rakedWeights(ctx, key, live);
    const weighedAt = performance.now();
    const count = weights?.size ?? (await completesStamp(ctx.db, job.surveyId)).count;
    await updateExportJob(ctx.db, job.id, { rowsTotal: count });
    const layout = rawDataLayout(live.published);
    await mkdir(ctx.dir, { recursive: true });
    sink = await openRawDataFile(file, layout, job.dimension, job.fileformat, ctx.clock());
    let written = 0;
    // LONG rows multiply by the answered variables: smaller pages keep the rows of one page small.
    const base = ctx.pageSize ?? EXPORT_PAGE_SIZE;
    const pageSize = job.dimension === 'LONG' ? Math.max(1, Math.floor(base / 8)) : base;
    const read = (after: string | null) => {
      const page = exportCellsPage(ctx.db, key, after, pageSize);
      // Awaited below; should writing fail first, its rejection must not go unhandled.
      page.catch(() => undefined);
      return page;
    };
    // The next page is read while this one is written: the database and this process overlap.
    let next: ReturnType<typeof read> | null = read(null);
    while (next) {
      const page: Awaited<ReturnType<typeof read>> = await next;
      const last = page[page.length - 1];
      next = page.length === pageSize && last ? read(last.sessionId) : null;
      if (page.length === 0) break;
      const rows = [];
      for (const r of page) {
        const weight = weights ? weights.get(r.sessionId) : 1;
        if (weight !== undefined) rows.push(exportRowCells(layout, r.cells, weight));
      }
      await sink.write(rows);
      written += rows.length;
      await updateExportJob(ctx.db, job.id, { rowsWritten: written });
    }
    await sink.close();
    sink = undefined;
    const ms = (from: number, to: number) => Math.round(to - from);
    ctx.log.info(
      {
        exportId,
        rows: written,
        caughtUp,
        catchUpMs: ms(began, caughtUpAt),
        weightsMs: ms(caughtUpAt, weighedAt),
        writeMs: ms(weighedAt, performance.now()),
      },
      'raw-data export written',
    );
    const now = ctx.clock();
    await updateExportJob(ctx.db, job.id, {
      status: 'done',
      rowsWritten: written,
      rowsTotal: written,
      filePath: file,
      finishedAt: now,
      expiresAt: new Date(now.getTime() + ctx.linkTtlMs),
    });
  } catch (error) {
    ctx.log.error({ err: error, exportId }, 'raw-data export failed');
    await sink?.abort().catch(() => undefined);
    await removeQuietly(file);
    await updateExportJob(ctx.db, job.id, {
      status: 'failed',
      error: EXPORT_FAILED_MESSAGE,
      filePath: null,
      finishedAt: ctx.clock(),
    });
  }
}

/**
 * Deletes files whose link expired, and files no job owns any more (the survey was deleted) once
 * they are older than a link lives.
 */
export async function sweepExportFiles(
  ctx: Pick<ExportJobCtx, 'db' | 'clock' | 'dir' | 'linkTtlMs'>,
): Promise<number> {
  const now = ctx.clock();
  let removed = 0;
  for (const f of await expiredFiles(ctx.db, now)) {
    await removeQuietly(f.filePath);
    await updateExportJob(ctx.db, f.id, { filePath: null });
    removed++;
  }
  let names: string[];
  try {
    names = await readdir(ctx.dir);
  } catch {
    return removed;
  }
  const ids = names.map((n) => n.replace(/\.[^.]*$/, ''));
  const owned = await existingJobIds(ctx.db, ids);
  for (const [i, name] of names.entries()) {
    if (owned.has(ids[i] ?? '')) continue;
    const file = path.join(ctx.dir, name);
    const info = await stat(file);
    if (info.isFile() && now.getTime() - info.mtimeMs > ctx.linkTtlMs) {
      await removeQuietly(file);
      removed++;
    }
  }
  return removed;
}
