/**
 * Rules every command keeps after changing a criterion, so that no sequence of commands leaves a
 * contradictory document: a quota exists exactly on the options that qualify while quotas are on
 * (new ones start at 0%, which validation flags); quotas are off for multi-select; pins need
 * randomise on; the multi-select threshold never exceeds the qualifying options (else it resets).
 */
import type {
  CustomCriterionItem,
  CustomCriterionOption,
  StandardCriterionItem,
  StandardCriterionOption,
} from './model.ts';
import {
  DISABLED,
  getMemberSetting,
  isOn,
  MULTIPLE_CHOICE,
  responseLimit,
  withMemberSetting,
  withoutMemberSetting,
  type MemberSettingValue,
} from './settings.ts';

type Option = StandardCriterionOption | CustomCriterionOption;

/** The choice setting of a member ('single_choice' when absent). */
export function choiceOf(item: StandardCriterionItem | CustomCriterionItem): string {
  const code = 'criterion' in item ? 'standard_audience_choice' : 'custom_audience_choice';
  return getMemberSetting(item.settingValues, code) ?? 'single_choice';
}

/** True when the option lets a respondent qualify: qualifying off means everyone qualifies. */
export function qualifies(settings: readonly MemberSettingValue[], o: Option): boolean {
  return !isOn(settings, 'qualifying') || o.qualification;
}

function normaliseOptions<O extends Option>(
  settings: MemberSettingValue[],
  options: readonly O[],
  multiple: boolean,
): { settings: MemberSettingValue[]; options: O[] } {
  let s = settings;
  if (multiple && isOn(s, 'quotas')) s = withMemberSetting(s, 'quotas', DISABLED);
  const quotasOn = isOn(s, 'quotas');
  const out = options.map((o) => {
    const wanted = quotasOn && qualifies(s, o);
    if (wanted === (o.quota !== null)) return o;
    return { ...o, quota: wanted ? { percent: 0 } : null };
  });
  const qualifying = out.filter((o) => qualifies(s, o)).length;
  const limit = responseLimit(s);
  if (!multiple || limit > qualifying) {
    s = withoutMemberSetting(s, 'screening_question_response_limit');
  }
  return { settings: s, options: out };
}

/** A standard criterion with the cross-field rules applied. */
export function normaliseStandard(item: StandardCriterionItem): StandardCriterionItem {
  const { settings, options } = normaliseOptions(
    item.settingValues,
    item.standardCriterionOptions,
    choiceOf(item) === MULTIPLE_CHOICE,
  );
  return { ...item, settingValues: settings, standardCriterionOptions: options };
}

/** A custom criterion with the cross-field rules applied (and positions renumbered). */
export function normaliseCustom(item: CustomCriterionItem): CustomCriterionItem {
  const { settings, options } = normaliseOptions(
    item.settingValues,
    item.criterionOptions,
    choiceOf(item) === MULTIPLE_CHOICE,
  );
  const randomised = isOn(settings, 'randomise_options');
  return {
    ...item,
    settingValues: settings,
    criterionOptions: options.map((o, position) =>
      o.position === position && (randomised || !o.pinned)
        ? o
        : { ...o, position, pinned: randomised && o.pinned },
    ),
  };
}
