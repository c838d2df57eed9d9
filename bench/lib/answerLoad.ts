import http from 'node:http';
import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import { hash32, seededRandom } from '@survey/domain/random';
import { sql } from 'drizzle-orm';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { runOpenLoop, type OpenLoopResult, type SendOutcome } from './openLoop.ts';
import { statementCounter, type StatementCounts } from './pgStatements.ts';
import { cpuSeconds } from './processCpu.ts';
import { sessionUpdateCounter, type SessionUpdates } from './sessionUpdates.ts';
import {
  codeOf,
  NetworkError,
  postJson,
  startSessions,
  type RespondentView,
} from './respondentClient.ts';
import type { Acknowledged } from '@survey/testkit/direct/respondentChecks';

/** Client addresses the answers come from (each well under the API's per-client limit). */
const ANSWER_ADDRESSES = 50;

/**
 * Where answers are sent: one server directly, or a load balancer with its nodes. `serverPids`
 * are the processes whose CPU an answer costs on the server side (every node behind a balancer);
 * `balancerPids` the balancer's, counted apart (it is neither server nor PostgreSQL).
 */
export interface AnswerTarget {
  label: string;
  base: string;
  serverPids(): number[];
  balancerPids?(): number[];
}

interface Walker {
  view: RespondentView;
  rnd: () => number;
}

/** One answer to the walker's current page; the acknowledged ones are recorded for the check. */
function answerer(base: URL, acknowledged: Acknowledged[], ends: Map<string, number>) {
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

async function storedAnswers(db: BenchDatabase, surveyId: string): Promise<number> {
  const rows = await db.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM respondent_answers WHERE survey_id = ${surveyId}`,
  );
  return rows.rows[0]?.n ?? 0;
}

/** Connections PostgreSQL has accepted to the bench database so far (pg_stat_database). */
/** The bench database's connections opened and transactions committed so far (every client). */
async function databaseCounts(db: BenchDatabase): Promise<{ sessions: number; commits: number }> {
  const rows = await db.database.db.execute<{ sessions: number; commits: number }>(
    sql`SELECT sessions::int AS sessions, xact_commit::float8 AS commits
          FROM pg_stat_database WHERE datname = current_database()`,
  );
  return { sessions: rows.rows[0]?.sessions ?? 0, commits: rows.rows[0]?.commits ?? 0 };
}

async function orderStatus(db: BenchDatabase, surveyId: string): Promise<string> {
  const rows = await db.database.db.execute<{ status: string }>(
    sql`SELECT status FROM survey_orders WHERE survey_id = ${surveyId}`,
  );
  return rows.rows[0]?.status ?? 'none';
}

/**
 * CPU seconds the target's servers, its balancer (0 without one), PostgreSQL (postmaster and
 * backends) and this process used.
 */
function cpuNow(target: AnswerTarget, postmaster: number) {
  const own = process.cpuUsage();
  const sum = (pids: number[], kernel = false) =>
    pids.reduce((total, pid) => total + cpuSeconds(pid, false, kernel), 0);
  return {
    server: sum(target.serverPids()),
    serverKernel: sum(target.serverPids(), true),
    postgresKernel: cpuSeconds(postmaster, true, true),
    balancer: sum(target.balancerPids?.() ?? []),
    postgres: cpuSeconds(postmaster, true),
    generator: (own.user + own.system) / 1e6,
  };
}

export type CpuParts = ReturnType<typeof cpuNow>;

export interface AnswerRun {
  result: OpenLoopResult;
  acknowledged: Acknowledged[];
  ends: Map<string, number>;
  /** CPU seconds per part over the run (warm-up included, as the statements are). */
  cpu: CpuParts;
  statements: StatementCounts;
  /** Updates of the session rows during the run, and how many were heap-only (HOT). */
  sessionUpdates: SessionUpdates;
  /**
   * Connections PostgreSQL accepted during the run (every client): each costs a backend's start
   * and, with SCRAM, a key derivation on both sides.
   */
  connectionsOpened: number;
  /**
   * Transactions PostgreSQL committed during the run (pg_stat_database `xact_commit`, every
   * client: the bench's own monitoring queries too, ~20 a second): each is a WAL flush.
   */
  commits: number;
  /**
   * Answers the server stored during the run (rows of respondent_answers): what CPU and statements
   * are counted per. Not the requests scheduled: on a starved machine many are never served, and
   * not the replies: a request the client gave up on may still be served and stored.
   */
  stored: number;
  /** The survey order's status after the run (an answer to a closed survey is not recorded). */
  orderStatus: string;
  sessionsStarted: number;
  startSeconds: number;
}

/**
 * Starts the sessions a run at `rate` for `seconds` (+ warm-up) needs on `surveyId` through the
 * target, then answers them on an open-loop schedule, measuring CPU and statements over the run.
 */
export async function runAnswers(opts: {
  db: BenchDatabase;
  target: AnswerTarget;
  postmaster: number;
  surveyId: string;
  secret: string;
  rate: number;
  seconds: number;
  warmupSeconds: number;
  active: number;
  sessions: number;
  /** Respondent ids of this run's sessions start with it (unique per run on one survey). */
  prefix: string;
}): Promise<AnswerRun> {
  const base = new URL(opts.target.base);
  const began = performance.now();
  const views = await startSessions(
    base,
    opts.surveyId,
    opts.secret,
    opts.sessions,
    16,
    opts.prefix,
  );
  const startSeconds = (performance.now() - began) / 1000;
  const walkers = views.map((view) => ({ view, rnd: seededRandom(hash32(view.sessionId)) }));
  const acknowledged: Acknowledged[] = [];
  const ends = new Map<string, number>();
  const client = answerer(base, acknowledged, ends);
  const storedBefore = await storedAnswers(opts.db, opts.surveyId);
  const statements = await statementCounter(opts.db);
  const sessionUpdates = await sessionUpdateCounter(opts.db);
  const counts = await databaseCounts(opts.db);
  const before = cpuNow(opts.target, opts.postmaster);
  const result = await runOpenLoop({
    rate: opts.rate,
    seconds: opts.seconds,
    warmupSeconds: opts.warmupSeconds,
    sessions: walkers,
    active: opts.active,
    send: client.send,
  }).finally(client.close);
  const after = cpuNow(opts.target, opts.postmaster);
  return {
    result,
    acknowledged,
    ends,
    cpu: {
      server: after.server - before.server,
      serverKernel: after.serverKernel - before.serverKernel,
      postgresKernel: after.postgresKernel - before.postgresKernel,
      balancer: after.balancer - before.balancer,
      postgres: after.postgres - before.postgres,
      generator: after.generator - before.generator,
    },
    statements: await statements(),
    sessionUpdates: await sessionUpdates(),
    ...(await databaseCounts(opts.db).then((c) => ({
      connectionsOpened: c.sessions - counts.sessions,
      commits: c.commits - counts.commits,
    }))),
    stored: (await storedAnswers(opts.db, opts.surveyId)) - storedBefore,
    orderStatus: await orderStatus(opts.db, opts.surveyId),
    sessionsStarted: walkers.length,
    startSeconds,
  };
}
