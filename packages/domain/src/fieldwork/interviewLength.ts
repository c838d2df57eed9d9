/** The longest length stored (a PostgreSQL integer: about 24.8 days). */
export const MAX_LENGTH_MS = 2_147_483_647;

/**
 * The length of an interview, as every view reads it (issue 34 §1: one clock). A respondent's
 * length is the time from the start to the complete. A simulated panel member walks on a
 * compressed clock whose wall time also holds the machine's latency (multiplied by the clock's
 * speed, a loaded machine made 2-minute interviews read 2.7 min): the panel declares the length its
 * member took instead, in its signed link, and that declared length is the interview's length.
 * Worked out once, when the session completes, and stored with it: field health's median, the
 * data-quality list's lengths and median, and the export's speeder flag all read the stored value.
 */
export function interviewLengthMs(session: {
  startedAtMs: number;
  completedAtMs: number;
  /** The simulated panel's declared length; null for a real respondent. */
  simulatedLengthMs: number | null;
}): number {
  if (session.simulatedLengthMs !== null && Number.isFinite(session.simulatedLengthMs)) {
    return clamp(session.simulatedLengthMs);
  }
  return clamp(session.completedAtMs - session.startedAtMs);
}

function clamp(ms: number): number {
  return Math.min(MAX_LENGTH_MS, Math.max(0, Math.round(ms)));
}
