/**
 * Raw-data export use cases: start (or reuse) a job, follow it, and resolve a signed download.
 * The file itself is written by `rawDataExport.job.ts`.
 */
import type {
  RawDataDimension,
  RawDataExportJob,
  RawDataFormat,
  RawDataMarkets,
} from '@survey/domain/exports/rawDataContract';
import type { Executor } from '../../db/database.ts';
import { trackExportRequest } from './exportEvents.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { FileStore } from '../../platform/fileStore.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { projectBySurveyId } from '../projects/projects.service.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import {
  badLinkSignature,
  exportStorageFull,
  linkExpired,
  notMultiMarketExport,
  surveyNotPublished,
} from './exports.errors.ts';
import { exportMarketsOf } from './exportMarkets.ts';
import {
  findExportJob,
  insertExportJob,
  latestLiveJob,
  storedExportBytes,
  surveyDataRevision,
  type ExportJobRow,
  type ExportVariant,
} from './exports.store.ts';
import { exportLink, verifyExportLink } from './exportLinks.ts';
import { contentTypeOf, extensionOf } from './rawDataFile.ts';
import { fileNameStem } from '@survey/domain/exports/fileNames';

export interface ExportsCtx extends Tracking {
  db: Executor;
  clock: Clock;
  live: LiveSurveys;
  /** Key of the download links' HMAC. */
  linkSecret: Uint8Array;
  /** Queues the job that writes the file. */
  enqueue(exportId: string): Promise<void>;
  /** Where the written files are (any process's). */
  files: FileStore;
  /** Bytes of files an account may keep stored (EXPORT_STORAGE_CAP_BYTES). */
  storageCapBytes: number;
}

/** The job as the dialog reads it (rawDataContract.ts). */
export function presentJob(
  ctx: Pick<ExportsCtx, 'linkSecret'>,
  job: ExportJobRow,
): RawDataExportJob {
  const done = job.status === 'done' && job.filePath !== null && job.expiresAt !== null;
  const percent =
    job.status === 'done'
      ? 100
      : job.rowsTotal
        ? Math.min(99, Math.floor((job.rowsWritten / job.rowsTotal) * 100))
        : 0;
  return {
    exportId: job.id,
    surveyId: job.surveyId,
    dimension: job.dimension,
    fileformat: job.fileformat,
    weighted: job.weighted,
    ...(job.allMarkets && { markets: 'all' as const }),
    status: job.status,
    rowsWritten: job.rowsWritten,
    rowsTotal: job.rowsTotal,
    percent,
    fileName: job.fileName,
    url: done && job.expiresAt ? exportLink(ctx.linkSecret, job.id, job.expiresAt.getTime()) : null,
    expiresAt: done && job.expiresAt ? job.expiresAt.toISOString() : null,
    error: job.status === 'failed' ? job.error : null,
  };
}

const FORMAT_NAMES: Record<RawDataFormat, string> = {
  CSV_ENCODED: 'codes',
  CSV_UNENCODED: 'labels',
  SPSS: 'SPSS',
};

/** The download's name: the project's (`fileNameStem`), with the layout, format and weighting. */
export function exportFileName(
  project: string,
  dimension: RawDataDimension,
  fileformat: RawDataFormat,
  weighted = true,
  allMarkets = false,
): string {
  const layout = dimension === 'WIDE' ? 'wide' : 'long';
  const weighting = weighted ? '' : ', unweighted';
  const markets = allMarkets ? ', all markets' : '';
  return `${fileNameStem(project)} - raw data (${layout}, ${FORMAT_NAMES[fileformat]}${weighting}${markets}).${extensionOf(fileformat)}`;
}

/**
 * Starts an export of the viewer's survey, or answers the job of the same variant (layout, format
 * and weighting) that already holds or will hold the survey's data as it is now: one queued, one
 * running that has not taken its snapshot yet or took it at today's data revision, or one done at
 * today's revision with its file stored and its link valid. A new file must fit the account's
 * storage cap (its files of other variants, plus this variant's last file's size as the estimate
 * of the new one's); past it the request is refused and nothing is queued.
 */
export async function startRawDataExport(
  ctx: ExportsCtx,
  viewer: Viewer,
  input: {
    survey_id: string;
    dimension: RawDataDimension;
    fileformat: RawDataFormat;
    weighted: boolean;
    markets?: RawDataMarkets | undefined;
  },
): Promise<RawDataExportJob> {
  const project = await projectBySurveyId(ctx, viewer, input.survey_id);
  if (!project) throw notFound('Survey');
  const surveyIds = await surveysOfFile(ctx, viewer, input);
  for (const id of surveyIds) if (!(await ctx.live.current(id))) throw surveyNotPublished();
  const now = ctx.clock();
  const variant: ExportVariant = {
    surveyId: input.survey_id,
    dimension: input.dimension,
    fileformat: input.fileformat,
    weighted: input.weighted,
    allMarkets: input.markets === 'all',
  };
  const latest = await latestLiveJob(ctx.db, variant);
  if (latest && answersToday(latest, await dataRevisionOf(ctx, surveyIds), now)) {
    return presentJob(ctx, latest);
  }
  const stored = await storedExportBytes(ctx.db, viewer.accountId, now, variant);
  const cap = ctx.storageCapBytes;
  if (stored.others >= cap || stored.others + stored.sameVariant > cap) {
    throw exportStorageFull({
      storedBytes: stored.others,
      neededBytes: stored.sameVariant,
      capBytes: ctx.storageCapBytes,
      freesAt: stored.firstExpiry,
    });
  }
  const job = await insertExportJob(ctx.db, {
    ...variant,
    accountId: viewer.accountId,
    userId: viewer.userId,
    fileName: exportFileName(
      project.project.name,
      input.dimension,
      input.fileformat,
      input.weighted,
      variant.allMarkets,
    ),
    createdAt: now,
  });
  await ctx.enqueue(job.id);
  return presentJob(ctx, job);
}

/**
 * The surveys whose completes the file holds: the survey's own, or with `markets: 'all'` every
 * market of its multi-market project (an ad hoc survey: 400 NOT_MULTI_MARKET).
 */
async function surveysOfFile(
  ctx: ExportsCtx,
  viewer: Viewer,
  input: { survey_id: string; markets?: RawDataMarkets | undefined },
): Promise<string[]> {
  if (input.markets !== 'all') return [input.survey_id];
  const markets = await exportMarketsOf(ctx, viewer.accountId, input.survey_id);
  if (!markets) throw notMultiMarketExport();
  return markets.map((m) => m.surveyId);
}

/**
 * The data revision of a file of these surveys: the sum of theirs. Each only grows, so the sum
 * is unchanged exactly when none of them changed (the job stores the same sum, rawDataExport.job.ts).
 */
export async function dataRevisionOf(
  ctx: { db: Executor },
  surveyIds: readonly string[],
): Promise<number> {
  let sum = 0;
  for (const id of surveyIds) sum += await surveyDataRevision(ctx.db, id);
  return sum;
}

/** The job holds (or will hold) the survey's data at `revision`, and its file is there if done. */
function answersToday(job: ExportJobRow, revision: number, now: Date): boolean {
  if (job.status === 'queued') return true;
  if (job.status === 'running') return job.dataRevision === null || job.dataRevision === revision;
  return (
    job.dataRevision === revision &&
    job.filePath !== null &&
    job.expiresAt !== null &&
    job.expiresAt > now
  );
}

/** A researcher's export request: the job (started or reused), then the download's event. */
export async function requestRawDataExport(
  ctx: ExportsCtx,
  viewer: Viewer,
  input: Parameters<typeof startRawDataExport>[2],
): Promise<RawDataExportJob> {
  const job = await startRawDataExport(ctx, viewer, input);
  trackExportRequest(ctx.analytics, viewer, input);
  return job;
}

/** The viewer's job (another account's or an unknown id: 404). */
export async function getRawDataExport(
  ctx: ExportsCtx,
  viewer: Viewer,
  exportId: string,
): Promise<RawDataExportJob> {
  const job = await findExportJob(ctx.db, exportId, viewer.accountId);
  if (!job) throw notFound('Export');
  return presentJob(ctx, job);
}

export interface Download {
  /** The file store key. */
  key: string;
  fileName: string;
  contentType: string;
  /** The file's size as downloaded unpacked (a stored gzipped file's is the store's size). */
  fileBytes: number | null;
}

/**
 * The file a signed link names. The signature is checked first (403), then the expiry it signs
 * (410); a file swept or never written is gone too.
 */
export async function resolveDownload(
  ctx: Pick<ExportsCtx, 'db' | 'clock' | 'linkSecret'>,
  exportId: string,
  expiresMs: number,
  signature: string,
): Promise<Download> {
  if (!verifyExportLink(ctx.linkSecret, exportId, expiresMs, signature)) throw badLinkSignature();
  if (expiresMs <= ctx.clock().getTime()) throw linkExpired();
  const job = await findExportJob(ctx.db, exportId);
  if (!job) throw notFound('Export');
  if (job.status !== 'done' || !job.filePath) throw linkExpired();
  return {
    key: job.filePath,
    fileName: job.fileName,
    contentType: contentTypeOf(job.fileformat),
    fileBytes: job.fileBytes,
  };
}
