import { hash32, seededRandom } from '@survey/domain/random';
import type { Answer } from '@survey/domain/respondent/answers';
import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import type { EntryPage, Page } from '@survey/domain/respondent/engine/pages';
import { signPanelLink } from '@survey/server/src/modules/respondent/panelLinks.ts';
import { pause } from './http.ts';

/** How a member answers a page: an answer, or null for a random valid one (as panel members do). */
export type AnswerPattern = (page: EntryPage, respondentIndex: number) => Answer | null;

/** Every page gets a random valid answer, seeded by the respondent id. */
export const randomAnswers: AnswerPattern = () => null;

interface SessionView {
  sessionId: string;
  page: Page;
}

/** The public respondent API's base and the panel link secret the server checks links with. */
export interface RespondentTarget {
  baseUrl: string;
  panelLinkSecret: string;
  /** SIMULATED unless told. */
  supplierCode?: string;
}

/** A choice answer picking the option with this text. */
export function pick(page: EntryPage, text: string): Answer {
  const option = page.options.find((o) => o.label === text);
  if (!option) throw new Error(`${page.label} has no option '${text}'`);
  return { kind: 'choice', selected: [option.id], texts: {} };
}

/**
 * A choice answer picking the option at `index` (a market's options are in its language; their
 * ids and order are the lead's).
 */
export function pickAt(page: EntryPage, index: number): Answer {
  const option = page.options[index];
  if (!option) throw new Error(`${page.label} has no option at ${index}`);
  return { kind: 'choice', selected: [option.id], texts: {} };
}

/** A free-text answer. */
export const text = (value: string): Answer => ({ kind: 'text', text: value });

/** The runner link a panel supplier sends (path and query), signed with the server's secret. */
export function signedPanelLink(target: RespondentTarget, surveyId: string, respondentId: string) {
  const fields = { surveyId, respondentId, supplierCode: target.supplierCode ?? 'SIMULATED' };
  const signature = signPanelLink(new TextEncoder().encode(target.panelLinkSecret), fields);
  return `/respondent/info?${new URLSearchParams({ ...fields, signature }).toString()}`;
}

/** POSTs to the respondent API, waiting out its per-client limit (429) as a member's browser would. */
async function post(baseUrl: string, path: string, body: unknown): Promise<SessionView> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await fetch(`${baseUrl}/v1/respondent${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status === 429) {
      await res.body?.cancel();
      await pause(1000 * Number(res.headers.get('retry-after') ?? 1));
      continue;
    }
    if (!res.ok) throw new Error(`respondent API ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as SessionView;
  }
  throw new Error(`respondent API ${path}: rate limited`);
}

/**
 * One member takes the survey to its end through the public respondent API (the calls the runner
 * and the simulated panel's members make): `choose` answers the pages it wants to (null: a random
 * valid answer, seeded by the id). Answers the outcome ('complete', 'screenout', ...).
 */
export async function answerAs(
  target: RespondentTarget,
  surveyId: string,
  respondentId: string,
  choose: (page: EntryPage) => Answer | null,
): Promise<string> {
  const fields = { surveyId, respondentId, supplierCode: target.supplierCode ?? 'SIMULATED' };
  const signature = signPanelLink(new TextEncoder().encode(target.panelLinkSecret), fields);
  let view = await post(target.baseUrl, '/sessions', { ...fields, signature });
  const rnd = seededRandom(hash32(respondentId));
  while (view.page.kind === 'entry') {
    const page = view.page;
    const answer = choose(page) ?? randomValidAnswer(page, rnd);
    view = await post(target.baseUrl, `/sessions/${view.sessionId}/answers`, {
      pageKey: page.key,
      answer,
    });
  }
  return view.page.outcome;
}

/** Members answering at once: enough to overlap round trips, few enough for a 2-core machine. */
const PARALLEL = 6;

/**
 * `n` members (`${prefix}-1` ... `${prefix}-n`) take the survey through the respondent API,
 * `PARALLEL` at a time, each page answered by `pattern`. Answers each member's outcome, in order.
 * For thousands of completes there is no HTTP bulk path: the benches and server tests write them
 * in process (`direct/launchedSurvey.ts` `recordCompletes`, `direct/resultsData.ts`).
 */
export async function completes(
  target: RespondentTarget,
  surveyId: string,
  n: number,
  pattern: AnswerPattern = randomAnswers,
  prefix = `r-${Date.now().toString(36)}`,
): Promise<string[]> {
  const outcomes: string[] = new Array<string>(n);
  let next = 0;
  const member = async () => {
    while (next < n) {
      const index = next++;
      outcomes[index] = await answerAs(target, surveyId, `${prefix}-${index + 1}`, (page) =>
        pattern(page, index),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, n) }, member));
  return outcomes;
}
