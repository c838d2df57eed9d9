import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { BrowserContext } from '@playwright/test';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { replaceDraft } from '@survey/server/src/modules/questionnaire/questionnaire.store.ts';
import { startBenchApp, type BenchApp } from './benchApp.ts';
import { startBenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { benchSurvey } from '@survey/testkit/direct/benchSurvey';
import {
  ensureWebBuild,
  startBrowserSession,
  WEB_DIST,
  type BrowserSession,
} from './browserSession.ts';

const PASSWORD = 'bench password 123';
const ENTRIES = 300;

export interface EditorBench {
  app: BenchApp;
  surveyId: string;
  /** The questionnaire the survey's draft holds (the P5 peer opens the same). */
  questionnaire: Questionnaire;
  /** A new browser context (empty HTTP cache) logged in as the bench user, at 1280x800. */
  newContext(): Promise<BrowserContext>;
  close(): Promise<void>;
}

/**
 * The setup of the P5 figures: the built dashboard served as production serves it, a generated
 * 300-entry questionnaire of every type, Debian's Chromium, and a session of the bench user
 * (logged in once through the login page).
 */
export async function startEditorBench(opts: {
  email: string;
  projectName: string;
}): Promise<EditorBench> {
  ensureWebBuild();
  const db = await startBenchDatabase();
  let app: BenchApp | undefined;
  let browser: BrowserSession | undefined;
  const close = async () => {
    await browser?.close();
    await app?.close();
    await db.stop();
  };
  try {
    const { surveyId } = await benchSurvey(db, {
      email: opts.email,
      password: PASSWORD,
      projectName: opts.projectName,
      samplesNeeded: 100,
    });
    const document = { ...makeQuestionnaire(ENTRIES, 5), questionnaireId: randomUUID() };
    await replaceDraft(db.database.db, surveyId, document, new Date());
    const started = await startBenchApp(
      db,
      pino({ level: 'silent' }),
      { email: opts.email, password: PASSWORD },
      { WEB_DIST },
    );
    app = started;
    const session = await startBrowserSession(started.base, {
      email: opts.email,
      password: PASSWORD,
    });
    browser = session;
    return {
      app: started,
      surveyId,
      questionnaire: document,
      newContext: session.newContext,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
