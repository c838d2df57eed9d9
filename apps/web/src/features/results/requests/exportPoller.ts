import type {
  RawDataExportJob,
  RawDataExportRequest,
} from '@survey/domain/exports/rawDataContract';
import { ApiError } from '../../../lib/apiError.ts';
import { isAbortError } from '../../../lib/resultsApi.ts';

/** One second between polls of a running export (the dialog's progress bar moves with each). */
export const EXPORT_POLL_MS = 1000;

/** What the 'Export data' dialog shows. */
export type ExportState =
  | { phase: 'idle' }
  /** The POST is on its way (no job yet). */
  | { phase: 'starting' }
  | { phase: 'running'; job: RawDataExportJob }
  | { phase: 'done'; job: RawDataExportJob }
  /** The job ran and failed: `job.error` is the sentence to show. */
  | { phase: 'failed'; job: RawDataExportJob }
  /**
   * The server could not be asked (after the retries): the generic failure text; or it refused the
   * export with a reason the researcher can act on (a 409, e.g. the account's export storage is
   * full): its `message`.
   */
  | { phase: 'error'; message?: string };

export interface ExportPollerOptions {
  start: (request: RawDataExportRequest, signal: AbortSignal) => Promise<RawDataExportJob>;
  get: (exportId: string, signal: AbortSignal) => Promise<RawDataExportJob>;
  onChange: (state: ExportState) => void;
  report: (error: unknown) => void;
  pollMs?: number;
}

const phaseOf = (job: RawDataExportJob): ExportState =>
  job.status === 'done'
    ? { phase: 'done', job }
    : job.status === 'failed'
      ? { phase: 'failed', job }
      : { phase: 'running', job };

/**
 * Starts a raw-data export and follows it: the POST, then a GET every second until the job is
 * done or failed (each call with its own retries). `stop` (the dialog closing) aborts the call on
 * its way and cancels the next poll, so a closed dialog asks nothing more. Plain TypeScript: the
 * hook wraps it and its tests drive it with fake timers.
 */
export function createExportPoller(options: ExportPollerOptions) {
  const pollMs = options.pollMs ?? EXPORT_POLL_MS;
  let state: ExportState = { phase: 'idle' };
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function set(next: ExportState) {
    state = next;
    options.onChange(state);
  }

  function stop() {
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  }

  /** Runs one call; its answer moves the state on unless this run was stopped meanwhile. */
  function follow(call: (signal: AbortSignal) => Promise<RawDataExportJob>) {
    const own = new AbortController();
    controller = own;
    call(own.signal).then(
      (job) => {
        if (own.signal.aborted) return;
        set(phaseOf(job));
        if (state.phase === 'running') {
          timer = setTimeout(() => follow((signal) => options.get(job.exportId, signal)), pollMs);
        }
      },
      (error: unknown) => {
        if (own.signal.aborted || isAbortError(error)) return;
        if (error instanceof ApiError && error.status === 409) {
          set({ phase: 'error', message: error.message });
          return;
        }
        options.report(error);
        set({ phase: 'error' });
      },
    );
  }

  return {
    getState: () => state,
    /** Starts an export, dropping any one followed before. */
    start(request: RawDataExportRequest) {
      stop();
      set({ phase: 'starting' });
      follow((signal) => options.start(request, signal));
    },
    /** Stops following (the job itself runs on; asking again answers its file). */
    stop,
  };
}

/** 'Rows written of total' under the bar; the total is known once the job has started. */
export function exportProgressText(job: RawDataExportJob): string {
  const written = job.rowsWritten.toLocaleString('en-GB');
  return job.rowsTotal === null
    ? 'Preparing the export…'
    : `${written} of ${job.rowsTotal.toLocaleString('en-GB')} rows written`;
}
