// Panel members who answer as a test says, through the public respondent API (the same calls the
// simulated panel's members make, trafficMember.ts), with links signed by the e2e secret. For
// tests that need a known pattern in the data (a crosstab's significance letters): every page a
// test does not answer itself gets a random valid answer, like the panel's members give.
import { hash32, seededRandom } from '../../packages/domain/src/random.ts';
import type { Answer } from '../../packages/domain/src/respondent/answers.ts';
import { randomValidAnswer } from '../../packages/domain/src/respondent/engine/randomValidAnswer.ts';
import type { EntryPage, Page } from '../../packages/domain/src/respondent/engine/pages.ts';
import { signPanelLink } from '../../apps/server/src/modules/respondent/panelLinks.ts';
import { E2E_PANEL_LINK_SECRET } from './paths.ts';

interface SessionView {
  sessionId: string;
  page: Page;
}

/** A choice answer picking the option with this text. */
export function pick(page: EntryPage, text: string): Answer {
  const option = page.options.find((o) => o.label === text);
  if (!option) throw new Error(`${page.label} has no option '${text}'`);
  return { kind: 'choice', selected: [option.id], texts: {} };
}

async function post(baseUrl: string, path: string, body: unknown): Promise<SessionView> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await fetch(`${baseUrl}/v1/respondent${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status === 429) {
      await res.body?.cancel();
      await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after') ?? 1)));
      continue;
    }
    if (!res.ok) throw new Error(`respondent API ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as SessionView;
  }
  throw new Error(`respondent API ${path}: rate limited`);
}

/**
 * One member takes the survey to its end: `choose` answers the pages it wants to (null: a random
 * valid answer). Answers the outcome ('complete', 'screenout', …).
 */
export async function answerAs(
  baseUrl: string,
  surveyId: string,
  respondentId: string,
  choose: (page: EntryPage) => Answer | null,
): Promise<string> {
  const fields = { surveyId, respondentId, supplierCode: 'SIMULATED' };
  const signature = signPanelLink(new TextEncoder().encode(E2E_PANEL_LINK_SECRET), fields);
  let view = await post(baseUrl, '/sessions', { ...fields, signature });
  const rnd = seededRandom(hash32(respondentId));
  while (view.page.kind === 'entry') {
    const page = view.page;
    const answer = choose(page) ?? randomValidAnswer(page, rnd);
    view = await post(baseUrl, `/sessions/${view.sessionId}/answers`, {
      pageKey: page.key,
      answer,
    });
  }
  return view.page.outcome;
}
