/** The standard criteria catalogue: versioned data, resolved per fieldwork country. */
import { INTEREST_CRITERIA } from './criteriaInterests.ts';
import { LIFESTYLE_CRITERIA } from './criteriaLifestyle.ts';
import { PEOPLE_CRITERIA } from './criteriaPeople.ts';
import { CATEGORY_CODES, type CatalogueCriterion, type CriterionDefinition } from './types.ts';

/**
 * Bump when a criterion or option changes meaning or text. Codes never change meaning: a retired
 * option gets a new code. Audiences record the version they copied options from.
 */
export const CATALOGUE_VERSION = 1;

/** Every criterion definition, in category order then catalogue order. */
export const CRITERION_DEFINITIONS: readonly CriterionDefinition[] = [
  ...PEOPLE_CRITERIA,
  ...LIFESTYLE_CRITERIA,
  ...INTEREST_CRITERIA,
].sort((a, b) => CATEGORY_CODES.indexOf(a.category) - CATEGORY_CODES.indexOf(b.category));

const byCode = new Map(CRITERION_DEFINITIONS.map((d) => [d.code, d]));

function resolve(d: CriterionDefinition, countryCode: string): CatalogueCriterion | undefined {
  const options = typeof d.options === 'function' ? d.options(countryCode) : d.options;
  if (options.length === 0) return undefined;
  return {
    code: d.code,
    name: d.name,
    category: d.category,
    questionText: d.questionText,
    choice: d.choice,
    gapsNeedQuotas: d.gapsNeedQuotas ?? false,
    options,
  };
}

/** The criterion with this code as offered in this country, or undefined. */
export function criterionFor(countryCode: string, code: string): CatalogueCriterion | undefined {
  const d = byCode.get(code);
  return d ? resolve(d, countryCode) : undefined;
}

/** Every criterion offered in this country, in catalogue order. */
export function criteriaFor(countryCode: string): CatalogueCriterion[] {
  return CRITERION_DEFINITIONS.flatMap((d) => resolve(d, countryCode) ?? []);
}

/** The stable question id of a standard criterion (the same in every audience). */
export function standardQuestionId(criterionCode: string): string {
  return `std:${criterionCode}`;
}

/** The stable response option id of a standard criterion option. */
export function standardOptionId(criterionCode: string, optionCode: string): string {
  return `std:${criterionCode}:${optionCode}`;
}
