/** 'Sum quotas to 100%' applied to a criterion's options (spec 2 §5). */
import { fail } from './errors.ts';
import type { CustomCriterionOption, StandardCriterionOption } from './model.ts';
import { sumQuotasTo100 } from './quotas.ts';
import { isOn, type MemberSettingValue } from './settings.ts';

/** The options with their quotas summed to 100% (only options holding a quota take part). */
export function summedOptions<O extends StandardCriterionOption | CustomCriterionOption>(
  settings: readonly MemberSettingValue[],
  options: readonly O[],
): O[] {
  if (!isOn(settings, 'quotas')) fail('QUOTAS_DISABLED', 'Quotas are off for this question');
  const withQuota = options.filter((o) => o.quota !== null);
  const sums = sumQuotasTo100(withQuota.map((o) => o.quota?.percent ?? 0));
  const percentOf = new Map(withQuota.map((o, i) => [o, sums[i] ?? 0]));
  return options.map((o) => {
    const percent = percentOf.get(o);
    return percent === undefined ? o : { ...o, quota: { percent } };
  });
}
