import type { Answer } from '@survey/domain/respondent/answers';
import type { Page } from '@survey/domain/respondent/engine/pages';
import type { PanelProfile } from '@survey/domain/respondent/engine/state';
import { seededRandom } from '@survey/domain/random';
import {
  memberAnswer,
  thinkMs,
  type MemberBehaviour,
  type ScreenOutOptions,
} from './trafficPlan.ts';

/** What the respondent API answers (sessions.service.ts SessionView). */
interface SessionView {
  sessionId: string;
  page: Page;
}

/** A signed panel link, as the runner would read it from its address. */
export interface MemberLink {
  surveyId: string;
  respondentId: string;
  supplierCode: string;
  signature: string;
  /** The member's interview length on the panel's clock (memberLength.ts), signed with the rest. */
  simulatedLengthMs: number;
}

export interface SimulatedMember {
  id: string;
  profile: PanelProfile;
  behaviour: MemberBehaviour;
  /** The audience's non-qualifying options, for a member the screen-out knob picked. */
  screenOuts?: ScreenOutOptions;
  /**
   * Average wall time on a page (pacedPageMs; 0 in tests): how long the member holds its place,
   * not its interview's length, which it declares (`lengthMs`).
   */
  pageMs: number;
  /** The interview length it declares in its link (memberLength.ts). */
  lengthMs: number;
}

/** Where a member's walk stands; `end` is the outcome, `stopped` a member who walked away. */
export type WalkResult = { end: string } | { stopped: 'dropout' | 'aborted' | 'refused' };

/** The HTTP side: the server's own public respondent API, reached like any panel's respondent. */
export interface RespondentClient {
  baseUrl: () => string;
  /** Set when the process stops: walks end where they are (idle sessions drop later). */
  signal: AbortSignal;
}

const API = '/v1/respondent';
/** Attempts of one call refused as rate limited before the member gives up. */
const MAX_RATE_LIMITED = 10;
/**
 * Attempts of one call whose connection failed, or that a balancer answered with no node behind
 * it (502/503/504), before the member gives up; RETRY_MS apart. A killed node is out of the
 * balancer within about 2 s (deploy/README.md), so 10 x 0.5 s outlasts it. Retrying is harmless:
 * a start finds the member's session, an answer to a page is stored once.
 */
const MAX_FAILED = 10;
const RETRY_MS = 500;
const GATEWAY_ERRORS = new Set([502, 503, 504]);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

async function call(
  client: RespondentClient,
  path: string,
  body: unknown,
): Promise<SessionView | null> {
  let rateLimited = 0;
  let failed = 0;
  while (rateLimited < MAX_RATE_LIMITED && !client.signal.aborted) {
    let res: Response;
    try {
      res = await fetch(`${client.baseUrl()}${API}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: client.signal,
      });
    } catch (err) {
      // The connection failed (a node killed under the member, a balancer restarting).
      if (client.signal.aborted || ++failed >= MAX_FAILED) throw err;
      await sleep(RETRY_MS, client.signal);
      continue;
    }
    if (GATEWAY_ERRORS.has(res.status) && ++failed < MAX_FAILED) {
      await res.body?.cancel();
      await sleep(RETRY_MS, client.signal);
      continue;
    }
    if (res.status === 429) {
      rateLimited += 1;
      // The API's per-session and per-address limits: wait as told, like a patient person.
      await res.body?.cancel();
      const seconds = Number(res.headers.get('retry-after') ?? '1');
      await sleep(Math.max(1, seconds) * 1000, client.signal);
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    return (await res.json()) as SessionView;
  }
  return null;
}

/** Starts the member's session; null when the survey turned them away (not live, closed). */
export async function startMember(
  client: RespondentClient,
  link: MemberLink,
): Promise<SessionView | null> {
  try {
    return await call(client, '/sessions', link);
  } catch {
    return null;
  }
}

/**
 * Takes the member from their first page to the end through the respondent API: each page after
 * a think time, answered as `memberAnswer` says; a dropout stops part-way and never comes back.
 */
export async function walkMember(
  client: RespondentClient,
  member: SimulatedMember,
  first: SessionView,
): Promise<WalkResult> {
  const rnd = seededRandom(member.behaviour.seed);
  let view = first;
  const { behaviour } = member;
  try {
    if (behaviour.exitsAtStart) return { stopped: 'dropout' };
    while (view.page.kind === 'entry') {
      const page = view.page;
      const dropAt = behaviour.dropAt;
      if (dropAt !== null && page.progress >= dropAt) return { stopped: 'dropout' };
      // Past the audience questions the respondent has qualified.
      if (behaviour.dropAfterQualifying && page.questionKind !== 'audience') {
        return { stopped: 'dropout' };
      }
      await sleep(thinkMs(behaviour, member.pageMs, rnd), client.signal);
      if (client.signal.aborted) return { stopped: 'aborted' };
      const answer: Answer | null = memberAnswer(page, member, rnd);
      const next = await call(client, `/sessions/${view.sessionId}/answers`, {
        pageKey: page.key,
        answer,
      });
      if (!next) return { stopped: client.signal.aborted ? 'aborted' : 'refused' };
      view = next;
    }
    return { end: view.page.outcome };
  } catch {
    return { stopped: client.signal.aborted ? 'aborted' : 'refused' };
  }
}
