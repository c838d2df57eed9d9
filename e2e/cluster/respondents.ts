// Panel respondents driven from the test through the balancer's public respondent API at a
// steady rate, recording every answer acknowledged (2xx) and every error they met.
import type { Page } from '@survey/domain/respondent/engine/pages';
import {
  answerFromProfile,
  randomValidAnswer,
} from '@survey/domain/respondent/engine/randomValidAnswer';
import { seededRandom } from '@survey/domain/random';
import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import { SimulatedPanel } from '../../apps/server/src/modules/panel/panelSupplier.ts';
import { declaredLengthMs } from '../../apps/server/src/modules/panelTraffic/memberLength.ts';
import { memberProfile } from '../../apps/server/src/modules/panelTraffic/trafficPlan.ts';
import { signPanelLink } from '../../apps/server/src/modules/respondent/panelLinks.ts';
import type { Acknowledged } from '@survey/testkit/direct/respondentChecks';
import { CLUSTER_PANEL_SECRET } from './testCluster.ts';

export interface RespondentLoad {
  acknowledged: Acknowledged[];
  /** Sessions each respondent was given (more than one: a duplicate). */
  sessionsSeen: Map<string, Set<string>>;
  /** 4xx answers (a full sample refuses new respondents: expected). */
  refused: string[];
  /** The sessions whose answer was refused (a failure's message reads their rows). */
  refusedSessions: string[];
  /** 5xx answers and connection errors, as the respondent's browser met them. */
  errors: string[];
  /** 429 answers, waited out and retried (the one test address meets the per-client limit). */
  throttled: number;
  /** Stops starting respondents; resolves when those walking have stopped. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The length the cluster's surveys are quoted at (spec 3 §9: 5 minutes when none is set). */
const QUOTED_LOI_MINUTES = 5;

/** The GB panel whose members the load's respondents are (their audience answers). */
const GB_PANEL = new SimulatedPanel(200_000).population('GB');

/**
 * `concurrency` respondents at a time walk the survey through `base`, pausing `pauseMs` between
 * calls. With `retry`, a 5xx or a failed connection is retried with the same body, as the runner
 * does (answers are idempotent); without, the respondent stops there (it saw an error).
 *
 * Respondent n is panel member n, as the simulated panel sends them: it answers the audience
 * questions from its profile (arrivals come in the population's shares, so the small census cells
 * do not fill at once) and declares an interview length around the quoted LOI in its signed link
 * (memberLength.ts). Field health is on in this tier (issue 34): respondents walking at machine
 * speed read as 0.0-minute interviews, and from the 30th complete it paused the survey on length,
 * after which every new respondent met 409 (the 120-s stalls of sessions 20 and 21; a stall's
 * message now names the order's status and field health's reasons).
 */
export function startRespondents(
  base: string,
  surveyId: string,
  opts: { concurrency: number; pauseMs: number; retry: boolean; prefix: string },
): RespondentLoad {
  const load: Omit<RespondentLoad, 'stop'> = {
    acknowledged: [],
    sessionsSeen: new Map(),
    refused: [],
    refusedSessions: [],
    errors: [],
    throttled: 0,
  };
  let stopping = false;
  let next = 0;

  const post = async (route: string, body: unknown): Promise<Response | undefined> => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const res = await fetch(`${base}/v1/respondent${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).catch((err: unknown) => {
        load.errors.push(`${route}: ${String((err as Error).cause ?? err)}`);
        return undefined;
      });
      if (res?.status === 429) {
        // One address stands for many respondents here, so it meets the per-client flood limit
        // that real respondents (one address each) never do, most when a node is out and the
        // other takes all the starts: wait as told and try again, as a polite client does.
        load.throttled += 1;
        await res.body?.cancel();
        await sleep(1000 * Number(res.headers.get('retry-after') ?? 1));
        continue;
      }
      if (res && res.status < 500) return res;
      if (res) load.errors.push(`${route}: ${res.status} ${await res.text()}`);
      if (!opts.retry) return undefined;
      await sleep(150);
    }
    return undefined;
  };

  const walk = async (n: number) => {
    const rnd = seededRandom(7000 + n);
    const profile = memberProfile(GB_PANEL, n % GB_PANEL.size);
    const respondentId = `${opts.prefix}-${n}`;
    const fields = {
      surveyId,
      respondentId,
      supplierCode: PANEL_SUPPLIER_CODE,
      simulatedLengthMs: declaredLengthMs({
        surveyId,
        memberId: respondentId,
        loiMinutes: QUOTED_LOI_MINUTES,
        speeder: false,
      }),
    };
    const signature = signPanelLink(new TextEncoder().encode(CLUSTER_PANEL_SECRET), fields);
    const started = await post('/sessions', { ...fields, signature });
    if (!started) return;
    if (!started.ok)
      return void load.refused.push(`start ${started.status} ${await started.text()}`);
    let view = (await started.json()) as { sessionId: string; page: Page };
    const seen = load.sessionsSeen.get(fields.respondentId) ?? new Set<string>();
    seen.add(view.sessionId);
    load.sessionsSeen.set(fields.respondentId, seen);
    while (view.page.kind === 'entry' && !stopping) {
      await sleep(opts.pauseMs);
      const answer =
        (view.page.questionKind === 'audience' ? answerFromProfile(view.page, profile) : null) ??
        randomValidAnswer(view.page, rnd);
      const pageKey = view.page.key;
      const res = await post(`/sessions/${view.sessionId}/answers`, { pageKey, answer });
      if (!res) return;
      if (!res.ok) {
        load.refusedSessions.push(view.sessionId);
        return void load.refused.push(`answer ${res.status} ${await res.text()}`);
      }
      load.acknowledged.push({ sessionId: view.sessionId, pageKey, answer });
      view = (await res.json()) as { sessionId: string; page: Page };
    }
  };

  const workers = Array.from({ length: opts.concurrency }, async () => {
    while (!stopping) {
      await walk(next++);
      await sleep(opts.pauseMs);
    }
  });
  return {
    ...load,
    stop: async () => {
      stopping = true;
      await Promise.all(workers);
    },
  };
}

/**
 * Resolves once `load` has `count` more acknowledged answers than now; a stall's error names what
 * the respondents met and, through `explain`, the survey's state (order status, field health).
 */
export async function answersMore(
  load: RespondentLoad,
  count: number,
  explain: () => Promise<string> = () => Promise.resolve(''),
  timeoutMs = 120_000,
) {
  const target = load.acknowledged.length + count;
  const deadline = Date.now() + timeoutMs;
  while (load.acknowledged.length < target) {
    if (Date.now() > deadline) {
      throw new Error(
        `only ${load.acknowledged.length} of ${target} answers acknowledged; errors: ${load.errors.slice(0, 5).join('; ')}; refused: ${load.refused.slice(-5).join(', ')} (${load.refused.length}); throttled: ${load.throttled}; ${await explain()}`,
      );
    }
    await sleep(100);
  }
}
