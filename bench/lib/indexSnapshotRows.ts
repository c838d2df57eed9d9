/**
 * Issue 40 §3 in the results bench: the survey's index on a node that starts after the snapshot
 * was stored (its first /summary), against the cold build from every stored answer of the same
 * run, and what the snapshot costs (size, encode, write, read, decode).
 */
import pino from 'pino';
import type { SummaryResponse } from '@survey/domain/results/contract';
import { quotaMargins } from '@survey/domain/analysis/quotaMargins';
import { decodeIndexSnapshot, encodeIndexSnapshot } from '@survey/domain/results/indexSnapshot';
import { resultLayout } from '@survey/domain/results/layout';
import type { LiveSurvey } from '@survey/server/src/modules/orders/liveSurveys.queries.ts';
import { completesSource } from '@survey/server/src/modules/respondent/respondent.service.ts';
import {
  snapshotBytesOf,
  snapshotHeaderOf,
  writeSnapshot,
} from '@survey/server/src/modules/results/resultsSnapshots.store.ts';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { NO_BACKGROUND_ROUNDS, startBenchApp } from './benchApp.ts';
import { benchSize } from './benchSize.ts';
import { cpuSpent, type CpuReading } from './processCpu.ts';
import { snapshotLoopRows } from './snapshotLoopPause.ts';
import { summarise, type BenchRow } from './stats.ts';

const BENCH = 'resultsSummary (HTTP REST)';
const SUMMARY = '/v2/survey-results/api/v1.0/summary';
/** P10 / issue 40 §3: a node that starts or takes over a survey answers within 20 s at 1M. */
const COLD_LIMIT_MS = 20_000;

const row = (c: string, ms: number, target = 'report only', limit?: number): BenchRow => ({
  bench: BENCH,
  case: c,
  ...summarise([ms]),
  target,
  ...(limit !== undefined && { limits: { medianMs: limit } }),
});

const MB = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

export async function snapshotRows(
  db: BenchDatabase,
  live: LiveSurvey,
  cold: { ms: number; body: SummaryResponse; cpu: { seconds: number } },
  login: { email: string; password: string },
  baseline: {
    /** This process's and PostgreSQL's CPU clock (processCpu.ts cpuClock). */
    cpu: () => CpuReading;
    /** The same run's SQL GROUP BY of the same counts (0 filters), median ms. */
    sqlMs: number;
  },
): Promise<BenchRow[]> {
  const { surveyId } = live;
  const dbx = db.database.db;
  const header = await snapshotHeaderOf(dbx, surveyId);
  if (!header) return [row('snapshot: none stored after the cold build', Number.NaN, 'stored', 0)];
  const large = benchSize() === '1m';
  const rows: BenchRow[] = [];

  // A node started now: its first /summary (the warm-up at start loads the same snapshot). Its
  // CPU is counted from before the start: the warm-up's load may begin before the request.
  const cpuStart = baseline.cpu();
  const app = await startBenchApp(db, pino({ level: 'silent' }), login, NO_BACKGROUND_ROUNDS);
  let fromSnapshot: { ms: number; body: SummaryResponse };
  let snapshotCpu: ReturnType<typeof cpuSpent>;
  try {
    const start = performance.now();
    const res = await fetch(`${app.base}${SUMMARY}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${app.accessToken}` },
      body: JSON.stringify({ surveyId, responseFilters: [] }),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`POST ${SUMMARY}: ${res.status} ${text.slice(0, 200)}`);
    fromSnapshot = { ms: performance.now() - start, body: JSON.parse(text) as SummaryResponse };
    snapshotCpu = cpuSpent(cpuStart, baseline.cpu());
  } finally {
    await app.close();
  }
  const same = JSON.stringify(fromSnapshot.body) === JSON.stringify(cold.body);
  rows.push(
    row(
      `index cold from the stored snapshot (first /summary on a node started after it), ` +
        `${MB(header.bytes)} MB in ${header.parts} parts, ${snapshotCpu.text} from the node's ` +
        `start${same ? '' : ' MISMATCH with the build'}`,
      fromSnapshot.ms,
      large ? `P10 <= ${COLD_LIMIT_MS / 1000} s at 1M` : 'report (bar at 1M)',
      same ? (large ? COLD_LIMIT_MS : undefined) : 0,
    ),
    row(
      `index cold: from the snapshot ${(cold.ms / fromSnapshot.ms).toFixed(1)}x faster than from ` +
        `the answers (CPU ${(cold.cpu.seconds / snapshotCpu.seconds).toFixed(1)}x less); ` +
        `${(fromSnapshot.ms / baseline.sqlMs).toFixed(3)}x the SQL GROUP BY of 0 filters`,
      fromSnapshot.ms,
    ),
  );

  // Where a load's time goes, and what a write costs, in this process.
  let t = performance.now();
  const bytes = await snapshotBytesOf(dbx, surveyId);
  const readMs = performance.now() - t;
  t = performance.now();
  const layout = resultLayout(live.published);
  const margins = quotaMargins(live.published);
  const read = decodeIndexSnapshot(bytes, layout, margins);
  const decodeMs = performance.now() - t;
  t = performance.now();
  const ids = await completesSource({ db: dbx }).allIds(surveyId);
  const idsMs = performance.now() - t;
  if (!('index' in read)) {
    rows.push(row(`snapshot refused on reading (${read.refused})`, Number.NaN, 'reads back', 0));
    return rows;
  }
  t = performance.now();
  const encoded = encodeIndexSnapshot(read.index, margins);
  const encodeMs = performance.now() - t;
  t = performance.now();
  await writeSnapshot(dbx, { ...header, encodeMs: Math.round(encodeMs) }, encoded, true);
  const writeMs = performance.now() - t;
  console.log(
    `P10 snapshot: ${MB(bytes.byteLength)} MB for ${header.completes} completes (${ids.length} ` +
      `now); read ${(readMs / 1000).toFixed(2)} s, decode ${(decodeMs / 1000).toFixed(2)} s, ` +
      `complete ids ${(idsMs / 1000).toFixed(2)} s; encode ${(encodeMs / 1000).toFixed(2)} s, ` +
      `store ${(writeMs / 1000).toFixed(2)} s; first /summary ${(fromSnapshot.ms / 1000).toFixed(2)} s ` +
      `vs ${(cold.ms / 1000).toFixed(2)} s built from the answers`,
  );
  rows.push(
    row(`snapshot read back (parts from PostgreSQL)`, readMs),
    row(`snapshot decode`, decodeMs),
    row(`snapshot write: encode ${(encodeMs / 1000).toFixed(2)} s + store`, encodeMs + writeMs),
  );
  // The event loop's pauses while a node writes and reads the snapshot, on the loop and in the
  // worker thread (no warm-up at start: its load would share the loop being measured).
  const node = await startBenchApp(db, pino({ level: 'silent' }), login, {
    RESULTS_WARM_ON_START: 'false',
    ...NO_BACKGROUND_ROUNDS,
  });
  try {
    rows.push(
      ...(await snapshotLoopRows({
        db: dbx,
        base: node.base,
        surveyId,
        version: header.version,
        index: read.index,
        layout,
        margins,
      })),
    );
  } finally {
    await node.close();
  }
  return rows;
}
