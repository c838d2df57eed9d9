/**
 * Delivery ETA of a live survey (spec 3 §9 "Delivery ETA"): a base time in hours by completion band
 * and remaining completes, times the incidence multiplier, doubled outside the UK, shown as
 * 'ETA < {days/hours}' rounded to half days.
 *
 * Decisions where the spec is silent (also in apps/web/src/features/results/README.md):
 * - The factors multiply: hours = base hours x incidence multiplier x (2 outside the UK, else 1).
 *   Each factor says "this fills that many times slower", so they compound.
 * - Bands include their lower edge: 95% is in 95-98%, an incidence of exactly 10 in 10-15.
 * - Below 24 hours the ETA is in whole hours ('ETA < 6 hours'); from 24 hours on it is in days
 *   rounded UP to the next half day ('ETA < 1.5 days' for 30 hours): it is an upper bound ('<'),
 *   so rounding down would promise too early.
 * - Below 90% the table has no row: the ETA is the estimated delivery in days (the days left until
 *   the fieldwork end date), 7 days when that is unknown or past (spec 3 §9 Defaults).
 * - At 100% or more, or with nothing remaining, there is no ETA (null).
 * - When every place still open is held by a respondent in progress (issue 23 §4b), the survey
 *   waits for them, not for the panel: the ETA is the time until the last of them is due (their
 *   abandonment timeout from their last answer), when each has either completed or given the
 *   place back, in whole hours (at least 1) like the table's.
 */

/** One row of the spec's table: up to `maxRemaining` completes left (Infinity: no limit). */
interface BandRow {
  maxRemaining: number;
  hours: number;
}

interface Band {
  /** Completion percentage where the band starts (inclusive). */
  fromPercent: number;
  rows: readonly BandRow[];
}

/** Spec 3 §9, highest band first so that the first band whose start is reached applies. */
const BANDS: readonly Band[] = [
  {
    fromPercent: 98,
    rows: [
      { maxRemaining: 10, hours: 1 },
      { maxRemaining: 25, hours: 2 },
      { maxRemaining: 50, hours: 3 },
      { maxRemaining: 100, hours: 5 },
      { maxRemaining: 250, hours: 7 },
      { maxRemaining: Infinity, hours: 10 },
    ],
  },
  {
    fromPercent: 95,
    rows: [
      { maxRemaining: 10, hours: 2 },
      { maxRemaining: 25, hours: 3 },
      { maxRemaining: 50, hours: 4 },
      { maxRemaining: 100, hours: 6 },
      { maxRemaining: 250, hours: 8 },
      { maxRemaining: 500, hours: 12 },
      { maxRemaining: Infinity, hours: 24 },
    ],
  },
  {
    fromPercent: 90,
    rows: [
      { maxRemaining: 50, hours: 6 },
      { maxRemaining: 100, hours: 8 },
      { maxRemaining: 250, hours: 12 },
      { maxRemaining: 500, hours: 18 },
      { maxRemaining: Infinity, hours: 36 },
    ],
  },
];

/** Spec 3 §9 incidence multiplier, by the incidence rate's lower edge (inclusive). */
const INCIDENCE_MULTIPLIERS: readonly { from: number; multiplier: number }[] = [
  { from: 80, multiplier: 1 },
  { from: 30, multiplier: 2 },
  { from: 20, multiplier: 3 },
  { from: 15, multiplier: 5 },
  { from: 10, multiplier: 7 },
];

/** Spec 3 §9 Defaults: estimated delivery when unknown. */
export const DEFAULT_DELIVERY_DAYS = 7;
/** Country code of the UK in fieldwork locales; every other country doubles the time. */
const UK_COUNTRY_CODE = 'GB';

/** The incidence multiplier of an incidence rate (percent). */
export function incidenceMultiplier(incidenceRate: number): number {
  return INCIDENCE_MULTIPLIERS.find((row) => incidenceRate >= row.from)?.multiplier ?? 10;
}

/** The table's base hours, or null below 90% or when complete. */
export function baseEtaHours(collected: number, wanted: number): number | null {
  const remaining = wanted - collected;
  if (wanted <= 0 || remaining <= 0) return null;
  const percent = (collected / wanted) * 100;
  const band = BANDS.find((candidate) => percent >= candidate.fromPercent);
  if (!band) return null;
  return band.rows.find((row) => remaining <= row.maxRemaining)?.hours ?? null;
}

export interface EtaFacts {
  samplesCollected: number;
  samplesWanted: number;
  /** The audience's incidence rate in percent (100 when none is set). */
  incidenceRate: number;
  /** The fieldwork locale's country code. */
  countryCode: string;
  /** Estimated delivery in days, used below 90%; null when unknown. */
  estimatedDeliveryDays: number | null;
  /** Places still open that respondents in progress hold, when they hold every one (else 0). */
  placesHeld?: number;
  /** Milliseconds until the last of those respondents is due (completed or dropped). */
  heldForMs?: number | null;
}

const HOUR_MS = 3_600_000;

export type Eta = { unit: 'hours'; value: number } | { unit: 'days'; value: number };

/** The ETA of a live survey, or null when it is complete. */
export function deliveryEta(facts: EtaFacts): Eta | null {
  const { samplesCollected, samplesWanted } = facts;
  if (samplesWanted <= 0 || samplesCollected >= samplesWanted) return null;
  if ((facts.placesHeld ?? 0) > 0 && facts.heldForMs != null) {
    return inHoursOrDays(Math.max(1, Math.ceil(facts.heldForMs / HOUR_MS)));
  }
  const base = baseEtaHours(samplesCollected, samplesWanted);
  if (base === null) {
    const days = facts.estimatedDeliveryDays;
    return {
      unit: 'days',
      value: days !== null && days > 0 ? roundUpToHalf(days) : DEFAULT_DELIVERY_DAYS,
    };
  }
  const countryFactor = facts.countryCode === UK_COUNTRY_CODE ? 1 : 2;
  return inHoursOrDays(base * incidenceMultiplier(facts.incidenceRate) * countryFactor);
}

function inHoursOrDays(hours: number): Eta {
  return hours < 24
    ? { unit: 'hours', value: hours }
    : { unit: 'days', value: roundUpToHalf(hours / 24) };
}

function roundUpToHalf(value: number): number {
  return Math.ceil(value * 2) / 2;
}

/** 'ETA < 6 hours', 'ETA < 1 hour', 'ETA < 1.5 days', 'ETA < 1 day'. */
export function formatEta(eta: Eta): string {
  const unit = eta.unit === 'hours' ? 'hour' : 'day';
  return `ETA < ${eta.value} ${eta.value === 1 ? unit : `${unit}s`}`;
}
