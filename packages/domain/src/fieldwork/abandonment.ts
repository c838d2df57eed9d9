/**
 * When a respondent who stopped answering has abandoned the survey (issue 23 §4b). An abandoned
 * session ends as dropped and gives its reserved quota places back, so the timeout decides how
 * long the last places of a survey can wait for someone who left.
 *
 * - Real respondents: `loiFactor` x the survey's length of interview since their last answer, and
 *   never less than `minMs` (a short survey still gives a slow reader a few minutes per page).
 * - The simulated panel compresses time: at PANEL_RATE completes a minute it runs
 *   `PANEL_RATE / REAL_PANEL_RATE` times faster than a real panel, so its members' timeout is the
 *   real one divided by that, but never below the floor the server gives (longer than a simulated
 *   member's longest pause on a page, so a member still walking is never dropped).
 */

/** Completes a minute a real panel brings one survey; the simulated clock's speed is relative to it. */
export const REAL_PANEL_RATE = 5;
/** Length of interview assumed when a session's publication has none (minutes). */
export const FALLBACK_LOI_MINUTES = 10;

export interface AbandonmentSettings {
  /** How many times the survey's LOI a session may sit without an answer (IDLE_SESSION_LOI_FACTOR). */
  loiFactor: number;
  /** The shortest timeout of a real respondent (IDLE_SESSION_MIN_MS). */
  minMs: number;
  /** PANEL_RATE of the simulated panel (0: no simulated traffic, its clock runs at real speed). */
  panelRate: number;
  /** The shortest timeout of a simulated member, however fast its clock runs. */
  simulatedFloorMs: number;
}

/** How many times faster than wall-clock time the simulated panel runs at `panelRate`. */
export function simulatedClockSpeed(panelRate: number): number {
  return Number.isFinite(panelRate) && panelRate > REAL_PANEL_RATE
    ? panelRate / REAL_PANEL_RATE
    : 1;
}

/**
 * Milliseconds without an answer after which a session is abandoned, for a survey of
 * `loiMinutes` (null: unknown, FALLBACK_LOI_MINUTES) and a respondent of the simulated panel or not.
 */
export function abandonAfterMs(
  settings: AbandonmentSettings,
  loiMinutes: number | null,
  simulated: boolean,
): number {
  const loi = loiMinutes !== null && loiMinutes > 0 ? loiMinutes : FALLBACK_LOI_MINUTES;
  const real = Math.max(settings.minMs, Math.round(settings.loiFactor * loi * 60_000));
  if (!simulated) return real;
  const scaled = Math.round(real / simulatedClockSpeed(settings.panelRate));
  return Math.min(real, Math.max(settings.simulatedFloorMs, scaled));
}

/** The shortest timeout any session can have under `settings` (the sweep's first filter). */
export function shortestAbandonMs(settings: AbandonmentSettings): number {
  return Math.min(settings.minMs, settings.simulatedFloorMs);
}
