/** The audience's part of the interview-length estimate (spec 2 §5, §9). */
import { AUDIENCE_QUESTION_SECONDS } from './constants.ts';
import type { DraftAudience } from './model.ts';
import { isOn } from './settings.ts';

/** Audience questions shown in the survey: every member not hidden (hide_survey_question). */
export function visibleAudienceQuestionCount(a: DraftAudience): number {
  return a.members.filter((m) => !isOn(m.memberItem.settingValues, 'hide_survey_question')).length;
}

/** Seconds the audience adds to the interview: 10 s per visible audience question. */
export function audienceInterviewSeconds(a: DraftAudience): number {
  return visibleAudienceQuestionCount(a) * AUDIENCE_QUESTION_SECONDS;
}
