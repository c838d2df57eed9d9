import type { Page } from '@survey/domain/respondent/engine/pages';
import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import { seededRandom } from '@survey/domain/random';
import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import { signPanelLink } from '@survey/server/src/modules/respondent/panelLinks.ts';
import { startBenchDatabase, type BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import {
  lostAnswers,
  quotaState,
  type Acknowledged,
} from '@survey/testkit/direct/respondentChecks';
import { boughtSurveyServer } from './lib/respondentServer.ts';
import type { ServerProcess } from './lib/serverProcess.ts';
import { summarise, type BenchRow } from './lib/stats.ts';

const BENCH = 'crash safety (kill -9 under load)';
const SECRET = 'crash-safety-panel-link-secret-0123456789';
/** Respondents walking at once, in all, and the quota (the whole sample) they compete for. */
const CONCURRENT = 24;
const RESPONDENTS = Number(process.env.R12_RESPONDENTS ?? 400);
const SAMPLES = 100;
const KILLS = Number(process.env.R12_KILLS ?? 3);
const DEADLINE_MS = 10 * 60_000;
const SERVER_ERROR_RETRIES = 20;

interface View {
  sessionId: string;
  page: Page;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * One call as a panel respondent's browser makes it: a refused connection or a reset (the server
 * is down or was killed mid-request) and 429/5xx are retried with the same body, as the runner
 * does; answers are idempotent, so a retry of an answer that was stored is acknowledged again.
 */
async function call(server: ServerProcess, route: string, body: unknown): Promise<Response> {
  let serverErrors = 0;
  for (;;) {
    const res = await fetch(`${server.base}/v1/respondent${route}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
    if (res && res.status !== 429 && res.status < 500) return res;
    // A server that answers 5xx to the same call again and again is broken, not restarting.
    if (res && res.status >= 500 && ++serverErrors >= SERVER_ERROR_RETRIES) return res;
    await sleep(res?.status === 429 ? 300 : 150);
  }
}

async function codeOf(res: Response): Promise<string> {
  const body = (await res.json().catch(() => ({}))) as { code?: string };
  return body.code ?? 'no code';
}

/**
 * Refusals a respondent may meet without anything being wrong: the sample filled (the survey
 * closed) before they started or while they answered.
 */
const EXPECTED_REFUSALS = new Set(['start 409 SURVEY_NOT_OPEN', 'answer 409 SESSION_ENDED']);

/** A respondent from link to end page; every acknowledged answer is recorded. */
async function walk(
  server: ServerProcess,
  surveyId: string,
  n: number,
  acknowledged: Acknowledged[],
  sessionsSeen: Map<string, Set<string>>,
  refused: string[],
): Promise<void> {
  const rnd = seededRandom(1000 + n);
  const fields = { surveyId, respondentId: `chaos-${n}`, supplierCode: PANEL_SUPPLIER_CODE };
  const signature = signPanelLink(new TextEncoder().encode(SECRET), fields);
  const started = await call(server, '/sessions', { ...fields, signature });
  if (!started.ok) return void refused.push(`start ${started.status} ${await codeOf(started)}`);
  let view = (await started.json()) as View;
  const seen = sessionsSeen.get(fields.respondentId) ?? new Set();
  seen.add(view.sessionId);
  sessionsSeen.set(fields.respondentId, seen);
  while (view.page.kind === 'entry') {
    const answer = randomValidAnswer(view.page, rnd);
    const pageKey = view.page.key;
    const res = await call(server, `/sessions/${view.sessionId}/answers`, { pageKey, answer });
    if (!res.ok) return void refused.push(`answer ${res.status} ${await codeOf(res)}`);
    acknowledged.push({ sessionId: view.sessionId, pageKey, answer });
    view = (await res.json()) as View;
  }
}

async function verify(db: BenchDatabase, surveyId: string, acknowledged: Acknowledged[]) {
  const lost = await lostAnswers(db, surveyId, acknowledged);
  return { lost, ...(await quotaState(db, surveyId)) };
}

/**
 * R12 of QUALITY.md: respondents answer a bought survey through the production server running as
 * its own process; the server is killed with SIGKILL KILLS times under that load and started
 * again on the same database. Then: every answer the server acknowledged is stored as sent, no
 * respondent has two sessions, and every quota cell holds exactly its completes, never more than
 * its target (more respondents than places compete for them).
 */
export default async function bench(): Promise<BenchRow[]> {
  const db = await startBenchDatabase();
  let server: ServerProcess | undefined;
  try {
    const { surveyId, server: running } = await boughtSurveyServer(
      db,
      { email: 'crash-safety@example.com', password: 'Crash-safety-1' },
      SAMPLES,
      SECRET,
    );
    server = running;
    await running.start();
    const acknowledged: Acknowledged[] = [];
    const sessionsSeen = new Map<string, Set<string>>();
    const refused: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < RESPONDENTS) {
        const n = next++;
        await walk(running, surveyId, n, acknowledged, sessionsSeen, refused);
      }
    };
    const load = Promise.all(Array.from({ length: CONCURRENT }, worker));
    const killer = (async () => {
      for (let k = 0; k < KILLS; k += 1) {
        // Kill once enough answers flow that some are in flight.
        const target = acknowledged.length + 300;
        while (acknowledged.length < target && next < RESPONDENTS) await sleep(50);
        await running.kill();
        await sleep(300);
        await running.start();
      }
    })();
    const deadline = sleep(DEADLINE_MS).then(() => {
      throw new Error(
        `respondents did not finish in ${DEADLINE_MS / 1000} s: ${next} of ${RESPONDENTS} ` +
          `started, ${acknowledged.length} answers acknowledged, refused: ${refused.join(', ')}`,
      );
    });
    await Promise.race([Promise.all([load, killer]), deadline]);
    await running.kill();

    const result = await verify(db, surveyId, acknowledged);
    const twoSessions = [...sessionsSeen.values()].filter((s) => s.size > 1).length;
    console.log(
      `R12: ${RESPONDENTS} respondents, ${acknowledged.length} answers acknowledged, ` +
        `${KILLS} kills, ${result.completes} completes of ${SAMPLES}, ${refused.length} refused` +
        ` (${[...new Set(refused)].join(', ') || 'none'})`,
    );
    const count = (label: string, n: number, target: string): BenchRow => ({
      bench: BENCH,
      case: label,
      runs: 1,
      medianMs: n,
      p95Ms: n,
      target,
      limits: { medianMs: 0 },
    });
    return [
      count(
        `acknowledged answers lost or changed (of ${acknowledged.length})`,
        result.lost,
        'R12 none lost (a count)',
      ),
      count(
        'respondents with two sessions (stored, or seen by the client)',
        result.duplicates + twoSessions,
        'R12 no duplicate (a count)',
      ),
      count(
        `quota cells over target or not matching completes (${result.completes} completes)`,
        result.badCells + (result.completes > SAMPLES ? 1 : 0),
        'R12 no overfill (a count)',
      ),
      count(
        `calls refused for another reason than a full sample (${refused.length} refused in all)`,
        refused.filter((r) => !EXPECTED_REFUSALS.has(r)).length,
        'R12 retries succeed (a count)',
      ),
      {
        bench: BENCH,
        case: `server start to ready (first start + ${KILLS} restarts)`,
        ...summarise(running.restarts),
        target: 'for reference',
      },
    ];
  } finally {
    // Before the database: a server left running would crash on its cut connections.
    await server?.kill();
    await db.stop();
  }
}
