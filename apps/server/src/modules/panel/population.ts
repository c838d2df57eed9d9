import { hash32, seededRandom } from '@survey/domain/random';
import { criteriaFor } from '@survey/domain/audience/catalogue/catalogue';
import type { CatalogueCriterion } from '@survey/domain/audience/catalogue/types';
import { populationWeights } from '@survey/domain/audience/presets/populationShares';
import { MULTIPLE_CHOICE } from '@survey/domain/audience/settings';

/**
 * A synthetic panel population of one country, stored by column: one typed array per criterion
 * holding each member's answer, so that counting an audience is a tight loop over arrays.
 * Single-choice criteria hold the option index; multi-select criteria a bitmask of options.
 */
export interface Population {
  countryCode: string;
  size: number;
  /** Per criterion code: option index (single choice) or option bitmask (multiple choice). */
  columns: ReadonlyMap<string, Uint8Array | Uint16Array | Uint32Array>;
  criteria: ReadonlyMap<string, CatalogueCriterion>;
}

/** Default sizes (members): the two big markets, then everyone else. */
export const DEFAULT_POPULATION_SIZE = 50_000;
const BIG_MARKETS: Readonly<Record<string, number>> = { GB: 200_000, US: 200_000 };

/** Members in a country's population: `override` (config) when given, else the default. */
export function populationSize(countryCode: string, override?: number): number {
  return override ?? BIG_MARKETS[countryCode] ?? DEFAULT_POPULATION_SIZE;
}

/** Cumulative distribution over a criterion's options. */
function cumulative(c: CatalogueCriterion, weights: Readonly<Record<string, number>> | undefined) {
  const w = c.options.map((o) => (weights ? (weights[o.code] ?? 0) : 1));
  const total = w.reduce((s, x) => s + x, 0) || 1;
  let run = 0;
  return Float64Array.from(w, (x) => (run += x / total));
}

function singleColumn(c: CatalogueCriterion, size: number, countryCode: string) {
  const cdf = cumulative(c, populationWeights(countryCode, c.code));
  const random = seededRandom(hash32(`${countryCode}:${c.code}`));
  const column = c.options.length > 255 ? new Uint16Array(size) : new Uint8Array(size);
  const last = cdf.length - 1;
  for (let i = 0; i < size; i++) {
    const r = random();
    let k = 0;
    while (k < last && r >= (cdf[k] ?? 1)) k++;
    column[i] = k;
  }
  return column;
}

/**
 * Multi-select: each option is picked independently with probability 1/options (at least one
 * option per member: the questions offer a 'none' answer), so the mean member picks about one.
 */
function multiColumn(c: CatalogueCriterion, size: number, countryCode: string) {
  const n = Math.min(c.options.length, 32);
  const p = 1 / n;
  const random = seededRandom(hash32(`${countryCode}:${c.code}`));
  const column = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    let mask = 0;
    for (let k = 0; k < n; k++) if (random() < p) mask |= 1 << k;
    column[i] = mask === 0 ? (1 << Math.floor(random() * n)) >>> 0 : mask >>> 0;
  }
  return column;
}

/**
 * Generates a country's population. Criteria are drawn independently of each other (see
 * README.md): age, gender and region from the census tables the presets use, others uniform.
 */
export function generatePopulation(countryCode: string, size: number): Population {
  const criteria = criteriaFor(countryCode).filter((c) => c.options.length > 0);
  const columns = new Map<string, Uint8Array | Uint16Array | Uint32Array>();
  for (const c of criteria) {
    columns.set(
      c.code,
      c.choice === MULTIPLE_CHOICE
        ? multiColumn(c, size, countryCode)
        : singleColumn(c, size, countryCode),
    );
  }
  return { countryCode, size, columns, criteria: new Map(criteria.map((c) => [c.code, c])) };
}
