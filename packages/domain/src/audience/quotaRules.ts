/** Checks shared by setStandardQuota and setCustomQuota. */
import { fail } from './errors.ts';
import { requirePercent } from './guards.ts';
import type { CustomCriterionOption, StandardCriterionOption } from './model.ts';
import { qualifies } from './normalise.ts';
import { isOn, type MemberSettingValue } from './settings.ts';

/** The option with a new quota; quotas must be on and the option must qualify. */
export function withQuota<O extends StandardCriterionOption | CustomCriterionOption>(
  settings: readonly MemberSettingValue[],
  option: O,
  percent: unknown,
): O {
  const value = requirePercent(percent);
  if (!isOn(settings, 'quotas')) fail('QUOTAS_DISABLED', 'Quotas are off for this question');
  if (!qualifies(settings, option)) {
    fail('OPTION_NOT_QUALIFYING', 'Only qualifying options have a quota');
  }
  return { ...option, quota: { percent: value } };
}
