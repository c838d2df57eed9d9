/** Shared by the standard qualification and quota commands. */
import { fail } from './errors.ts';
import { requireId } from './guards.ts';
import type { StandardCriterionItem, StandardCriterionOption } from './model.ts';

/** The item with one option (by catalogue code) changed, or CRITERION_OPTION_NOT_FOUND. */
export function changeStandardOption(
  item: StandardCriterionItem,
  optionCode: unknown,
  change: (o: StandardCriterionOption) => StandardCriterionOption,
): StandardCriterionItem {
  const code = requireId(optionCode, 'audienceCriterionOptionCode');
  if (!item.standardCriterionOptions.some((o) => o.criterionOption.code === code)) {
    fail('CRITERION_OPTION_NOT_FOUND', `No option ${code} in ${item.criterion.code}`);
  }
  return {
    ...item,
    standardCriterionOptions: item.standardCriterionOptions.map((o) =>
      o.criterionOption.code === code ? change(o) : o,
    ),
  };
}
