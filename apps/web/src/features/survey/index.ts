export { PreviewLink } from './PreviewLink.tsx';
export { StepNavigation } from './StepNavigation.tsx';
export { confirmStepEnabled, surveyStepEnabled } from './stepRules.ts';
export { isNotFound, SurveyFrame, SurveyUnavailable } from './SurveyFrame.tsx';
export { SurveyHeader } from './SurveyHeader.tsx';
export { isSurveyId } from './surveyPages.ts';
export { stepTargets, type StepTargets } from './marketSteps.ts';
