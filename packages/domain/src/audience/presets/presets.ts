/**
 * Preset audiences per country (spec 2 §3 "Preset audience", issue 10 item 3): versioned data
 * turned into the `PresetDefinition` that the presetAudience command applies. 'Custom' is the
 * pseudo-preset that starts from scratch.
 */
import { criterionFor } from '../catalogue/catalogue.ts';
import { CUSTOM_PRESET, type PresetDefinition } from '../commands/presetAudience.ts';
import { censusOf, type ShareTable } from './census.data.ts';
import { percentagesOf } from './populationShares.ts';

/** Bump when a preset's definition or its figures change. */
export const PRESETS_VERSION = 1;

export const NATIONALLY_REPRESENTATIVE = 'Nationally representative';

export interface PresetSummary {
  name: string;
  description: string;
}

/** Quotas for a criterion from a census table, over the options the table covers. */
function quotasFrom(countryCode: string, criterionCode: string, table: ShareTable) {
  const criterion = criterionFor(countryCode, criterionCode);
  const codes = (criterion?.options ?? [])
    .map((o) => o.code)
    .filter((c) => (table.weights[c] ?? 0) > 0);
  return { codes, quotas: percentagesOf(table.weights, codes) };
}

function nationallyRepresentative(countryCode: string): PresetDefinition {
  const census = censusOf(countryCode);
  const age = quotasFrom(countryCode, 'age', census.age);
  const gender = quotasFrom(countryCode, 'gender', census.gender);
  const criteria: PresetDefinition['criteria'] = [
    { code: 'age', qualifyingOptionCodes: age.codes, quotas: age.quotas },
    { code: 'gender', qualifyingOptionCodes: gender.codes, quotas: gender.quotas },
  ];
  if (criterionFor(countryCode, 'region')?.options.length) {
    // Without a regional table every region qualifies and none has a quota.
    const region = census.region && quotasFrom(countryCode, 'region', census.region);
    criteria.push(
      region && region.codes.length > 0
        ? { code: 'region', qualifyingOptionCodes: region.codes, quotas: region.quotas }
        : { code: 'region' },
    );
  }
  return { name: NATIONALLY_REPRESENTATIVE, criteria };
}

interface FixedPreset {
  description: string;
  criteria: PresetDefinition['criteria'];
}

/** Presets defined by targeting alone: the same in every country. */
const FIXED: Readonly<Record<string, FixedPreset>> = {
  'Parents of children under 18': {
    description: 'Adults with at least one child under 18 in their household.',
    criteria: [{ code: 'children_in_household', qualifyingOptionCodes: ['1', '2', '3_plus'] }],
  },
  '18-34 year-olds': {
    description: 'Adults aged 18 to 34.',
    criteria: [{ code: 'age', qualifyingOptionCodes: ['18_24', '25_34'] }],
  },
  'Main grocery shoppers': {
    description: 'Adults who do all or most of their household’s grocery shopping.',
    criteria: [{ code: 'grocery_shopping', qualifyingOptionCodes: ['all', 'most'] }],
  },
  'Pet owners': {
    description: 'Adults with a dog, cat or other pet in their household.',
    criteria: [
      {
        code: 'pets',
        qualifyingOptionCodes: ['dog', 'cat', 'fish', 'bird', 'small_mammal', 'reptile', 'other'],
      },
    ],
  },
};

/** The presets offered for a country, 'Custom' last. */
export function presetAudiencesFor(countryCode: string): PresetSummary[] {
  const census = censusOf(countryCode);
  const approx = census.age.approximation ? ' (approximate census figures)' : '';
  return [
    {
      name: NATIONALLY_REPRESENTATIVE,
      description: `Age, gender and region in census proportions${approx}.`,
    },
    ...Object.entries(FIXED)
      .filter(([, p]) => p.criteria.every((c) => criterionFor(countryCode, c.code)))
      .map(([name, p]) => ({ name, description: p.description })),
    { name: CUSTOM_PRESET, description: 'Start from scratch with your own targeting.' },
  ];
}

/** The definition of a preset for a country; undefined for unknown names and for 'Custom'. */
export function presetDefinition(countryCode: string, name: string): PresetDefinition | undefined {
  if (name === NATIONALLY_REPRESENTATIVE) return nationallyRepresentative(countryCode);
  const fixed = Object.prototype.hasOwnProperty.call(FIXED, name) ? FIXED[name] : undefined;
  if (!fixed || !fixed.criteria.every((c) => criterionFor(countryCode, c.code))) return undefined;
  return { name, criteria: fixed.criteria };
}
