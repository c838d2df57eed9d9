/** Ranked charts (spec 3 §9 "Charts and filters"). */

/**
 * 'Ranked 1st', 'Ranked 2nd', 'Ranked 3rd', then 'Ranked nth'. English ordinals beyond 3 too
 * (11th-13th, 21st, 22nd): the spec's '1st, 2nd, 3rd, then nth' reads the same up to 20.
 */
export function rankLabel(rank: number): string {
  return `Ranked ${ordinal(rank)}`;
}

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

const RANKED_HEIGHT_PER_LABEL = 40;
const RANKED_HEIGHT_BASE = 70;

/** A ranked chart's height in px: 40 per label plus 70. */
export function rankedChartHeight(labels: number): number {
  return RANKED_HEIGHT_PER_LABEL * labels + RANKED_HEIGHT_BASE;
}
