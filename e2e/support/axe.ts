import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
// Heading order is only "moderate" to axe, but a skipped level breaks screen-reader navigation by
// headings, which users of the dashboard reported: it blocks too.
const BLOCKING_RULES = new Set(['heading-order']);

/**
 * Resolves once no animation or CSS transition runs: axe computes colour contrast with the
 * opacity of the moment, and a dialog still fading in (MUI's 225 ms) made a contained button's
 * contrast look too low now and then on a busy machine. Endless ones (progress bars, spinners)
 * never finish and are not waited for.
 */
const noRunningAnimation = () =>
  document
    .getAnimations()
    .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity);

/**
 * Runs axe on the page as it settles (no transition running) and fails on any serious or critical
 * violation (and on the rules above), naming each rule and the elements it found, so the failure
 * says what to fix.
 */
export async function expectNoSeriousA11yViolations(page: Page, screen: string): Promise<void> {
  // A function, not a string: the app's CSP forbids evaluating strings.
  await page.waitForFunction(noRunningAnimation, undefined, { timeout: 10_000 });
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
