import { signPanelLink } from '../src/modules/respondent/panelLinks.ts';
import type { TestApp } from './testApp.ts';

/** What the public respondent API answers, as far as tests read it. */
export interface RespondentView {
  sessionId: string;
  page: {
    kind: string;
    key?: string;
    outcome?: string;
    title?: string;
    options?: { id: string; label: string }[];
  };
  redirectUrl?: string | null;
  reason?: string;
}

/**
 * The public respondent API over real HTTP, as the runner and the simulated panel call it: panel
 * links signed with `secret` (the app's PANEL_LINK_SECRET), supplier SIMULATED unless told.
 */
export function respondentHttp(t: TestApp, secret: string) {
  const key = new TextEncoder().encode(secret);
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${t.url}/v1/respondent${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as RespondentView };
  };
  return {
    post,
    start: (surveyId: string, respondentId: string, supplierCode = 'SIMULATED') => {
      const fields = { surveyId, respondentId, supplierCode };
      return post('/sessions', { ...fields, signature: signPanelLink(key, fields) });
    },
    /** Answers the view's page with a free-text answer. */
    answerText: (view: RespondentView, text: string) =>
      post(`/sessions/${view.sessionId}/answers`, {
        pageKey: view.page.key,
        answer: { kind: 'text', text },
      }),
    /** Answers the view's page with the option labelled `label`. */
    choose: (view: RespondentView, label: string) =>
      post(`/sessions/${view.sessionId}/answers`, {
        pageKey: view.page.key,
        answer: {
          kind: 'choice',
          selected: [view.page.options?.find((o) => o.label === label)?.id],
          texts: {},
        },
      }),
  };
}
