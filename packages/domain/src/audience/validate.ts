/** Validity of the audience (spec 2 §4 "Audience validity", §5 "Audience", §8 messages). */
import { CRITERION_DEFINITIONS } from './catalogue/catalogue.ts';
import { MAX_CRITERIA, MIN_CUSTOM_OPTIONS } from './constants.ts';
import type {
  AudienceMember,
  CustomCriterionOption,
  DraftAudience,
  StandardCriterionOption,
} from './model.ts';
import { interlocksOf } from './interlocks.ts';
import { qualifies } from './normalise.ts';
import { quotasSumTo100 } from './quotas.ts';
import { getMemberSetting, isOn, type MemberSettingValue } from './settings.ts';

export type AudienceValidationCode =
  | 'TOO_MANY_CRITERIA'
  | 'INVALID_QUOTA_SUM'
  | 'MISSING_QUALIFICATION'
  | 'INVALID_QUALIFICATION'
  | 'QUOTA_IS_ZERO'
  | 'EMPTY_TEXT'
  | 'INVALID_CUSTOM_QUOTA_SUM'
  | 'CUSTOM_QUOTA_IS_ZERO'
  | 'MISSING_CUSTOM_QUALIFICATION'
  | 'TOO_FEW_OPTIONS'
  | 'EMPTY_OPTION'
  | 'MISSING_QUALIFYING_SETTING'
  | 'MISSING_QUOTAS_SETTING'
  | 'INVALID_INTERLOCK_SUM'
  | 'INTERLOCK_QUOTA_IS_ZERO';

export interface AudienceValidationError {
  /** The member the error is about; null for the audience as a whole. */
  memberNumber: number | null;
  /** The option: catalogue code (standard) or responseOptionLk (custom); in an interlock, the
   * combination's option keys joined by '&'. */
  itemId?: string;
  /** An interlock's errors: its members' numbers (memberNumber is then null). */
  interlockMembers?: number[];
  code: AudienceValidationCode;
  /** Blocking errors make the audience invalid; warnings do not. */
  severity: 'error' | 'warning';
  message: string;
}

/** Texts the user sees; quoted ones are the spec's (§5, §8), the others our wording. */
export const AUDIENCE_MESSAGES: Record<
  Exclude<AudienceValidationCode, 'TOO_MANY_CRITERIA'>,
  string
> = {
  INVALID_QUOTA_SUM: 'Quotas have to add up to 100%',
  MISSING_QUALIFICATION: 'Select at least one qualifying option.',
  INVALID_QUALIFICATION: 'You cannot have gaps between age buckets unless you add quotas.',
  QUOTA_IS_ZERO:
    'Sorry, you cannot set a quota to 0%. Please change the quota % or disqualify/untick this option.',
  EMPTY_TEXT: 'Please add a question title',
  INVALID_CUSTOM_QUOTA_SUM: 'Quotas have to add up to 100%',
  CUSTOM_QUOTA_IS_ZERO: 'Quotas cannot be 0%. Turn off qualifying or increase the quota %.',
  MISSING_CUSTOM_QUALIFICATION: 'At least one option must qualify.',
  TOO_FEW_OPTIONS: 'Add at least 2 response options',
  EMPTY_OPTION: "You can't leave a response option blank",
  MISSING_QUALIFYING_SETTING: 'Choose whether this question screens respondents out.',
  MISSING_QUOTAS_SETTING: 'Choose whether this question has quotas.',
  INVALID_INTERLOCK_SUM: 'Quotas have to add up to 100%',
  INTERLOCK_QUOTA_IS_ZERO:
    'Sorry, you cannot set a quota to 0%. Please change the quota % or remove the interlock.',
};

/** The criteria counter's tooltip above the limit (spec 2 §5). */
export function tooManyCriteriaMessage(n: number): string {
  return `You've used ${n} criteria out of a maximum of ${MAX_CRITERIA}. You'll need to remove criteria before running your survey.`;
}

const WARNINGS = new Set<AudienceValidationCode>([
  'MISSING_QUALIFYING_SETTING',
  'MISSING_QUOTAS_SETTING',
]);
const gapsNeedQuotas = new Set(
  CRITERION_DEFINITIONS.filter((d) => d.gapsNeedQuotas).map((d) => d.code),
);

type Add = (code: Exclude<AudienceValidationCode, 'TOO_MANY_CRITERIA'>, itemId?: string) => void;

function checkQuotas(
  settings: readonly MemberSettingValue[],
  options: readonly (StandardCriterionOption | CustomCriterionOption)[],
  idOf: (o: StandardCriterionOption | CustomCriterionOption) => string,
  add: Add,
  custom: boolean,
): void {
  if (!isOn(settings, 'quotas')) return;
  const held = options.filter((o) => o.quota !== null);
  if (!quotasSumTo100(held.map((o) => o.quota?.percent ?? 0))) {
    add(custom ? 'INVALID_CUSTOM_QUOTA_SUM' : 'INVALID_QUOTA_SUM');
  }
  for (const o of held) {
    if (o.quota?.percent === 0) add(custom ? 'CUSTOM_QUOTA_IS_ZERO' : 'QUOTA_IS_ZERO', idOf(o));
  }
}

function checkMember(m: AudienceMember, add: Add, interlocked: boolean): void {
  const settings = m.memberItem.settingValues;
  if (getMemberSetting(settings, 'qualifying') === undefined) add('MISSING_QUALIFYING_SETTING');
  if (getMemberSetting(settings, 'quotas') === undefined) add('MISSING_QUOTAS_SETTING');
  const screening = isOn(settings, 'qualifying');
  if (m.memberType === 'Standard') {
    const item = m.memberItem;
    const options = item.standardCriterionOptions;
    // An interlocked criterion's quotas are its cells' sums: the interlock reports its errors.
    if (!interlocked) {
      checkQuotas(
        settings,
        options,
        (o) => ('criterionOption' in o ? o.criterionOption.code : ''),
        add,
        false,
      );
    }
    const ticked = options.filter((o) => qualifies(settings, o)).map((o) => o.position);
    if (screening && ticked.length === 0) add('MISSING_QUALIFICATION');
    const gap = ticked.length > 0 && (ticked.at(-1) ?? 0) - (ticked[0] ?? 0) + 1 !== ticked.length;
    if (screening && gap && gapsNeedQuotas.has(item.criterion.code) && !isOn(settings, 'quotas')) {
      add('INVALID_QUALIFICATION');
    }
    return;
  }
  const item = m.memberItem;
  const options = item.criterionOptions;
  if (item.question.text.trim() === '') add('EMPTY_TEXT');
  if (!interlocked) {
    checkQuotas(
      settings,
      options,
      (o) => ('responseOptionLk' in o ? o.responseOptionLk : ''),
      add,
      true,
    );
  }
  if (screening && !options.some((o) => o.qualification)) add('MISSING_CUSTOM_QUALIFICATION');
  if (options.length < MIN_CUSTOM_OPTIONS) add('TOO_FEW_OPTIONS');
  for (const o of options) {
    if (o.responseOption.value.trim() === '') add('EMPTY_OPTION', o.responseOptionLk);
  }
}

/** Every validation error and warning of the audience, in member order. */
export function validateAudience(a: DraftAudience): AudienceValidationError[] {
  const out: AudienceValidationError[] = [];
  if (a.members.length > MAX_CRITERIA) {
    out.push({
      memberNumber: null,
      code: 'TOO_MANY_CRITERIA',
      severity: 'error',
      message: tooManyCriteriaMessage(a.members.length),
    });
  }
  const interlocked = new Set(interlocksOf(a).flatMap((i) => i.memberNumbers));
  for (const m of a.members) {
    checkMember(
      m,
      (code, itemId) =>
        out.push({
          memberNumber: m.number,
          ...(itemId === undefined ? {} : { itemId }),
          code,
          severity: WARNINGS.has(code) ? 'warning' : 'error',
          message: AUDIENCE_MESSAGES[code],
        }),
      interlocked.has(m.number),
    );
  }
  for (const i of interlocksOf(a)) {
    const add = (code: 'INVALID_INTERLOCK_SUM' | 'INTERLOCK_QUOTA_IS_ZERO', itemId?: string) =>
      out.push({
        memberNumber: null,
        interlockMembers: [...i.memberNumbers],
        ...(itemId === undefined ? {} : { itemId }),
        code,
        severity: 'error',
        message: AUDIENCE_MESSAGES[code],
      });
    if (!quotasSumTo100(i.cells.map((c) => c.percent))) add('INVALID_INTERLOCK_SUM');
    for (const c of i.cells) {
      if (c.percent === 0) add('INTERLOCK_QUOTA_IS_ZERO', c.optionKeys.join('&'));
    }
  }
  return out;
}

/**
 * True when no member has a blocking error. Members in `justAdded` (added in this editing session
 * and not touched yet) are not counted, as spec 2 §4 says.
 */
export function isAudienceValid(
  a: DraftAudience,
  options: { justAdded?: readonly number[] } = {},
): boolean {
  return hasNoBlockingError(validateAudience(a), options);
}

/** The same verdict from errors already computed with `validateAudience`. */
export function hasNoBlockingError(
  errors: readonly AudienceValidationError[],
  options: { justAdded?: readonly number[] } = {},
): boolean {
  const skip = new Set(options.justAdded ?? []);
  return errors.every(
    (e) => e.severity === 'warning' || (e.memberNumber !== null && skip.has(e.memberNumber)),
  );
}
