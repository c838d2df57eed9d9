/** How the results page reads a survey's state (spec 3 §3 Survey). */
import { SURVEY_STATES, type SurveyState } from '../projects/constants.ts';

/**
 * A known survey state, or live for anything else: spec 3 §3 "The results page defaults to Live
 * when the state is unknown" (the projects list falls back to draft instead, spec 1 §4).
 */
export function resultsSurveyState(state: string | null | undefined): SurveyState {
  return SURVEY_STATES.find((s) => s === state) ?? 'live';
}
