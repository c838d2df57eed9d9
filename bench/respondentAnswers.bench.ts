import http from 'node:http';
import os from 'node:os';
import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import { hash32, seededRandom } from '@survey/domain/random';
import { sql } from 'drizzle-orm';
import { startBenchDatabase, type BenchDatabase } from './lib/benchDatabase.ts';
import { runOpenLoop, type SendOutcome } from './lib/openLoop.ts';
import { samplePgActivity } from './lib/pgActivity.ts';
import { cpuSeconds, parentPid } from './lib/processCpu.ts';
import {
  codeOf,
  NetworkError,
  postJson,
  startSessions,
  type RespondentView,
} from './lib/respondentClient.ts';
import { lostAnswers, quotaState, type Acknowledged } from './lib/respondentChecks.ts';
import { boughtSurveyServer } from './lib/respondentServer.ts';
import type { ServerProcess } from './lib/serverProcess.ts';
import { summarise, type BenchRow } from './lib/stats.ts';

const BENCH = 'respondent answers (open loop)';
/** Client addresses the answers come from (each well under the API's per-client limit). */
const ANSWER_ADDRESSES = 50;
const SECRET = 'respondent-answers-panel-link-secret-0123';
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

/** QUALITY.md P2: 500 answers a second for 60 s, measured after a short unmeasured warm-up. */
const RATE = env('P2_RATE', 500);
const SECONDS = env('P2_SECONDS', 60);
const WARMUP_SECONDS = env('P2_WARMUP_SECONDS', 5);
const P95_LIMIT_MS = 100;
/**
 * Sessions answering at once: each answers about every ACTIVE / RATE seconds (0.4 s), under the
 * server's 5 calls a second per session, and a complete (~45 pages) takes ~20 s, so the run sees
 * hundreds of completes and quota cells fill during it.
 */
const ACTIVE = env('P2_ACTIVE', Math.max(20, Math.round(RATE * 0.4)));
/**
 * Sessions started beforehand: a started session took ~5.6 answers on average in full runs
 * (screen-outs and quota-fulls end early); 4 leaves room for a slow stretch, when fresh sessions
 * join because every active one waits for a reply.
 */
const SESSIONS = env('P2_SESSIONS', ACTIVE + Math.ceil(((SECONDS + WARMUP_SECONDS) * RATE) / 4));
/**
 * The bought sample. Its quota cells (census shares) fill one by one during the run while random
 * answers keep arriving, so most late qualifiers end quota full; the whole sample came to 376-396
 * of 400 completes in full runs.
 */
const SAMPLES = env('P2_SAMPLES', Math.max(20, Math.round((SECONDS * RATE) / 75)));

interface Walker {
  view: RespondentView;
  rnd: () => number;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One answer to the walker's current page; the acknowledged ones are recorded for the check. */
function answerer(server: ServerProcess, acknowledged: Acknowledged[], ends: Map<string, number>) {
  const base = new URL(server.base);
  // Respondents answer from many addresses, as in the field: the API limits each client address
  // (callsPerClientSecond), which one address at this rate would exceed.
  const agents = new Map<number, http.Agent>();
  const agentFor = (sessionId: string) => {
    const n = hash32(sessionId) % ANSWER_ADDRESSES;
    let agent = agents.get(n);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, localAddress: `127.0.1.${n + 1}` });
      agents.set(n, agent);
    }
    return agent;
  };
  const send = async (walker: Walker): Promise<SendOutcome<Walker>> => {
    const { view, rnd } = walker;
    if (view.page.kind !== 'entry') return { ok: true, next: null };
    const pageKey = view.page.key;
    const answer = randomValidAnswer(view.page, rnd);
    try {
      const reply = await postJson(
        agentFor(view.sessionId),
        base,
        `/v1/respondent/sessions/${view.sessionId}/answers`,
        { pageKey, answer },
      );
      if (reply.status < 200 || reply.status > 299) {
        return { ok: false, error: `${reply.status} ${codeOf(reply.body)}` };
      }
      acknowledged.push({ sessionId: view.sessionId, pageKey, answer });
      const next = reply.body as RespondentView;
      if (next.page.kind === 'entry') return { ok: true, next: { view: next, rnd } };
      ends.set(next.page.outcome, (ends.get(next.page.outcome) ?? 0) + 1);
      return { ok: true, next: null };
    } catch (error) {
      if (error instanceof NetworkError) return { ok: false, error: `network: ${error.message}` };
      throw error;
    }
  };
  return { send, close: () => agents.forEach((a) => a.destroy()) };
}

/**
 * CPU seconds used so far by the server, PostgreSQL (postmaster and backends) and this process
 * (the load generator): where an answer's time goes on a machine they share.
 */
async function cpuMeter(db: BenchDatabase, server: ServerProcess) {
  const backend = await db.database.db.execute<{ pid: number }>(
    sql`SELECT pg_backend_pid() AS pid`,
  );
  const postmaster = parentPid(backend.rows[0]?.pid ?? Number.NaN);
  return () => {
    const own = process.cpuUsage();
    return {
      server: cpuSeconds(server.pid ?? Number.NaN),
      postgres: cpuSeconds(postmaster, true),
      generator: (own.user + own.system) / 1e6,
    };
  };
}

const countRow = (label: string, n: number, target: string, limit = 0): BenchRow => ({
  bench: BENCH,
  case: label,
  runs: 1,
  medianMs: n,
  p95Ms: n,
  target,
  limits: { medianMs: limit },
});

/**
 * P2 of QUALITY.md: panel respondents answer a bought survey through the production server (its
 * own process, as deployed) on loopback, at RATE answers a second on an open-loop schedule for
 * SECONDS. Sessions are started beforehand (not measured); each request answers its session's
 * current page with a valid random answer; an ended session is replaced by a prepared one. Then
 * PostgreSQL is asked whether every acknowledged answer is stored as sent and whether any quota
 * cell or the sample holds more completes than bought.
 */
export default async function bench(): Promise<BenchRow[]> {
  const db = await startBenchDatabase();
  let server: ServerProcess | undefined;
  try {
    const { surveyId, server: running } = await boughtSurveyServer(
      db,
      { email: 'respondent-answers@example.com', password: 'Respondent-answers-1' },
      SAMPLES,
      SECRET,
    );
    server = running;
    const serverStart = new Date();
    await running.start();
    const prepared = performance.now();
    const views = await startSessions(new URL(running.base), surveyId, SECRET, SESSIONS);
    const walkers = views.map((view) => ({
      view,
      rnd: seededRandom(hash32(view.sessionId)),
    }));
    console.log(
      `P2: ${walkers.length} sessions started in ${((performance.now() - prepared) / 1000).toFixed(1)} s; ` +
        `${RATE}/s for ${WARMUP_SECONDS} s warm-up + ${SECONDS} s from ${ACTIVE} sessions at once, ` +
        `sample ${SAMPLES}; load average ${loadAverage()}`,
    );

    const acknowledged: Acknowledged[] = [];
    const ends = new Map<string, number>();
    const client = answerer(running, acknowledged, ends);
    const cpu = await cpuMeter(db, running);
    const cpuBefore = cpu();
    const pgActivity = samplePgActivity(db, serverStart);
    const result = await runOpenLoop({
      rate: RATE,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      sessions: walkers,
      active: ACTIVE,
      send: client.send,
    }).finally(client.close);
    const loadAfter = loadAverage();
    const cpuAfter = cpu();
    const activity = await pgActivity();
    await running.stop();

    const lost = await lostAnswers(db, surveyId, acknowledged);
    const quota = await quotaState(db, surveyId);
    const errors = [...result.errors.values()].reduce((a, b) => a + b, 0) + result.unsent;
    const latency = summarise(result.latencies);
    // P2_TIMELINE=1: when in the run the slow answers came.
    if (process.env.P2_TIMELINE) {
      for (const [second, times] of result.bySecond.entries()) {
        const s = summarise(times);
        const max = Math.max(...times);
        const at = new Date(result.measuredFrom + second * 1000).toISOString().slice(11, 19);
        console.log(
          `  s${second} ${at}: median ${s.medianMs.toFixed(1)} p95 ${s.p95Ms.toFixed(1)} max ${max.toFixed(0)} ms`,
        );
      }
    }
    const lag = summarise(result.sendLags);
    const endList = [...ends].map(([k, v]) => `${k} ${v}`).join(', ');
    console.log(
      `P2: ${acknowledged.length} answers acknowledged of ${result.scheduled} scheduled; ` +
        `sessions used ${result.sessionsUsed} of ${walkers.length}${result.ranOut ? ' (ran out)' : ''}; ` +
        `ends: ${endList || 'none'}; completes ${quota.completes} of ${SAMPLES}; ` +
        `max in flight ${result.maxInFlight}; sessions joined while all waited ${result.joined}; ` +
        `requests that waited for a session ${result.waitedForSession}; ` +
        `errors: ${[...result.errors].map(([k, v]) => `${k} x${v}`).join(', ') || 'none'}` +
        `${result.unsent ? `, ${result.unsent} never sent` : ''}; load average ${loadAfter}`,
    );
    const connections = activity.mean.map((a) => `${a.what} ${a.connections.toFixed(1)}`);
    console.log(
      `P2: the server's PostgreSQL connections on average (${activity.samples} samples): ` +
        `${connections.join(', ')}; at most ${activity.busiest} busy at once`,
    );
    const shortfall = Math.max(0, RATE - result.achievedRate);
    const perAnswer = (part: keyof typeof cpuAfter): BenchRow => {
      const ms = ((cpuAfter[part] - cpuBefore[part]) * 1000) / result.scheduled;
      return {
        bench: BENCH,
        case: `CPU per answer: ${part}`,
        runs: result.scheduled,
        medianMs: ms,
        p95Ms: ms,
        target: 'for reference',
      };
    };
    return [
      {
        bench: BENCH,
        case: `answer latency from scheduled send, ${RATE}/s for ${SECONDS} s`,
        ...latency,
        target: `P2 p95 <= ${P95_LIMIT_MS} ms`,
        limits: { medianMs: P95_LIMIT_MS, p95Ms: P95_LIMIT_MS },
      },
      countRow(
        `requests/s short of ${RATE}/s (sent ${result.achievedRate.toFixed(1)}/s on schedule)`,
        shortfall,
        'P2 the load is offered (<= 1% short)',
        RATE / 100,
      ),
      countRow(
        `errors: non-2xx, network or never sent (of ${result.scheduled})`,
        errors,
        'P2 0 errors (a count)',
      ),
      countRow(
        `acknowledged answers not stored as sent (of ${acknowledged.length})`,
        lost,
        'P2 every acknowledged answer stored (a count)',
      ),
      countRow(
        `quota overfill: cells over target or off their completes, completes over ${SAMPLES}`,
        quota.badCells + Math.max(0, quota.completes - SAMPLES),
        'P2 0 quota overfill (a count)',
      ),
      {
        bench: BENCH,
        case: 'send lag of the generator (sent minus scheduled)',
        ...lag,
        target: 'for reference',
      },
      perAnswer('server'),
      perAnswer('postgres'),
      perAnswer('generator'),
    ];
  } finally {
    // Before the database: a server left running would crash on its cut connections.
    await server?.kill();
    await db.stop();
  }
}
