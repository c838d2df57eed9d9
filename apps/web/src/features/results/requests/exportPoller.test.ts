import type { RawDataExportJob } from '@survey/domain/exports/rawDataContract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/apiError.ts';
import { createExportPoller, exportProgressText, type ExportState } from './exportPoller.ts';

const job = (over: Partial<RawDataExportJob>): RawDataExportJob => ({
  exportId: 'e1',
  surveyId: 's1',
  dimension: 'WIDE',
  fileformat: 'SPSS',
  weighted: true,
  status: 'running',
  rowsWritten: 0,
  rowsTotal: null,
  percent: 0,
  fileName: 'Coffee.sav',
  url: null,
  expiresAt: null,
  error: null,
  ...over,
});
const request = { survey_id: 's1', dimension: 'WIDE', fileformat: 'SPSS' } as const;

/** A poller whose calls answer the given jobs in turn, recording every call and state. */
function setup(answers: (RawDataExportJob | Error)[]) {
  const states: ExportState[] = [];
  const calls: string[] = [];
  const signals: AbortSignal[] = [];
  const reported: unknown[] = [];
  const next = (what: string, signal: AbortSignal) => {
    calls.push(what);
    signals.push(signal);
    const answer = answers.shift();
    if (!answer) return new Promise<RawDataExportJob>(() => {});
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const poller = createExportPoller({
    start: (r, signal) => next(`POST ${r.dimension} ${r.fileformat}`, signal),
    get: (id, signal) => next(`GET ${id}`, signal),
    onChange: (s) => states.push(s),
    report: (e) => reported.push(e),
  });
  return { poller, states, calls, signals, reported };
}

describe('createExportPoller', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("shows the server's reason when it refuses the export (storage full), without reporting it", async () => {
    const message = "Your account's exported files take 2048 MB of the 2048 MB it may keep.";
    const { poller, states, reported } = setup([new ApiError(409, 'CONFLICT', message)]);
    poller.start(request);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toEqual({ phase: 'error', message });
    expect(reported).toEqual([]);
  });

  it('posts, then polls every second until done, showing each state', async () => {
    const done = job({ status: 'done', rowsWritten: 10, rowsTotal: 10, percent: 100, url: '/f' });
    const { poller, states, calls } = setup([
      job({ status: 'queued' }),
      job({ rowsWritten: 4, rowsTotal: 10, percent: 40 }),
      done,
    ]);
    poller.start(request);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual(['POST WIDE SPSS']);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['POST WIDE SPSS', 'GET e1']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(states.map((s) => s.phase)).toEqual(['starting', 'running', 'running', 'done']);
    expect(poller.getState()).toEqual({ phase: 'done', job: done });
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(3);
  });

  it('answers a job already done at once, without polling', async () => {
    const { poller, calls } = setup([job({ status: 'done', percent: 100, url: '/f' })]);
    poller.start(request);
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toEqual(['POST WIDE SPSS']);
    expect(poller.getState().phase).toBe('done');
  });

  it("shows a failed job's error and stops", async () => {
    const failed = job({ status: 'failed', error: 'The export could not be written.' });
    const { poller, calls } = setup([job({}), failed]);
    poller.start(request);
    await vi.advanceTimersByTimeAsync(5000);
    expect(poller.getState()).toEqual({ phase: 'failed', job: failed });
    expect(calls).toHaveLength(2);
  });

  it('turns a call that failed after its retries into the error state, reported', async () => {
    const boom = new Error('unreachable');
    const { poller, reported } = setup([job({}), boom]);
    poller.start(request);
    await vi.advanceTimersByTimeAsync(1000);
    expect(poller.getState()).toEqual({ phase: 'error' });
    expect(reported).toEqual([boom]);
  });

  it('asks nothing more once stopped (the dialog closed), aborting the call on its way', async () => {
    const { poller, calls, signals, states } = setup([job({})]);
    poller.start(request);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual(['POST WIDE SPSS', 'GET e1']);
    poller.stop();
    expect(signals[1]?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(2);
    expect(states.map((s) => s.phase)).toEqual(['starting', 'running']);
  });

  it('cancels the scheduled poll when stopped between polls', async () => {
    const { poller, calls } = setup([job({}), job({})]);
    poller.start(request);
    await vi.advanceTimersByTimeAsync(1500);
    poller.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toEqual(['POST WIDE SPSS', 'GET e1']);
  });
});

describe('exportProgressText', () => {
  it("says rows written of total, or that the export is being prepared before the total's known", () => {
    expect(exportProgressText(job({ rowsWritten: 1234, rowsTotal: 100000 }))).toBe(
      '1,234 of 100,000 rows written',
    );
    expect(exportProgressText(job({}))).toBe('Preparing the export…');
  });
});
