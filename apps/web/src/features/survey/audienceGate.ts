/** What the questionnaire and confirm steps need to know about a survey's audience. */
export interface AudienceGate {
  /** No member has a blocking error (spec 2 §4 "Audience validity"). */
  valid: boolean;
  /** The feasibility estimate says the audience can be delivered. */
  feasible: boolean;
}

const OPEN_GATE: AudienceGate = { valid: true, feasible: true };

/**
 * The ONE place the editor asks about the audience. Until the audience issue lands, a survey has
 * no audience members, which is valid and feasible; that issue replaces this body with the draft
 * audience's validation and the fieldwork service's feasibility estimate.
 */
export function useAudienceGate(surveyId: string): AudienceGate {
  void surveyId;
  return OPEN_GATE;
}
