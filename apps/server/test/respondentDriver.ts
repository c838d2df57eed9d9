import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import { recordCompleteQuality } from '../src/modules/quality/completeQuality.ts';
import type { RunnerDevice } from '../src/modules/respondent/deviceFingerprint.ts';
import { LiveSurveys } from '../src/modules/orders/liveSurveys.queries.ts';
import { signPanelLink } from '../src/modules/respondent/panelLinks.ts';
import {
  answerPage,
  startRespondentSession,
  type RespondentCtx,
  type SessionView,
} from '../src/modules/respondent/sessions.service.ts';
import type { TestApp } from './testApp.ts';

export const TEST_PANEL_SECRET = 'results-test-panel-link-secret-0123456789';

/**
 * Respondents answering through the real sessions service (the same storage path as the public
 * respondent API and the simulated panel), for tests that read what they stored.
 */
export function respondentDriver(t: TestApp) {
  const linkSecret = new TextEncoder().encode(TEST_PANEL_SECRET);
  const ctx: RespondentCtx = {
    db: t.deps.database.db,
    clock: t.deps.clock,
    linkSecret,
    live: new LiveSurveys(t.deps.database.db),
    recordQuality: recordCompleteQuality,
  };
  const supplierCode = 'SIMULATED';
  return {
    ctx,
    /** `device`: what the runner would report of its device, with the user agent (data quality). */
    start: (
      surveyId: string,
      respondentId: string,
      device?: RunnerDevice & { userAgent: string },
    ) =>
      startRespondentSession(
        ctx,
        {
          surveyId,
          respondentId,
          supplierCode,
          signature: signPanelLink(linkSecret, { surveyId, respondentId, supplierCode }),
          ...(device && { device: { timeZone: device.timeZone, screen: device.screen } }),
        },
        device?.userAgent,
      ),
    answer: (view: SessionView, answer: Answer | null) => {
      if (view.page.kind !== 'entry') throw new Error('the session has ended');
      return answerPage(ctx, view.sessionId, view.page.key, answer);
    },
    /**
     * One respondent from start to end (or `maxPages` pages), answering each page with `choose`
     * when it returns an answer, else a random valid one.
     */
    async walk(
      surveyId: string,
      respondentId: string,
      rnd: () => number,
      opts: {
        maxPages?: number;
        choose?: (page: EntryPage) => Answer | undefined;
        device?: RunnerDevice & { userAgent: string };
      } = {},
    ): Promise<SessionView> {
      let view = await this.start(surveyId, respondentId, opts.device);
      for (let n = 0; view.page.kind === 'entry' && n < (opts.maxPages ?? 1000); n++) {
        const page = view.page;
        view = await this.answer(view, opts.choose?.(page) ?? randomValidAnswer(page, rnd));
      }
      return view;
    },
  };
}
