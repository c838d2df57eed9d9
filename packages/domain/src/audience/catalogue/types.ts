/** Shapes of the standard criteria catalogue (versioned data, spec 2 §3 "Category", §9). */
import type { AudienceChoice } from '../settings.ts';

export const CATEGORY_CODES = [
  'demographic',
  'geographic',
  'household',
  'mobile',
  'finance',
  'automotive',
  'travel',
  'smoking',
  'healthcare',
  'electronics',
  'hobbies_&_interests',
  'business_&_occupation',
  'food_&_beverage',
  'media',
  'mother_&_baby',
] as const;

export type CategoryCode = (typeof CATEGORY_CODES)[number];

export interface CatalogueOption {
  /** Stable within its criterion across catalogue versions: presets and populations key on it. */
  code: string;
  text: string;
  /** Numeric bounds of an ordered bucket (age in years, income in local currency); max null = open. */
  range?: { min: number; max: number | null };
}

/** A criterion as the catalogue defines it; options may depend on the fieldwork country. */
export interface CriterionDefinition {
  code: string;
  name: string;
  category: CategoryCode;
  questionText: string;
  choice: AudienceChoice;
  /** Ordered buckets where qualifying options with gaps need quotas (spec 2 §5: age). */
  gapsNeedQuotas?: boolean;
  /** Country-specific option lists return [] where the criterion does not apply. */
  options: readonly CatalogueOption[] | ((countryCode: string) => readonly CatalogueOption[]);
}

/** A criterion resolved for one country. */
export interface CatalogueCriterion {
  code: string;
  name: string;
  category: CategoryCode;
  questionText: string;
  choice: AudienceChoice;
  gapsNeedQuotas: boolean;
  options: readonly CatalogueOption[];
}

/** Options from [code, text] pairs. */
export function options(pairs: readonly (readonly [string, string])[]): CatalogueOption[] {
  return pairs.map(([code, text]) => ({ code, text }));
}
