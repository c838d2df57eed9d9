/**
 * The raw-data export's wire contract (spec 3 §7 "Raw-data export"), shared by the server that
 * runs the export job and the 'Export data' dialog that starts it and follows its progress.
 * Types and constants only: the server validates requests with zod at the edge.
 *
 * The spec's call is one POST answering a download URL. A survey of 100k completes takes seconds
 * to write, so the POST starts a job and answers its state at once; the dialog polls the job until
 * it is `done` (then `url` is set) or `failed`. A job already done for the same survey, layout and
 * format and weighting with no complete since is answered again rather than written twice.
 */

export const RAW_DATA_DIMENSIONS = ['LONG', 'WIDE'] as const;
export type RawDataDimension = (typeof RAW_DATA_DIMENSIONS)[number];

export const RAW_DATA_FORMATS = ['CSV_ENCODED', 'CSV_UNENCODED', 'SPSS'] as const;
export type RawDataFormat = (typeof RAW_DATA_FORMATS)[number];

/** POST /v1/dashboard/api/v1.0/raw-data-exports (spec field names). */
export interface RawDataExportRequest {
  survey_id: string;
  dimension: RawDataDimension;
  /** CSV_ENCODED writes option codes, CSV_UNENCODED their labels; SPSS has both (value labels). */
  fileformat: RawDataFormat;
  /**
   * Weighted (the default, as before issue 25): the `weight` column, and a .sav that carries
   * WEIGHT BY weight. Unweighted: no weight column at all.
   */
  weighted?: boolean;
  /**
   * Issue 37 §3, beside the spec's fields: `all` writes one file of every market of the survey's
   * multi-market project (a `Market` and a `Language` column after the respondent id). Absent: the
   * survey's own file, as before.
   */
  markets?: RawDataMarkets;
}

export const RAW_DATA_MARKETS = ['all'] as const;
export type RawDataMarkets = (typeof RAW_DATA_MARKETS)[number];

export type RawDataExportStatus = 'queued' | 'running' | 'done' | 'failed';

/**
 * The answer of the POST and of GET /v1/dashboard/api/v1.0/raw-data-exports/{exportId}.
 */
export interface RawDataExportJob {
  exportId: string;
  surveyId: string;
  dimension: RawDataDimension;
  fileformat: RawDataFormat;
  weighted: boolean;
  /** Present on a file of every market only. */
  markets?: RawDataMarkets;
  status: RawDataExportStatus;
  /** Completes written so far and in all (the total is known once the job has started). */
  rowsWritten: number;
  rowsTotal: number | null;
  /** 0-100, whole numbers; 100 only when done. */
  percent: number;
  /** The file's name as the browser saves it: named after the project. */
  fileName: string;
  /** Set when done: a signed link that needs no session and stops working at `expiresAt`. */
  url: string | null;
  expiresAt: string | null;
  /** Set when failed: a sentence for the user (never the server's internals). */
  error: string | null;
}

/** How long a download link works after the file is written. */
export const RAW_DATA_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Spec 3 §8, shown in the dialog when SPSS is chosen. */
export const SPSS_WARNING =
  'variable labels longer than 255 characters and value labels longer than 120 characters are truncated.';
