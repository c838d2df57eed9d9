import os from 'node:os';
import pino from 'pino';
import type { QualityResponse } from '@survey/domain/results/analysisContract';
import { benchSurvey } from '@survey/testkit/direct/benchSurvey';
import { startBenchDatabase, type BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { startBenchApp, type BenchApp } from './lib/benchApp.ts';
import { cpuSeconds, parentPid } from './lib/processCpu.ts';
import { listBefore, qualityRows } from './lib/qualityData.ts';
import { summarise, type BenchRow } from './lib/stats.ts';

const BENCH = 'qualityList (HTTP REST)';
const EMAIL = 'bench-quality@example.com';
const PASSWORD = 'bench password 123';
/** R17 at 100k completes; QUALITY_COMPLETES shrinks a trial run. */
const COMPLETES = Number(process.env.QUALITY_COMPLETES ?? 100_000);
const RUNS = Number(process.env.QUALITY_RUNS ?? 7);
const API = '/v2/survey-results/api/v1.0/quality';
const R17 = { target: 'R17: answered within 1 s at 100k', limits: { medianMs: 1000 } };

interface Timed {
  wallMs: number;
  /** This process (the server and the client) plus PostgreSQL's backends. */
  cpuMs: number;
}

async function postmasterOf(db: BenchDatabase): Promise<number> {
  const { rows } = await db.database.pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  return parentPid(rows[0]?.pid ?? Number.NaN);
}

/** Wall and CPU time of `fn`, the CPU of this process and of PostgreSQL together. */
function timer(postmaster: number) {
  return async (fn: () => Promise<unknown>): Promise<Timed> => {
    const cpu = process.cpuUsage();
    const pg = cpuSeconds(postmaster, true);
    const start = performance.now();
    await fn();
    const wallMs = performance.now() - start;
    const own = process.cpuUsage(cpu);
    const cpuMs = (own.user + own.system) / 1000 + (cpuSeconds(postmaster, true) - pg) * 1000;
    return { wallMs, cpuMs };
  };
}

async function call(app: BenchApp, method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${app.base}${API}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${app.accessToken}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text) as unknown;
}

const row = (c: string, times: number[], goal?: typeof R17): BenchRow => ({
  bench: BENCH,
  case: c,
  ...summarise(times),
  target: goal?.target ?? 'report only',
  ...(goal && { limits: goal.limits }),
});

/** A row's wall times, and its CPU as a second, informational row. */
function rowsOf(c: string, runs: Timed[], goal?: typeof R17): BenchRow[] {
  return [
    row(
      c,
      runs.map((r) => r.wallMs),
      goal,
    ),
    row(
      `${c}: CPU ms (server + PostgreSQL)`,
      runs.map((r) => r.cpuMs),
    ),
  ];
}

const median = (runs: Timed[], key: keyof Timed) => summarise(runs.map((r) => r[key])).medianMs;

/**
 * The data-quality list at 100k completes, all listed (R17): the GET of its first and last page
 * and past its end, and 'Exclude all' by reason, over HTTP; beside them in the same run the
 * design before (session 26: every row read and the list worked out in the server, in process)
 * and a SQL floor (one scan of the survey's quality rows).
 */
export default async function qualityList(): Promise<BenchRow[]> {
  const db = await startBenchDatabase();
  try {
    const { viewer, surveyId } = await benchSurvey(db, {
      email: EMAIL,
      password: PASSWORD,
      projectName: 'Quality bench',
      samplesNeeded: COMPLETES,
    });
    const others = Math.round(COMPLETES / 5);
    const { otherSurveyId } = await qualityRows(db, viewer, surveyId, {
      completes: COMPLETES,
      others,
      excluded: 1000,
    });
    const time = timer(await postmasterOf(db));
    const last = { offset: Math.max(0, COMPLETES - 500), limit: 500 };
    const app = await startBenchApp(db, pino({ level: 'silent' }), {
      email: EMAIL,
      password: PASSWORD,
    });
    try {
      const get = (p: { offset: number; limit: number }) =>
        call(app, 'GET', `?surveyId=${surveyId}&offset=${p.offset}&limit=${p.limit}`);
      const cold = await time(() => get({ offset: 0, limit: 100 }));
      const first = (await get({ offset: 0, limit: 100 })) as QualityResponse;
      const warm: Timed[] = [];
      const lastPage: Timed[] = [];
      const pastEnd: Timed[] = [];
      const before: Timed[] = [];
      const floor: Timed[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Interleaved: the machine's load hits every design alike.
        warm.push(await time(() => get({ offset: 0, limit: 100 })));
        lastPage.push(await time(() => get(last)));
        pastEnd.push(await time(() => get({ offset: 10_000_000, limit: 500 })));
        before.push(await time(() => listBefore(db, surveyId, [otherSurveyId], last)));
        floor.push(
          await time(() =>
            db.database.pool.query(
              `SELECT count(*), sum(length_ms), sum(jsonb_array_length(text_hashes))
                 FROM complete_quality_flags WHERE survey_id = $1`,
              [surveyId],
            ),
          ),
        );
      }
      const exclude = (reason: string) => () =>
        call(app, 'POST', '/exclusions', { surveyId, reason, excluded: true });
      // The first call excludes; the others find the same completes and change nothing more.
      const straight = [];
      for (let i = 0; i < 3; i++) straight.push(await time(exclude('STRAIGHT_LINER')));
      const everyone = [await time(exclude('DUPLICATE_TEXT'))];
      const sameRun = median(lastPage, 'wallMs');
      console.log(
        `  ${first.total} of ${COMPLETES} listed; load ${os.loadavg()[0]?.toFixed(1) ?? '?'}; ` +
          `last page ${sameRun.toFixed(0)} ms = ` +
          `${(sameRun / median(before, 'wallMs')).toFixed(2)}x the design before, ` +
          `${(sameRun / median(floor, 'wallMs')).toFixed(1)}x the SQL floor (wall); CPU ` +
          `${(median(lastPage, 'cpuMs') / median(before, 'cpuMs')).toFixed(2)}x before`,
      );
      return [
        ...rowsOf('GET first page (100), cold: the first read after start', [cold], R17),
        ...rowsOf('GET first page (100), warm', warm, R17),
        ...rowsOf(`GET last page (500 from ${last.offset})`, lastPage, R17),
        ...rowsOf('GET past the end (offset 10,000,000)', pastEnd, R17),
        ...rowsOf('POST exclude all straight-liners (2.5%)', straight, R17),
        ...rowsOf('POST exclude all duplicate texts (every complete), once', everyone, R17),
        ...rowsOf('before (session 26, in process): the last page', before),
        ...rowsOf('SQL floor: one scan of the survey quality rows', floor),
      ];
    } finally {
      await app.close();
    }
  } finally {
    await db.stop();
  }
}
