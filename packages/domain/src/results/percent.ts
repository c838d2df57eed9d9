/** How the results page and the exports round shares (spec 3 §9 "PowerPoint"). */

/** count / total as a percentage with one decimal (42.9), 0 when nobody answered. */
export function percentOf(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}

/** A slider mean with two decimals (spec 3 §9), null when nobody answered. */
export function roundMean(mean: number | null): number | null {
  return mean === null ? null : Math.round(mean * 100) / 100;
}

/**
 * A share as the results page writes it, always with one decimal ('63.0%' beside '44.4%'): the
 * shares come from percentOf, so a whole number and a rounded one must not look different.
 */
export function formatShare(percent: number): string {
  return `${(Number.isFinite(percent) ? percent : 0).toFixed(1)}%`;
}
