/** Published audiences for engine tests: members written out plainly, no catalogue needed. */
import type {
  AudienceMember,
  CustomMember,
  DraftAudience,
  StandardMember,
} from '../../../audience/model.ts';
import type { MemberSettingValue } from '../../../audience/settings.ts';
import type { Questionnaire } from '../../../questionnaire/model.ts';
import { TEST_NOW } from '../../../questionnaire/testing/builders.ts';

export interface OptionSpec {
  key: string;
  value?: string;
  /** Default true. */
  qualifies?: boolean;
  /** Quota percent; only kept when the member has quotas on. */
  quota?: number;
}

export interface MemberSpec {
  multiple?: boolean;
  hidden?: boolean;
  quotas?: boolean;
  threshold?: number;
  randomise?: boolean;
}

function settings(standard: boolean, spec: MemberSpec): MemberSettingValue[] {
  const out: MemberSettingValue[] = [
    {
      code: standard ? 'standard_audience_choice' : 'custom_audience_choice',
      value: spec.multiple ? 'multiple_choice' : 'single_choice',
    },
    { code: 'qualifying', value: 'enabled' },
    { code: 'quotas', value: spec.quotas ? 'enabled' : 'disabled' },
  ];
  if (spec.hidden) out.push({ code: 'hide_survey_question', value: 'enabled' });
  if (spec.randomise) out.push({ code: 'randomise_options', value: 'enabled' });
  if (spec.threshold) {
    out.push({ code: 'screening_question_response_limit', value: String(spec.threshold) });
  }
  return out;
}

const base = (number: number) => ({
  number,
  position: 0,
  contextPosition: 0,
  createdDate: TEST_NOW,
  sinceDate: TEST_NOW,
});

/** A standard criterion: key = criterion code, option keys = option codes. */
export function standardMember(
  number: number,
  code: string,
  options: OptionSpec[],
  spec: MemberSpec = {},
): StandardMember {
  return {
    ...base(number),
    memberType: 'Standard',
    memberItem: {
      criterion: {
        code,
        name: code,
        question: { questionId: `std:${code}`, text: `What is your ${code}?` },
      },
      state: 'Enabled',
      settingValues: settings(true, spec),
      standardCriterionOptions: options.map((o, position) => ({
        criterionOption: {
          code: o.key,
          responseOption: {
            responseOptionId: `std:${code}:${o.key}`,
            rotype: 'string',
            value: o.value ?? o.key,
          },
        },
        position,
        state: 'Enabled',
        qualification: o.qualifies ?? true,
        quota: spec.quotas && (o.qualifies ?? true) ? { percent: o.quota ?? 0 } : null,
      })),
    },
  };
}

/** A custom screening question: key = questionLk, option keys = responseOptionLks. */
export function customMember(
  number: number,
  questionLk: string,
  options: OptionSpec[],
  spec: MemberSpec = {},
  text = `Screening ${questionLk}?`,
): CustomMember {
  return {
    ...base(number),
    memberType: 'Custom',
    memberItem: {
      questionLk,
      number,
      question: { questionId: `${questionLk}-id`, text },
      state: 'Enabled',
      settingValues: settings(false, spec),
      criterionOptions: options.map((o, position) => ({
        responseOptionLk: o.key,
        responseOption: {
          responseOptionId: `${o.key}-id`,
          value: o.value ?? o.key,
          rotype: 'string',
        },
        position,
        qualification: o.qualifies ?? true,
        quota: spec.quotas && (o.qualifies ?? true) ? { percent: o.quota ?? 0 } : null,
        pinned: false,
      })),
      createdDate: TEST_NOW,
    },
  };
}

/** An audience of these members, positions renumbered. */
export function audienceOf(...members: AudienceMember[]): DraftAudience {
  return {
    surveyId: 'survey-1',
    countryCode: 'GB',
    catalogueVersion: 1,
    members: members.map((m, position) => ({ ...m, position, contextPosition: position })),
    disabledCustomCriteria: [],
    lastMemberNumber: Math.max(0, ...members.map((m) => m.number)),
  };
}

/** The custom audience behind a questionnaire's audience entries (the same lks), all qualifying. */
export function audienceFromEntries(q: Questionnaire, spec: MemberSpec = {}): DraftAudience {
  return audienceOf(
    ...q.audienceEntries.map((a) =>
      customMember(
        a.number,
        a.entryItem.questionLk,
        a.entryItem.responseOptions.map((o) => ({
          key: o.responseOptionLk,
          value: o.responseOption.value,
          qualifies: o.qualification,
        })),
        spec,
        a.entryItem.question.text,
      ),
    ),
  );
}
