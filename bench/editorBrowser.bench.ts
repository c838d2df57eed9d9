import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { startEditorBench } from './lib/editorBench.ts';
import { summarise, type BenchRow } from './lib/stats.ts';

const BENCH = 'editor in Chromium (300 entries)';
const EMAIL = 'bench-editor@example.com';
const OPENS = 7;
const KEYSTROKES = 30;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SCREENSHOT = path.join(root, '.test-results/editor-bench-failed.png');

/**
 * In-page code is plain JavaScript text: tsx (esbuild) wraps named functions in a `__name` helper
 * that does not exist in the page, so functions cannot be handed to Playwright from here.
 *
 * Set before the page's own scripts: the time (ms since navigation start) when the first card's
 * title can take input, i.e. the first card is mounted and the main thread got through a frame
 * and a task after it (what "interactive" means to a user about to click).
 */
const WATCH_INTERACTIVE = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('article [contenteditable="true"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.benchInteractiveAt = performance.now())));
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['contenteditable'],
  });`;

/** Scrolls the card list end to end in 0.8-viewport steps: the most cards mounted at once. */
const MOUNTED_WHILE_SCROLLING = `(async () => {
  const scroller = document.querySelector('[data-testid="virtuoso-scroller"]');
  if (!scroller) throw new Error('no card list scroller');
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 30)));
  let max = 0;
  let steps = 0;
  for (let top = 0; top < scroller.scrollHeight; top += scroller.clientHeight * 0.8) {
    scroller.scrollTop = top;
    await frame();
    await frame();
    max = Math.max(max, scroller.querySelectorAll('article').length);
    steps += 1;
  }
  return { max, steps };
})()`;

/** Where the time to interactive goes (ms since navigation start). */
interface Phases {
  domContentLoaded: number;
  /** The last script or GraphQL response the page waited for. */
  lastScript: number;
  questionnaireLoaded: number;
}
const PHASES = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const end = (test) => Math.max(0, ...resources.filter(test).map((r) => r.responseEnd));
  return {
    domContentLoaded: nav ? nav.domContentLoadedEventEnd : 0,
    lastScript: end((r) => r.name.endsWith('.js')),
    questionnaireLoaded: end((r) => r.name.includes('/v3/questionnaire/graphql')),
  };
})()`;

/** Resolves with the input-to-paint time of the next keystroke in the focused element. */
const NEXT_KEYSTROKE = `new Promise((resolve, reject) => {
  const input = document.activeElement;
  if (!input) return reject(new Error('nothing focused'));
  let start = 0;
  input.addEventListener('keydown', (e) => (start = e.timeStamp), { once: true });
  input.addEventListener(
    'input',
    () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start))),
    { once: true },
  );
})`;

async function openEditor(
  context: BrowserContext,
  url: string,
): Promise<{ ms: number; page: Page; phases: Phases }> {
  const page = await context.newPage();
  await page.addInitScript({ content: WATCH_INTERACTIVE });
  await page.goto(url);
  const handle = await page
    .waitForFunction('window.benchInteractiveAt', undefined, { timeout: 30_000, polling: 50 })
    .catch(async (error: unknown) => {
      await page.screenshot({ path: SCREENSHOT });
      throw new Error(`the editor did not open at ${page.url()} (see ${SCREENSHOT})`, {
        cause: error,
      });
    });
  const phases = (await page.evaluate(PHASES)) as Phases;
  return { ms: (await handle.jsonValue()) as number, page, phases };
}

async function mountedWhileScrolling(page: Page): Promise<{ max: number; steps: number }> {
  return (await page.evaluate(MOUNTED_WHILE_SCROLLING)) as { max: number; steps: number };
}

/** Input-to-paint of keystrokes in the first card's first option (a frame and a task after). */
async function keystrokes(page: Page): Promise<number[]> {
  const option = page.getByRole('textbox', { name: 'Option 1', exact: true }).first();
  await option.click();
  const times: number[] = [];
  for (let i = 0; i < KEYSTROKES; i += 1) {
    const measured = page.evaluate(NEXT_KEYSTROKE) as Promise<number>;
    await page.waitForTimeout(20);
    await page.keyboard.press(i % 2 === 0 ? 'x' : 'Backspace');
    times.push(await measured);
  }
  return times;
}

/**
 * P5 of QUALITY.md: the built dashboard (as production serves it) opens a generated 300-entry
 * questionnaire of every type in Debian's Chromium. "Cold" is a new browser context (empty HTTP
 * cache, a logged-in session); "warm" opens it again in the same context (cache warm). Also: the most cards mounted
 * at once while scrolling the list end to end, and the input-to-paint time of a keystroke.
 */
export default async function bench(): Promise<BenchRow[]> {
  const editor = await startEditorBench({ email: EMAIL, projectName: 'Editor bench' });
  try {
    const url = `${editor.app.base}/survey/${editor.surveyId}/questionnaire`;
    const cold: number[] = [];
    const warm: number[] = [];
    const phases: Phases[] = [];
    let mounted = { max: 0, steps: 0 };
    let typing: number[] = [];
    for (let i = 0; i < OPENS; i += 1) {
      const context = await editor.newContext();
      const first = await openEditor(context, url);
      cold.push(first.ms);
      phases.push(first.phases);
      await first.page.close();
      const again = await openEditor(context, url);
      warm.push(again.ms);
      if (i === 0) {
        typing = await keystrokes(again.page);
        mounted = await mountedWhileScrolling(again.page);
      }
      await context.close();
    }
    const row = (label: string, times: number[], target: string, limit?: number): BenchRow => ({
      bench: BENCH,
      case: label,
      ...summarise(times),
      target,
      limits: limit === undefined ? undefined : { medianMs: limit },
    });
    return [
      row('open to interactive, cold (new context)', cold, 'P5 <= 1.5 s', 1500),
      row('open to interactive, warm (second open, cache warm)', warm, 'P5 <= 1.5 s', 1500),
      {
        bench: BENCH,
        case: `cards mounted while scrolling end to end (${mounted.steps} steps; most at once)`,
        runs: mounted.steps,
        medianMs: mounted.max,
        p95Ms: mounted.max,
        target: 'P5 <= ~12 cards mounted (a count, not ms)',
        limits: { medianMs: 12 },
      },
      row('keystroke in an option, input to paint', typing, 'P5 report (no bar)'),
      row(
        'cold: DOMContentLoaded',
        phases.map((p) => p.domContentLoaded),
        'where the time goes',
      ),
      row(
        'cold: last script loaded',
        phases.map((p) => p.lastScript),
        'where the time goes',
      ),
      row(
        'cold: questionnaire query answered',
        phases.map((p) => p.questionnaireLoaded),
        'where the time goes',
      ),
    ];
  } finally {
    await editor.close();
  }
}
