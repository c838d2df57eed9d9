import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
// Heading order is only "moderate" to axe, but a skipped level breaks screen-reader navigation by
// headings, which users of the dashboard reported: it blocks too.
const BLOCKING_RULES = new Set(['heading-order']);

const QUIET_MS = 500;

/**
 * Resolves once the page has been still for QUIET_MS: no DOM change and no animation or CSS
 * transition running. axe computes colour contrast with the colours of the moment, and two things
 * made it see colours no user sees at rest:
 * - a dialog still fading in (MUI's 225 ms) made a contained button look too pale;
 * - data arriving just after a check of "no animation" started a transition (a step link turning
 *   from disabled to enabled, the delivery chip changing colour), and axe ran in its middle.
 * So a change of the DOM restarts the wait. Endless animations (progress bars, spinners) never
 * finish and are not waited for. Self-contained: Playwright sends the function's source.
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
 * Runs axe on the page once it is still (see stillFor) and fails on any serious or critical
 * violation (and on the rules above), naming each rule and the elements it found, so the failure
 * says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // A function, not a string: the app's CSP forbids evaluating strings.
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
