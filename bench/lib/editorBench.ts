import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import pino from 'pino';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { replaceDraft } from '@survey/server/src/modules/questionnaire/questionnaire.store.ts';
import { locateChromium } from '../../scripts/chromium.mjs';
import { CHROMIUM_ARGS } from '../../e2e/support/launch.ts';
import { startBenchApp, type BenchApp } from './benchApp.ts';
import { startBenchDatabase } from './benchDatabase.ts';
import { benchSurvey } from './benchSurvey.ts';

const PASSWORD = 'bench password 123';
const ENTRIES = 300;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const WEB_DIST = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');

export interface EditorBench {
  app: BenchApp;
  surveyId: string;
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
  const located = locateChromium({ env: process.env });
  if (!('path' in located)) {
    throw new Error('no Chromium: install Debian chromium or set CHROMIUM_PATH');
  }
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      stdio: 'ignore',
    });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const db = await startBenchDatabase();
  let app: BenchApp | undefined;
  let browser: Browser | undefined;
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
    const launched = await chromium.launch({ executablePath: located.path, args: CHROMIUM_ARGS });
    browser = launched;
    const login = await launched.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await login.newPage();
    await page.goto(`${started.base}/login`);
    await page.getByLabel('Email', { exact: true }).fill(opts.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/projects$/);
    const session = await login.storageState();
    await login.close();
    return {
      app: started,
      surveyId,
      newContext: () =>
        launched.newContext({
          viewport: { width: 1280, height: 800 },
          storageState: session,
          // The server's CSP forbids eval, which Playwright's string predicates need.
          bypassCSP: true,
        }),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
