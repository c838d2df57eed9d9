/**
 * The audience as the questionnaire lists it (spec 2 §2-§4): every enabled member, standard or
 * custom, in member order, as a read-only entry A1..An. Built from the respondent engine's own
 * reading of the member (`audienceQuestionOf`), so the editor's sidebar, display logic and the
 * runner name the same questions and options: a standard criterion's questionLk is its criterion
 * code and its options' lks are the catalogue option codes; a custom one keeps its own lks.
 */
import { END_OF_SURVEY_TARGET } from '../questionnaire/constants.ts';
import type { AudienceEntry } from '../questionnaire/model.ts';
import { audienceLabel } from '../questionnaire/renumber.ts';
import { audienceQuestionOf } from '../respondent/engine/audienceQuestions.ts';
import type { AudienceMember, DraftAudience } from './model.ts';
import type { MemberSettingValue } from './settings.ts';

/** An audience entry whose settings keep the member's setting codes. */
export type MemberAudienceEntry = AudienceEntry & {
  entryItem: AudienceEntry['entryItem'] & { settingValues: MemberSettingValue[] };
};

/** The member at this 0-based place among the members as its audience entry. */
export function audienceEntryOf(member: AudienceMember, position: number): MemberAudienceEntry {
  const question = audienceQuestionOf(member);
  return {
    number: member.number,
    position,
    contextPosition: position,
    label: audienceLabel(position),
    questionKind: 'audience',
    entryType: 'question',
    entryItem: {
      questionLk: question.key,
      questionTypeCode: member.memberType === 'Standard' ? 'StandardAudience' : 'CustomAudience',
      question: { questionId: question.questionId, text: question.text },
      responseOptions: question.options.map((o) => ({
        responseOptionLk: o.key,
        position: o.position,
        qualification: o.qualifies,
        // A disqualifying answer ends the survey for the respondent.
        route: o.qualifies ? null : { targetNumber: END_OF_SURVEY_TARGET },
        responseOption: { responseOptionId: o.responseOptionId, value: o.value, rotype: 'string' },
      })),
      settingValues: member.memberItem.settingValues.map((s) => ({ code: s.code, value: s.value })),
    },
  };
}

/**
 * Every audience question as an entry, hidden ones (hide_survey_question) included: they keep
 * their A{n} so labels match the runner's; the interview-length estimate leaves them out.
 */
export function audienceEntriesOf(audience: DraftAudience): MemberAudienceEntry[] {
  return audience.members.map((member, position) => audienceEntryOf(member, position));
}
