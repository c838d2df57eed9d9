import type { AudienceMember, DraftAudience } from '@survey/domain/audience/model';
import { qualifies } from '@survey/domain/audience/normalise';
import type { MemberSettingValue } from '@survey/domain/audience/settings';
import type { AudienceEntry } from '@survey/domain/questionnaire/model';

/** Where a disqualifying answer sends the respondent: the end of the survey (spec 2 §9). */
export const END_OF_SURVEY_TARGET = 100000;

export interface FieldworkAudienceEntry {
  number: number;
  position: number;
  contextPosition: number;
  entryType: 'question';
  memberType: AudienceMember['memberType'];
  question: { questionId: string; text: string };
  responseOptions: {
    responseOptionId: string;
    value: string;
    position: number;
    qualification: boolean;
    route: { targetNumber: number } | null;
  }[];
  settingValues: MemberSettingValue[];
}

const route = (qualifying: boolean) => (qualifying ? null : { targetNumber: END_OF_SURVEY_TARGET });

/** The enabled audience questions as respondents meet them, in member order. */
export function fieldworkAudienceOf(a: DraftAudience): FieldworkAudienceEntry[] {
  return a.members.map((m) => {
    const base = {
      number: m.number,
      position: m.position,
      contextPosition: m.contextPosition,
      entryType: 'question' as const,
      memberType: m.memberType,
      settingValues: m.memberItem.settingValues,
    };
    if (m.memberType === 'Standard') {
      const item = m.memberItem;
      return {
        ...base,
        question: item.criterion.question,
        responseOptions: item.standardCriterionOptions.map((o) => ({
          responseOptionId: o.criterionOption.responseOption.responseOptionId,
          value: o.criterionOption.responseOption.value,
          position: o.position,
          qualification: qualifies(item.settingValues, o),
          route: route(qualifies(item.settingValues, o)),
        })),
      };
    }
    const item = m.memberItem;
    return {
      ...base,
      question: item.question,
      responseOptions: item.criterionOptions.map((o) => ({
        responseOptionId: o.responseOption.responseOptionId,
        value: o.responseOption.value,
        position: o.position,
        qualification: qualifies(item.settingValues, o),
        route: route(qualifies(item.settingValues, o)),
      })),
    };
  });
}

/**
 * The screening questions (enabled custom criteria) as the questionnaire's read-only audience
 * entries A1, A2, ... (spec 2 §3 "Draft questionnaire" audienceEntries).
 */
export function audienceEntriesOf(a: DraftAudience): AudienceEntry[] {
  const customs = a.members.flatMap((m) => (m.memberType === 'Custom' ? [m] : []));
  return customs.map((m, position) => {
    const item = m.memberItem;
    return {
      number: m.number,
      position,
      contextPosition: position,
      label: `A${position + 1}`,
      questionKind: 'audience',
      entryType: 'question',
      entryItem: {
        questionLk: item.questionLk,
        questionTypeCode: 'CustomAudience',
        question: item.question,
        responseOptions: item.criterionOptions.map((o) => ({
          responseOptionLk: o.responseOptionLk,
          position: o.position,
          qualification: qualifies(item.settingValues, o),
          route: route(qualifies(item.settingValues, o)),
          responseOption: { ...o.responseOption },
        })),
        settingValues: item.settingValues.map((s) => ({ code: s.code, value: s.value })),
      },
    };
  });
}
