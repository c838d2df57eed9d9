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
  for (let attempt = 0; attempt < MAX_RATE_LIMITED && !client.signal.aborted; attempt++) {
    const res = await fetch(`${client.baseUrl()}${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: client.signal,
    });
    if (res.status === 429) {
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
