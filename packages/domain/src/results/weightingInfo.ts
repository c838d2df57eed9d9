/**
 * Weighting's part of the analysis contract (analysisContract.ts re-exports it), in a file of its
 * own so that contract.ts's SummaryResponse can carry it without an import cycle between the two
 * contract files.
 */
/** What weighting did to a result (absent on a survey without quotas: nothing to weight to). */
export interface WeightingInfo {
  /** Weights were applied to the counts of this answer. */
  applied: boolean;
  /** The survey has margins to weight to (quota targets); false disables the switch. */
  available: boolean;
  /** Kish efficiency (sum w)^2 / (n * sum w^2), 0..1; null when not applied. */
  efficiency: number | null;
  /** Effective base of all included completes, (sum w)^2 / sum w^2; null when not applied. */
  effectiveBase: number | null;
  /** Why weighting is unavailable or did not converge, for the researcher; else null. */
  note: string | null;
}
