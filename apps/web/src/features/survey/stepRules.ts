/** What the Survey and Confirm steps need to know about a survey's audience. */
export interface AudienceGate {
  /** No member has a blocking error (spec 2 §4 "Audience validity"). */
  valid: boolean;
  /** The feasibility estimate says the audience can be delivered. */
  feasible: boolean;
}

/** Spec 2 §2: the Survey step is disabled if the audience is not feasible and there are no entries. */
export function surveyStepEnabled(gate: AudienceGate, entryCount: number): boolean {
  return gate.feasible || entryCount > 0;
}

/**
 * Spec 2 §2: Confirm (and 'To confirmation') only when the audience is feasible and valid, the
 * questionnaire has at least one entry, and there are no validation errors.
 */
export function confirmStepEnabled(
  gate: AudienceGate,
  entryCount: number,
  validationErrorCount: number,
): boolean {
  return gate.feasible && gate.valid && entryCount > 0 && validationErrorCount === 0;
}
