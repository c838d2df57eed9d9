/** Shared by the custom option commands. */
import { TEXT_LIMITS } from './constants.ts';
import { fail } from './errors.ts';
import { requireId } from './guards.ts';
import type { CustomCriterionItem, CustomCriterionOption } from './model.ts';

/** The index of an option of a custom question, or OPTION_NOT_FOUND. */
export function customOptionIndex(item: CustomCriterionItem, responseOptionLk: unknown): number {
  const lk = requireId(responseOptionLk, 'responseOptionLk');
  const i = item.criterionOptions.findIndex((o) => o.responseOptionLk === lk);
  if (i < 0) fail('OPTION_NOT_FOUND', `No option ${lk} in this question`);
  return i;
}

/** The item with one option changed. */
export function changeCustomOption(
  item: CustomCriterionItem,
  responseOptionLk: unknown,
  change: (o: CustomCriterionOption) => CustomCriterionOption,
): CustomCriterionItem {
  const i = customOptionIndex(item, responseOptionLk);
  return {
    ...item,
    criterionOptions: item.criterionOptions.map((o, j) => (j === i ? change(o) : o)),
  };
}

/** A new blank option; decision: it qualifies (the researcher unticks the ones that screen out). */
export function blankCustomOption(newId: () => string, position: number): CustomCriterionOption {
  return {
    responseOptionLk: newId(),
    responseOption: { responseOptionId: newId(), value: '', rotype: 'string' },
    position,
    qualification: true,
    quota: null,
    pinned: false,
  };
}

export const OPTION_TEXT_LIMIT = TEXT_LIMITS.option;
