/**
 * Audience questions (A{n}) as the respondent meets them: every enabled criterion of the published
 * audience, standard or custom, in member order. Each is shown as a basic question so that the
 * runner, the editor's preview and `validateAnswer` treat it like any other single or multi select.
 */
import type { AudienceMember } from '../../audience/model.ts';
import { choiceOf, qualifies } from '../../audience/normalise.ts';
import {
  screeningIncomeBandText,
  screeningOptionText,
  screeningQuestionText,
} from '../../audience/catalogue/screeningTexts/index.ts';
import { isOn, MULTIPLE_CHOICE, responseLimit } from '../../audience/settings.ts';
import type { QuestionEntry, ResponseOption } from '../../questionnaire/model.ts';
import { audienceLabel } from '../../questionnaire/renumber.ts';
import type { SettingValue } from '../../questionnaire/settings.ts';
import type { PanelProfile } from './state.ts';

/** What the engine needs of one audience option. */
export interface AudienceOption {
  /** Standard: the catalogue option code; custom: the responseOptionLk. */
  key: string;
  responseOptionId: string;
  value: string;
  position: number;
  pinned: boolean;
  qualifies: boolean;
}

/** One audience question of the published audience. */
export interface AudienceQuestion {
  member: AudienceMember;
  /** Standard: the criterion code; custom: the questionLk (what logic and the profile name). */
  key: string;
  questionId: string;
  text: string;
  multiple: boolean;
  hidden: boolean;
  /** Qualifying picks a multi select needs (at least 1). */
  threshold: number;
  options: AudienceOption[];
}

/** The member as an audience question. */
export function audienceQuestionOf(member: AudienceMember): AudienceQuestion {
  const settings = member.memberItem.settingValues;
  const base = {
    member,
    multiple: choiceOf(member.memberItem) === MULTIPLE_CHOICE,
    hidden: isOn(settings, 'hide_survey_question'),
    threshold: Math.max(1, responseLimit(settings)),
  };
  if (member.memberType === 'Standard') {
    const item = member.memberItem;
    return {
      ...base,
      key: item.criterion.code,
      questionId: item.criterion.question.questionId,
      text: item.criterion.question.text,
      options: item.standardCriterionOptions.map((o) => ({
        key: o.criterionOption.code,
        responseOptionId: o.criterionOption.responseOption.responseOptionId,
        value: o.criterionOption.responseOption.value,
        position: o.position,
        pinned: false,
        qualifies: qualifies(settings, o),
      })),
    };
  }
  const item = member.memberItem;
  return {
    ...base,
    key: item.questionLk,
    questionId: item.question.questionId,
    text: item.question.text,
    options: item.criterionOptions.map((o) => ({
      key: o.responseOptionLk,
      responseOptionId: o.responseOption.responseOptionId,
      value: o.responseOption.value,
      position: o.position,
      pinned: o.pinned,
      qualifies: qualifies(settings, o),
    })),
  };
}

/**
 * The audience question in the respondent's language (issue 37 §1): a standard criterion's
 * question and options in the product's words for that language where it has them
 * (`screeningTexts/`); income bands are worded from their amounts (`screeningTexts/incomeBands.ts`);
 * a custom screening question is the researcher's own, left as written.
 */
export function audienceQuestionIn(question: AudienceQuestion, language: string): AudienceQuestion {
  if (question.member.memberType !== 'Standard') return question;
  const code = question.key;
  return {
    ...question,
    text: screeningQuestionText(language, code) ?? question.text,
    options: question.options.map((o) => ({
      ...o,
      value:
        screeningOptionText(language, code, o.key) ??
        (code === 'household_income' ? screeningIncomeBandText(language, o.value) : null) ??
        o.value,
    })),
  };
}

/**
 * True when these picks let the respondent through: a single select needs a qualifying pick; a
 * multi select at least `threshold` qualifying picks (non-qualifying picks beside them are fine).
 */
export function passesScreening(question: AudienceQuestion, picks: readonly string[]): boolean {
  const qualifying = new Set(question.options.filter((o) => o.qualifies).map((o) => o.key));
  const hits = picks.filter((p) => qualifying.has(p)).length;
  return question.multiple ? hits >= question.threshold : hits === 1 && picks.length === 1;
}

/** The profile's answer to the question, limited to its options (one for a single select), or null. */
export function profilePicks(question: AudienceQuestion, profile: PanelProfile): string[] | null {
  const raw = profile[question.key];
  if (raw === undefined) return null;
  const known = new Set(question.options.map((o) => o.key));
  const picks = [...new Set(typeof raw === 'string' ? [raw] : raw)].filter((p) => known.has(p));
  const kept = question.multiple ? picks : picks.slice(0, 1);
  return kept.length > 0 ? kept : null;
}

/** The audience question as a basic question entry (label A{n}), for the runner and validation. */
export function audienceQuestionEntry(question: AudienceQuestion, index: number): QuestionEntry {
  const m = question.member;
  const date = m.createdDate;
  const setting = (code: SettingValue['code'], value: string): SettingValue => ({
    code,
    value,
    createdDate: date,
    sinceDate: date,
  });
  const settingValues: SettingValue[] = [
    setting('BasicChoice', question.multiple ? 'multiple_choice' : 'single_choice'),
  ];
  if (isOn(m.memberItem.settingValues, 'randomise_options')) {
    settingValues.push(setting('RandomiseOptions', 'enabled'));
  }
  const responseOptions: ResponseOption[] = question.options.map((o) => ({
    responseOptionLk: o.key,
    position: o.position,
    pinned: o.pinned,
    exclusive: false,
    textEntryState: 'disabled',
    route: null,
    maskingRules: [],
    media: null,
    responseOption: {
      responseOptionId: o.responseOptionId,
      value: o.value,
      rotype: 'string',
      createdDate: date,
    },
  }));
  return {
    number: m.number,
    position: index,
    contextPosition: index,
    label: audienceLabel(index),
    questionKind: 'questionnaire',
    forks: [],
    questionLogic: [],
    createdDate: date,
    sinceDate: m.sinceDate,
    entryType: 'question',
    entryItem: {
      questionLk: question.key,
      questionTypeCode: 'Basic',
      question: {
        questionId: question.questionId,
        text: question.text,
        textStyling: null,
        createdDate: date,
      },
      questionMedia: null,
      questionScale: null,
      responseOptions,
      settingValues,
    },
  };
}
