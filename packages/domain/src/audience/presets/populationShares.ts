/**
 * The share of the population in each option of a criterion, where the census tables know it:
 * the simulated panel draws its members with these weights, and quotas switched on start from
 * them (issue 35 §5: an even split gave 25% each to 'In another way' and 'Prefer not to say',
 * 50 times the panel's share, and the audience read INFEASIBLE at once). One rule for both.
 */
import { censusOf } from './census.data.ts';

/**
 * Percentages from weights, over the given codes only, rounded to 2 decimals with the rounding
 * remainder put on the largest share, so that they sum to exactly 100.
 */
export function percentagesOf(weights: Readonly<Record<string, number>>, codes: readonly string[]) {
  const total = codes.reduce((s, c) => s + (weights[c] ?? 0), 0);
  const out: Record<string, number> = {};
  if (total <= 0) return out;
  for (const c of codes) out[c] = Math.round(((weights[c] ?? 0) / total) * 10000) / 100;
  const largest = codes.reduce((a, b) => ((out[b] ?? 0) > (out[a] ?? 0) ? b : a));
  const sum = codes.reduce((s, c) => s + (out[c] ?? 0), 0);
  out[largest] = Math.round(((out[largest] ?? 0) + 100 - sum) * 100) / 100;
  return out;
}

/** Gender weights beyond the census's two: small shares so the options exist in the panel. */
export const OTHER_GENDER_WEIGHTS: Readonly<Record<string, number>> = {
  another: 0.5,
  prefer_not_to_say: 0.5,
};

/** Weight per option code of a criterion (age, gender, region); undefined: not known. */
export function populationWeights(
  countryCode: string,
  criterionCode: string,
): Readonly<Record<string, number>> | undefined {
  const census = censusOf(countryCode);
  if (criterionCode === 'age') return census.age.weights;
  if (criterionCode === 'gender') {
    const total = Object.values(census.gender.weights).reduce((s, w) => s + w, 0);
    const others = Object.values(OTHER_GENDER_WEIGHTS).reduce((s, w) => s + w, 0);
    const scale = (100 - others) / total;
    return Object.fromEntries([
      ...Object.entries(census.gender.weights).map(([k, w]) => [k, w * scale]),
      ...Object.entries(OTHER_GENDER_WEIGHTS),
    ]);
  }
  if (criterionCode === 'region') return census.region?.weights;
  return undefined;
}

/**
 * The quotas a criterion starts with when its quotas are switched on: the population's shares
 * over the qualifying options (2 decimals, summing to exactly 100), or null when some qualifying
 * option has no known share (the caller then splits evenly).
 */
export function startingQuotas(
  countryCode: string,
  criterionCode: string,
  qualifyingCodes: readonly string[],
): Record<string, number> | null {
  const weights = populationWeights(countryCode, criterionCode);
  if (!weights || qualifyingCodes.length === 0) return null;
  if (!qualifyingCodes.every((c) => (weights[c] ?? 0) > 0)) return null;
  return percentagesOf(weights, qualifyingCodes);
}
