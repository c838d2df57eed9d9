import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import pino from 'pino';
import { seededRandom } from '@survey/domain/random';
import type { PublishedSurvey } from '@survey/domain/respondent/engine/published';
import type {
  QuotasResponse,
  ResponseFilter,
  SummaryResponse,
} from '@survey/domain/results/contract';
import { SimulatedPanel } from '@survey/server/src/modules/panel/panelSupplier.ts';
import {
  LiveSurveys,
  type LiveSurvey,
} from '@survey/server/src/modules/orders/liveSurveys.queries.ts';
import { completesSource } from '@survey/server/src/modules/respondent/respondent.service.ts';
import { ResultsCache, storedExclusions } from '@survey/server/src/modules/results/resultsCache.ts';
import { NO_BACKGROUND_ROUNDS, startBenchApp, type BenchApp } from './lib/benchApp.ts';
import { startBenchDatabase, type BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import {
  compareCounts,
  filterables,
  randomFilters,
  sqlCounts,
  type SqlCounts,
} from './lib/resultsBaseline.ts';
import { benchCompletes, benchSize, WALKED_COMPLETES } from './lib/benchSize.ts';
import { generateResults, scaleUp } from './lib/resultsData.ts';
import { buyResultsSurvey } from '@survey/testkit/direct/resultsSurvey';
import { summarise, type BenchRow } from './lib/stats.ts';
import { snapshotRows } from './lib/indexSnapshotRows.ts';
import { cpuClock, cpuSpent, postmasterOf, type CpuReading } from './lib/processCpu.ts';

const BENCH = 'resultsSummary (HTTP REST)';
const EMAIL = 'bench-results@example.com';
const PASSWORD = 'bench password 123';
/** P1's 100k completes (P10's 1M with `--size 1m`); RESULTS_COMPLETES shrinks a trial run. */
const COMPLETES = benchCompletes(process.env.RESULTS_COMPLETES);
const LARGE = benchSize() === '1m';
/** Warm calls per case (cycling over the case's filter sets). */
const WARM_RUNS = Number(process.env.RESULTS_WARM_RUNS ?? 50);
/**
 * Filter sets per case; each is run once through SQL (timed) and compared with /summary. At 1M
 * one SQL statement takes ~30 s: one set per case there.
 */
const FILTER_SETS = Number(process.env.RESULTS_FILTER_SETS ?? (LARGE ? 1 : 3));
const FILTER_COUNTS = [0, 1, 3];
const P1 = LARGE
  ? { target: 'P10 median <= 60 ms', limits: { medianMs: 60 } }
  : { target: 'P1 median <= 20 ms', limits: { medianMs: 20 } };
const RATIO_GOAL = 20;
/** Issue 26: the weighted summary within 1.5x the unweighted one's P1 figure (same run). */
const WEIGHTED_GOAL = 1.5;
const SUMMARY = '/v2/survey-results/api/v1.0/summary';
const QUOTAS = '/v2/survey-results/api/v1.0/quotas';

/** A full collection, so heap figures compare live objects rather than garbage. */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const heapMb = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

interface Case {
  filters: number;
  sets: ResponseFilter[][];
  sql: SqlCounts[];
  sqlTimes: number[];
  /** CPU of the SQL statements (PostgreSQL's, the bench's own included), one per set. */
  sqlCpu: string[];
}

async function summary(
  app: BenchApp,
  surveyId: string,
  responseFilters: ResponseFilter[],
  weighted = false,
) {
  const start = performance.now();
  const res = await fetch(`${app.base}${SUMMARY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${app.accessToken}` },
    body: JSON.stringify({ surveyId, responseFilters, weighted }),
  });
  const text = await res.text();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`POST ${SUMMARY}: ${res.status} ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) as SummaryResponse };
}

async function quotas(app: BenchApp, surveyId: string) {
  const start = performance.now();
  const res = await fetch(`${app.base}${QUOTAS}?surveyId=${encodeURIComponent(surveyId)}`, {
    headers: { authorization: `Bearer ${app.accessToken}` },
  });
  const text = await res.text();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`GET ${QUOTAS}: ${res.status} ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) as QuotasResponse };
}

const row = (c: string, times: number[], target = 'report only', limits?: BenchRow['limits']) => ({
  bench: BENCH,
  case: c,
  ...summarise(times),
  target,
  ...(limits && { limits }),
});

const failed = (c: string, target: string): BenchRow => ({
  bench: BENCH,
  case: c,
  runs: 0,
  medianMs: Number.NaN,
  p95Ms: Number.NaN,
  target,
  limits: { medianMs: 0 },
});

/** The data: a bought survey filled by simulated panel members through the path engine. */
async function setup(db: BenchDatabase) {
  const start = performance.now();
  // The purchase's feasibility needs ~4 qualified panel members per complete (14 days at most).
  const panel = new SimulatedPanel(Math.max(200_000, COMPLETES * 5));
  const population = panel.population('GB');
  const { surveyId } = await buyResultsSurvey(db, panel, {
    email: EMAIL,
    password: PASSWORD,
    samplesNeeded: COMPLETES,
  });
  const live = await new LiveSurveys(db.database.db).current(surveyId);
  if (!live) throw new Error('results bench: the survey was not published');
  // Above WALKED_COMPLETES, a share is walked and copied up inside PostgreSQL (P10's 1M).
  const copies = Math.max(1, Math.ceil(COMPLETES / WALKED_COMPLETES)) - 1;
  const walked = await generateResults(db.database, live, population, { share: copies + 1 });
  const data = copies > 0 ? (await scaleUp(db.database, surveyId, walked, copies)).data : walked;
  const ms = performance.now() - start;
  console.log(
    `P1 setup: ${data.completes} completes (${data.sessions} sessions: ${data.screenedOut} screened out, ` +
      `${data.quotaFull} quota full, ${data.dropped} dropped), ${data.answers} answer rows in ` +
      `${(ms / 1000).toFixed(1)} s (walks ${(data.generateMs / 1000).toFixed(1)} s, waiting for ` +
      `inserts ${(data.insertWaitMs / 1000).toFixed(1)} s; inserting sessions ` +
      `${(data.insertMs.sessions / 1000).toFixed(1)} s, answers ${(data.insertMs.answers / 1000).toFixed(1)} s)`,
  );
  return { surveyId, live, completes: data.completes };
}

/**
 * The survey's index as the results cache estimates it (ResultsIndex.estimatedBytes, what the
 * cache's RESULTS_CACHE_MB budget counts), built again in this process by the server's own cache
 * and completes source: the HTTP server's cache is not reachable from here.
 */
async function indexEstimate(db: BenchDatabase, live: LiveSurvey) {
  const ctx = { db: db.database.db };
  const cache = new ResultsCache(completesSource(ctx), storedExclusions(ctx.db), {
    maxBytes: Number.MAX_SAFE_INTEGER,
  });
  const heapBefore = heapMb();
  const start = performance.now();
  await cache.index(live.surveyId, live.version, live.published);
  const ms = performance.now() - start;
  const bytes = await cache.heldBytes();
  return { bytes, ms, heapMb: heapMb() - heapBefore };
}

/** The SQL baseline of every case: each filter set's counts, timed (wall and CPU). */
async function baseline(
  db: BenchDatabase,
  surveyId: string,
  published: PublishedSurvey,
  cpu: () => CpuReading,
) {
  const rnd = seededRandom(1212);
  const candidates = filterables(published);
  const cases: Case[] = [];
  for (const filters of FILTER_COUNTS) {
    const c: Case = { filters, sets: [], sql: [], sqlTimes: [], sqlCpu: [] };
    for (let i = 0; i < FILTER_SETS; i++) {
      const set = randomFilters(candidates, filters, rnd);
      const cpuStart = cpu();
      const start = performance.now();
      c.sql.push(await sqlCounts(db.database, surveyId, published, set));
      c.sqlTimes.push(performance.now() - start);
      c.sqlCpu.push(cpuSpent(cpuStart, cpu()).text);
      c.sets.push(set);
    }
    cases.push(c);
  }
  return cases;
}

/**
 * P1 of QUALITY.md: POST /summary over real HTTP on a survey of 100k completes x 40 questions
 * (plus its 4 audience questions) with 0, 1 and 3 filters, cold (the index built from PostgreSQL
 * by the first call) and warm, against the same counts by a plain SQL GROUP BY in the same run;
 * every /summary answer checked is compared count by count with SQL. Times are what a client on
 * loopback measures, an upper bound of the server's own.
 */
export default async function bench(): Promise<BenchRow[]> {
  const db = await startBenchDatabase();
  const rows: BenchRow[] = [];
  try {
    const { surveyId, live, completes } = await setup(db);
    const { published } = live;
    // CPU beside each wall time: other processes' load moves it far less (issue 40 §3 at 1M).
    const cpu = cpuClock(await postmasterOf(db.database));
    const cases = await baseline(db, surveyId, published, cpu);
    for (const c of cases)
      rows.push(
        row(`SQL GROUP BY baseline, ${c.filters} filters (${c.sqlCpu.join('; ')})`, c.sqlTimes),
      );
    const mismatches: string[] = [];
    const compare = (what: string, body: SummaryResponse, sql: SqlCounts) => {
      for (const m of compareCounts(published, body, sql)) mismatches.push(`${what}: ${m}`);
    };
    const heapBefore = heapMb();
    let coldCall: { ms: number; body: SummaryResponse; cpu: { seconds: number } } | null = null;
    // Without the panel's and field health's rounds (benchApp.ts): at 1M their scans of the
    // sessions would run beside the cold build.
    const app = await startBenchApp(
      db,
      pino({ level: 'silent' }),
      { email: EMAIL, password: PASSWORD },
      NO_BACKGROUND_ROUNDS,
    );
    try {
      const heapStarted = heapMb();
      const zero = cases[0];
      const coldCpuStart = cpu();
      const cold = await summary(app, surveyId, []);
      const coldCpu = cpuSpent(coldCpuStart, cpu());
      coldCall = { ...cold, cpu: coldCpu };
      const heapCold = heapMb();
      if (zero?.sql[0]) compare('cold, 0 filters', cold.body, zero.sql[0]);
      console.log(
        `P1 index: cold /summary ${cold.ms.toFixed(0)} ms; heap ${heapBefore.toFixed(1)} MB before ` +
          `the server, ${heapStarted.toFixed(1)} MB started, ${heapCold.toFixed(1)} MB after the ` +
          `cold call: ${(heapCold - heapStarted).toFixed(1)} MB for the survey's index ` +
          `(process.memoryUsage().heapUsed delta after a full GC, ${completes} completes)`,
      );
      rows.push(
        row(
          `index build from cold (first /summary after start), heap ` +
            `+${(heapCold - heapStarted).toFixed(1)} MB, ${coldCpu.text}`,
          [cold.ms],
        ),
      );
      for (const c of cases) {
        // The first answer of each filter set is the one compared with SQL (untimed warm-up).
        for (const [i, set] of c.sets.entries()) {
          const sql = c.sql[i];
          if (sql)
            compare(
              `${c.filters} filters ${JSON.stringify(set)}`,
              (await summary(app, surveyId, set)).body,
              sql,
            );
        }
        const times: number[] = [];
        for (let i = 0; i < WARM_RUNS; i++)
          times.push((await summary(app, surveyId, c.sets[i % c.sets.length] ?? [])).ms);
        const warm = row(`/summary warm, ${c.filters} filters`, times, P1.target, P1.limits);
        const sql = summarise(c.sqlTimes);
        const ratio = sql.medianMs / warm.medianMs;
        rows.push(warm, {
          ...warm,
          case: `/summary vs SQL, ${c.filters} filters: ${ratio.toFixed(1)}x faster`,
          // PASS when the engine's median is at most the SQL median / 20, i.e. the ratio >= 20.
          target: `goal >= ${RATIO_GOAL}x SQL (median <= ${(sql.medianMs / RATIO_GOAL).toFixed(2)} ms)`,
          limits: { medianMs: sql.medianMs / RATIO_GOAL },
        });
        // Weighted, the same filter sets; the first call rakes (timed apart, report only).
        if (c.filters === 0) {
          const first = await summary(app, surveyId, [], true);
          if (!first.body.weighting.applied) throw new Error('weighting not applied');
          rows.push(row('/summary weighted, first call (rake + weighted sums)', [first.ms]));
        }
        const weightedTimes: number[] = [];
        for (let i = 0; i < WARM_RUNS; i++)
          weightedTimes.push(
            (await summary(app, surveyId, c.sets[i % c.sets.length] ?? [], true)).ms,
          );
        const limit = warm.medianMs * WEIGHTED_GOAL;
        rows.push(
          row(
            `/summary weighted warm, ${c.filters} filters`,
            weightedTimes,
            `<= ${WEIGHTED_GOAL}x unweighted (${limit.toFixed(2)} ms)`,
            { medianMs: limit },
          ),
        );
      }
      const first = await quotas(app, surveyId);
      if (first.body.samplesCollected !== completes)
        mismatches.push(
          `/quotas samplesCollected ${first.body.samplesCollected} vs ${completes} completes`,
        );
      const quotaTimes: number[] = [];
      for (let i = 0; i < WARM_RUNS; i++) quotaTimes.push((await quotas(app, surveyId)).ms);
      rows.push(row('/quotas warm', quotaTimes));
    } finally {
      await app.close();
    }
    // Issue 40 §3: a node started now answers its first /summary from the snapshot the first
    // app stored after its cold build (the app's close waits for the write).
    if (coldCall) {
      const sqlZero = cases[0];
      rows.push(
        ...(await snapshotRows(
          db,
          live,
          coldCall,
          { email: EMAIL, password: PASSWORD },
          {
            cpu,
            sqlMs: sqlZero ? summarise(sqlZero.sqlTimes).medianMs : Number.NaN,
          },
        )),
      );
    }
    const estimate = await indexEstimate(db, live);
    console.log(
      `P1 index estimate: ${(estimate.bytes / 2 ** 20).toFixed(1)} MB (ResultsIndex.estimatedBytes) ` +
        `for ${completes} completes; built again in-process in ${(estimate.ms / 1000).toFixed(1)} s, ` +
        `heap +${estimate.heapMb.toFixed(1)} MB`,
    );
    rows.push(
      row(
        `survey index memory: estimate ${(estimate.bytes / 2 ** 20).toFixed(1)} MB, heap ` +
          `+${estimate.heapMb.toFixed(1)} MB (in-process build, time in the columns)`,
        [estimate.ms],
      ),
    );
    const checked = cases.reduce((n, c) => n + c.sets.length, 1);
    if (mismatches.length > 0) {
      console.error(`P1 MISMATCH: ${mismatches.length} counts differ from SQL; the first 20:`);
      for (const m of mismatches.slice(0, 20)) console.error(`  ${m}`);
      rows.push(
        failed(`MISMATCH: ${mismatches.length} counts differ from SQL`, 'counts identical to SQL'),
      );
    } else {
      console.log(`P1: /summary counts identical to SQL on ${checked} answers (every row item)`);
    }
  } catch (error) {
    console.error('P1 failed:', error);
    const message = error instanceof Error ? error.message : String(error);
    rows.push(failed(`did not finish (${message.split('\n')[0]?.slice(0, 120) ?? ''})`, P1.target));
  } finally {
    await db.stop();
  }
  return rows;
}
