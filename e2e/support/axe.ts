import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
// Heading order is only "moderate" to axe, but a skipped level breaks screen-reader navigation by
// headings, which users of the dashboard reported: it blocks too.
const BLOCKING_RULES = new Set(['heading-order']);

const QUIET_MS = 500;

/**
 * Turns CSS transitions off on the page. axe computes colour contrast with the colours of the
 * moment, and MUI moves colours and opacity over 150-300 ms: a dialog fading in, a step link
 * turning from disabled to enabled, a chip changing colour when data arrived just before or
 * during axe's run made controls look too pale (three red runs). Without transitions every state
 * is drawn at once in its resting colours, so axe still checks each state the page is in, and a
 * real contrast problem still fails. Self-contained: Playwright sends the function's source.
 */
const withoutTransitions = () => {
  if (document.getElementById('axe-without-transitions')) return;
  const style = document.createElement('style');
  style.id = 'axe-without-transitions';
  style.textContent = '*, *::before, *::after { transition: none !important; }';
  document.head.append(style);
};

/**
 * Resolves once the page has been still for QUIET_MS: no DOM change and no finite animation
 * running, so axe reads a page that has taken the data it asked for. Endless animations (progress
 * bars, spinners) never finish and are not waited for.
 */
const stillFor = (quietMs: number) => {
  type Watch = { last: number };
  const holder = window as unknown as { __axeStillness?: Watch };
  const now = performance.now();
  let watch = holder.__axeStillness;
  if (!watch) {
    const created: Watch = { last: now };
    new MutationObserver(() => {
      created.last = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    holder.__axeStillness = created;
    watch = created;
  }
  const animating = document
    .getAnimations()
    .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
  if (animating) watch.last = now;
  return now - watch.last >= quietMs;
};

/**
 * Runs axe on the page, without transitions, once it is still (see above), and fails on any
 * serious or critical violation (and on the rules above), naming each rule and the elements it
 * found, so the failure says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // Functions, not strings: the app's CSP forbids evaluating strings.
  await page.evaluate(withoutTransitions);
  await page.waitForFunction(stillFor, QUIET_MS, { timeout: 10_000 });
  const results = await new AxeBuilder({ page })
    // Experimental in axe, so off by default; a visible label that differs from the accessible
    // name breaks voice control ("click Preview"), so it is checked here.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const blocking = results.violations.filter(
    (v) => BLOCKING_RULES.has(v.id) || (v.impact && BLOCKING_IMPACTS.has(v.impact)),
  );
  const report = blocking.flatMap((v) =>
    // The element's markup too: a generated class name alone does not say which control it is.
    v.nodes.map(
      (n) => `${v.id} (${v.impact}) at ${n.target.join(' ')} ${n.html.slice(0, 160)}: ${v.help}`,
    ),
  );
  expect(report, `axe on ${screen}`).toEqual([]);
}
