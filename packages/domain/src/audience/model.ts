/**
 * The draft audience document (spec 2 §3 "Draft audience"). Plain, serialisable objects: stored as
 * JSONB and sent over GraphQL. Field names follow the spec so that presenters stay thin.
 */
import type { Id, IsoDateTime } from '../questionnaire/primitives.ts';
import type { MemberSettingValue } from './settings.ts';

export type { Id, IsoDateTime };

export type CriterionState = 'Enabled' | 'Disabled';

export interface Quota {
  /** Share of completes, 0..100 (not rounded: 'Sum quotas to 100%' may give 33.333...). */
  percent: number;
}

/** An option of a standard criterion, copied from the catalogue when the criterion was added. */
export interface StandardCriterionOption {
  criterionOption: {
    /** Stable catalogue code (presets, the panel population and quotas key on it). */
    code: string;
    responseOption: { responseOptionId: Id; rotype: 'string'; value: string };
  };
  position: number;
  /** Always 'Enabled' in this version; kept for the wire shape of spec 2 §3. */
  state: CriterionState;
  qualification: boolean;
  /** Set exactly when quotas are on and the option qualifies. */
  quota: Quota | null;
}

export interface StandardCriterionItem {
  criterion: { code: string; name: string; question: { questionId: Id; text: string } };
  state: CriterionState;
  settingValues: MemberSettingValue[];
  standardCriterionOptions: StandardCriterionOption[];
}

export interface CustomCriterionOption {
  responseOptionLk: Id;
  responseOption: { responseOptionId: Id; value: string; rotype: 'string' };
  position: number;
  qualification: boolean;
  /** Set exactly when quotas are on and the option qualifies. */
  quota: Quota | null;
  /** Kept in place while the others are randomised (needs randomise_options on). */
  pinned: boolean;
}

/** A screening question written by the researcher. */
export interface CustomCriterionItem {
  questionLk: Id;
  /** The member number it holds while enabled, kept while disabled so it comes back the same. */
  number: number;
  question: { questionId: Id; text: string };
  state: CriterionState;
  criterionOptions: CustomCriterionOption[];
  settingValues: MemberSettingValue[];
  createdDate: IsoDateTime;
}

interface MemberBase {
  /** Stable number of the member; never reused within an audience. */
  number: number;
  /** 0-based index among the members. */
  position: number;
  /** 0-based display index (A{n} labels); equal to position as every member is an audience question. */
  contextPosition: number;
  createdDate: IsoDateTime;
  sinceDate: IsoDateTime;
}

export interface StandardMember extends MemberBase {
  memberType: 'Standard';
  memberItem: StandardCriterionItem;
}

export interface CustomMember extends MemberBase {
  memberType: 'Custom';
  memberItem: CustomCriterionItem;
}

export type AudienceMember = StandardMember | CustomMember;

/** One combination of an interlock's quota options and its share of completes. */
export interface InterlockCell {
  /** One option key per criterion, in the interlock's `memberNumbers` order: a standard option's
   * catalogue code, a screening question option's responseOptionLk. */
  optionKeys: string[];
  /** Share of completes, 0..100 (unrounded, like a margin quota). */
  percent: number;
}

/**
 * Interlocked (nested) quotas over 2-3 single-select criteria with quotas on: one cell per
 * combination of their quota options. While interlocked, each criterion's option quotas are the
 * sums of the joint cells (derived, kept by reconcileInterlocks), not separate quota cells.
 */
export interface Interlock {
  /** The interlocked members, in member order when the interlock was created. */
  memberNumbers: number[];
  /** Every combination of the members' quota options, in option order (first member slowest). */
  cells: InterlockCell[];
}

export interface DraftAudience {
  surveyId: Id;
  /** ISO 3166-1 alpha-2 code of the fieldwork country: the catalogue's options depend on it. */
  countryCode: string;
  /** The catalogue version the standard criteria were copied from. */
  catalogueVersion: number;
  /** Enabled criteria in display order (spec: enabled to disabled removes a member). */
  members: AudienceMember[];
  /** Custom questions switched off by their checkbox: kept so that switching on restores them. */
  disabledCustomCriteria: CustomCriterionItem[];
  /** Highest member number ever handed out. */
  lastMemberNumber: number;
  /** Interlocked quotas; absent in documents stored before they existed (read as none). */
  interlocks?: Interlock[];
}
