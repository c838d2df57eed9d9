/**
 * The two ways the runner reaches the engine. A panel respondent has a session on the server (its id
 * kept in sessionStorage per survey, supplier and respondent, so a reload resumes it); the
 * dashboard's preview stores nothing on the server and keeps the engine's state in the tab.
 */
import { DEVICE_SCREEN, DEVICE_TIME_ZONE } from '@survey/domain/quality/flaggedCompletes';
import type { Page } from '@survey/domain/respondent/engine/pages';
import { ApiError, callApi, parseLocale, type RunnerView, type Transport } from './api.ts';

interface SessionView {
  sessionId: string;
  page: Page;
  redirectUrl: string | null;
  locale?: unknown;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the session still works, a reload starts it again from the link.
    return null;
  }
}

export interface PanelLink {
  surveyId: string;
  respondentId: string;
  supplierCode: string;
  signature: string;
  /** The survey language the link asks for (issue 37 §1); the server falls back to the base. */
  lang?: string;
}

/**
 * What the runner tells the server of the device at the start, for the duplicate-respondent check
 * (issue 26 §3): the time zone and the screen size; the server adds the user agent and keeps only
 * a hash. Nothing is stored on the device. Undefined where the browser says nothing usable.
 */
export function deviceOf(): { timeZone: string; screen: string } | undefined {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const screen = `${String(Math.round(window.screen.width))}x${String(Math.round(window.screen.height))}`;
  // Sent only in the shape the server takes: an odd browser must never cost a respondent the start.
  return DEVICE_TIME_ZONE.test(timeZone) && DEVICE_SCREEN.test(screen)
    ? { timeZone, screen }
    : undefined;
}

/** A panel respondent's session: started from the signed link, resumed after a reload. */
export function sessionTransport(link: PanelLink): Transport {
  const key = `runner:session:${link.surveyId}:${link.supplierCode}:${link.respondentId}`;
  let sessionId = storage()?.getItem(key) ?? null;
  const keep = (view: SessionView): RunnerView => {
    sessionId = view.sessionId;
    storage()?.setItem(key, view.sessionId);
    return { page: view.page, redirectUrl: view.redirectUrl, locale: parseLocale(view.locale) };
  };
  const startFromLink = async () =>
    keep(
      await callApi<SessionView>('/sessions', {
        method: 'POST',
        body: { ...link, device: deviceOf() },
      }),
    );
  return {
    async start() {
      if (sessionId === null) return startFromLink();
      try {
        return keep(
          await callApi<SessionView>(`/sessions/${encodeURIComponent(sessionId)}`, {
            method: 'GET',
          }),
        );
      } catch (error) {
        // A stored id the server no longer knows: the link starts (or finds) the session again.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return startFromLink();
        }
        throw error;
      }
    },
    async answer(pageKey, answer) {
      if (sessionId === null) await startFromLink();
      return keep(
        await callApi<SessionView>(`/sessions/${encodeURIComponent(sessionId ?? '')}/answers`, {
          method: 'POST',
          body: { pageKey, answer },
        }),
      );
    },
  };
}

interface PreviewView {
  state: unknown;
  page: Page;
  locale?: unknown;
}

/**
 * The preview token the dashboard handed this tab (`#previewToken=` in the link; the fragment never
 * reaches a server or a Referer). It is kept in this tab's sessionStorage so that a reload still
 * works, and taken out of the address bar. The runner never reads the dashboard's own token.
 */
export function takePreviewToken(surveyId: string, respondentId: string): string | null {
  const key = `runner:previewToken:${surveyId}:${respondentId}`;
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const given = fragment.get('previewToken');
  if (given) {
    storage()?.setItem(key, given);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return given;
  }
  return storage()?.getItem(key) ?? null;
}

/** The editor's preview: the server walks the draft with the state this tab keeps. */
export function previewTransport(
  surveyId: string,
  respondentId: string,
  token: string | null,
  lang: string | null = null,
): Transport {
  const key = `runner:preview:${surveyId}:${respondentId}:${lang ?? ''}`;
  const saved = storage()?.getItem(key);
  let state: unknown = saved ? (JSON.parse(saved) as unknown) : undefined;
  const send = async (body: Record<string, unknown>): Promise<RunnerView> => {
    const view = await callApi<PreviewView>('/preview', {
      method: 'POST',
      body: { surveyId, ...(lang && { lang }), ...body },
      token,
    });
    state = view.state;
    storage()?.setItem(key, JSON.stringify(view.state));
    return { page: view.page, redirectUrl: null, locale: parseLocale(view.locale) };
  };
  return {
    async start() {
      try {
        return await send(state === undefined ? {} : { state });
      } catch (error) {
        // The draft changed under a kept state: walk the current draft from its start.
        if (error instanceof ApiError && error.reason === 'INVALID_PREVIEW_STATE') return send({});
        throw error;
      }
    },
    answer: (pageKey, answer) => send({ state, pageKey, answer }),
  };
}
