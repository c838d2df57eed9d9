/** Spec 2 §2 step navigation: when the Survey and Confirm steps can be used. */
export interface StepInputs {
  audienceValid: boolean;
  audienceFeasible: boolean;
  questionnaireEntries: number;
  questionnaireErrors: number;
}

export function surveyStepEnabled(s: StepInputs): boolean {
  return s.audienceFeasible || s.questionnaireEntries > 0;
}

export function confirmStepEnabled(s: StepInputs): boolean {
  return (
    s.audienceFeasible &&
    s.audienceValid &&
    s.questionnaireEntries > 0 &&
    s.questionnaireErrors === 0
  );
}
