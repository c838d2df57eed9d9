/**
 * Field health (spec 3 §9, terms page): the rates a live survey is watched on, each against the
 * terms' pause trigger and permanent stop, and what the field-health job does about them. Pure:
 * the server's job and the results page's panel read the same figures (README.md beside this file
 * defines every rate and says why the minimum samples are what they are).
 */

/** Respondent sessions of one survey by outcome, as the job counts them (README "Rates"). */
export interface SessionCounts {
  /**
   * Every session that ended (complete, screened out, quota full, sample full, dropped): in
   * progress left out.
   */
  ended: number;
  completes: number;
  screenedOut: number;
  /** Turned away because a quota cell of theirs was full while the open sample had room. */
  quotaFull: number;
  /**
   * Turned away because the open sample itself (a soft launch's batch, or the whole sample) had no
   * place left: sent past the cap the panel was given, the panel's over-sending, not the survey's.
   */
  sampleFull: number;
  /** Dropped (abandoned) after passing the screener. */
  droppedAfterQualifying: number;
  /** Still answering, having passed the screener. */
  inProgressQualified: number;
  /** Median complete length in minutes (completed - started); null without completes. */
  medianCompleteMinutes: number | null;
}

/** What the price was quoted at (the fieldwork as bought). */
export interface FieldQuote {
  /** Expected incidence, percent (0..100]. */
  incidencePercent: number;
  /** Length of interview, minutes. */
  loiMinutes: number;
}

export const FIELD_HEALTH_RATES = [
  'incidence',
  'length',
  'dropout',
  'volumeFull',
  'conversion',
] as const;
export type FieldHealthRate = (typeof FIELD_HEALTH_RATES)[number];

/** Spec 3 §9: "IR or length change of 25%". Either way: the quote no longer holds. */
export const QUOTE_CHANGE_PAUSE = 0.25;
/** Spec 3 §9 pause triggers: dropout above 25%, volume-full above 25%, conversion under 5%. */
export const DROPOUT_PAUSE = 0.25;
export const VOLUME_FULL_PAUSE = 0.25;
export const CONVERSION_PAUSE = 0.05;
/** Spec 3 §9 permanent stops: dropout 40%, volume-full 35%, conversion 4% (reached). */
export const DROPOUT_HALT = 0.4;
export const VOLUME_FULL_HALT = 0.35;
export const CONVERSION_HALT = 0.04;

/** Sessions a rate's denominator needs before the job acts on it (README: why 50). */
export const MIN_RATE_SAMPLE = 50;
/**
 * Completes a survey needs before any rate may stop it for good (README: why 10); below them a
 * rate past its stop pauses instead.
 */
export const MIN_STOP_COMPLETES = 10;
/** Completes the median length needs before the job acts on it (README: why 30). */
export const MIN_LENGTH_COMPLETES = 30;

export type RateState = 'waiting' | 'ok' | 'pause' | 'halt';

export interface RateReading {
  rate: FieldHealthRate;
  /** A share 0..1 (incidence, dropout, volume-full, conversion) or minutes (length); null: none yet. */
  value: number | null;
  /** The rate's denominator (sessions, or completes for the length). */
  sample: number;
  minSample: number;
  /** The quote the rate is held against (incidence share, LOI minutes); null for the others. */
  quoted: number | null;
  /** Pause when the value is below `pauseBelow` or above `pauseAbove` (null: no bound that side). */
  pauseBelow: number | null;
  pauseAbove: number | null;
  /** Halt when the value reaches `haltAtOrBelow` / `haltAtOrAbove` (null: no permanent stop). */
  haltAtOrBelow: number | null;
  haltAtOrAbove: number | null;
  state: RateState;
}

export type FieldHealthDecision =
  | { action: 'none' }
  | { action: 'pause'; reasons: FieldHealthRate[] }
  | { action: 'halt'; reasons: FieldHealthRate[] };

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

interface Bounds {
  pauseBelow: number | null;
  pauseAbove: number | null;
  haltAtOrBelow: number | null;
  haltAtOrAbove: number | null;
}

/**
 * The state of one value against its bounds, with enough sample; 'waiting' otherwise. A value past
 * its permanent stop halts only when `mayStop` (the survey has MIN_STOP_COMPLETES completes); until
 * then it is past the pause trigger too, so it pauses.
 */
export function rateState(
  value: number | null,
  bounds: Bounds,
  sample: number,
  minSample: number,
  mayStop = true,
): RateState {
  if (value === null || sample < minSample) return 'waiting';
  const stop =
    (bounds.haltAtOrAbove !== null && value >= bounds.haltAtOrAbove) ||
    (bounds.haltAtOrBelow !== null && value <= bounds.haltAtOrBelow);
  if (stop && mayStop) return 'halt';
  if (stop || (bounds.pauseAbove !== null && value > bounds.pauseAbove)) return 'pause';
  if (bounds.pauseBelow !== null && value < bounds.pauseBelow) return 'pause';
  return 'ok';
}

const quoteBounds = (quoted: number): Bounds => ({
  pauseBelow: quoted * (1 - QUOTE_CHANGE_PAUSE),
  pauseAbove: quoted * (1 + QUOTE_CHANGE_PAUSE),
  haltAtOrBelow: null,
  haltAtOrAbove: null,
});

function reading(
  rate: FieldHealthRate,
  value: number | null,
  sample: number,
  minSample: number,
  quoted: number | null,
  bounds: Bounds,
  mayStop = true,
): RateReading {
  return {
    rate,
    value,
    sample,
    minSample,
    quoted,
    ...bounds,
    state: rateState(value, bounds, sample, minSample, mayStop),
  };
}

/**
 * The entrants volume-full and conversion are read over: the sessions the panel sent within the
 * cap it was given that ended. Those turned away because the open sample was full are left out.
 */
export function entrantsOf(counts: SessionCounts): number {
  return Math.max(0, counts.ended - counts.sampleFull);
}

/** Every rate of a survey against its thresholds, in FIELD_HEALTH_RATES order. */
export function readFieldHealth(counts: SessionCounts, quote: FieldQuote): RateReading[] {
  // Sample-full sessions passed the screener too: they count for incidence, as quota-full do.
  const qualified =
    counts.completes +
    counts.quotaFull +
    counts.sampleFull +
    counts.droppedAfterQualifying +
    counts.inProgressQualified;
  const screened = qualified + counts.screenedOut;
  const qualifiedEnded = counts.completes + counts.droppedAfterQualifying;
  const entrants = entrantsOf(counts);
  const mayStop = counts.completes >= MIN_STOP_COMPLETES;
  const quotedIncidence = quote.incidencePercent / 100;
  return [
    reading(
      'incidence',
      share(qualified, screened),
      screened,
      MIN_RATE_SAMPLE,
      quotedIncidence,
      quoteBounds(quotedIncidence),
    ),
    reading(
      'length',
      counts.completes > 0 ? counts.medianCompleteMinutes : null,
      counts.completes,
      MIN_LENGTH_COMPLETES,
      quote.loiMinutes,
      quoteBounds(quote.loiMinutes),
    ),
    reading(
      'dropout',
      share(counts.droppedAfterQualifying, qualifiedEnded),
      qualifiedEnded,
      MIN_RATE_SAMPLE,
      null,
      {
        pauseBelow: null,
        pauseAbove: DROPOUT_PAUSE,
        haltAtOrBelow: null,
        haltAtOrAbove: DROPOUT_HALT,
      },
      mayStop,
    ),
    reading(
      'volumeFull',
      share(counts.quotaFull, entrants),
      entrants,
      MIN_RATE_SAMPLE,
      null,
      {
        pauseBelow: null,
        pauseAbove: VOLUME_FULL_PAUSE,
        haltAtOrBelow: null,
        haltAtOrAbove: VOLUME_FULL_HALT,
      },
      mayStop,
    ),
    reading(
      'conversion',
      share(counts.completes, entrants),
      entrants,
      MIN_RATE_SAMPLE,
      null,
      {
        pauseBelow: CONVERSION_PAUSE,
        pauseAbove: null,
        haltAtOrBelow: CONVERSION_HALT,
        haltAtOrAbove: null,
      },
      mayStop,
    ),
  ];
}

/** A permanent stop wins over a pause; the reasons are the rates in that state. */
export function fieldHealthDecision(readings: readonly RateReading[]): FieldHealthDecision {
  const halts = readings.filter((r) => r.state === 'halt').map((r) => r.rate);
  if (halts.length > 0) return { action: 'halt', reasons: halts };
  const pauses = readings.filter((r) => r.state === 'pause').map((r) => r.rate);
  if (pauses.length > 0) return { action: 'pause', reasons: pauses };
  return { action: 'none' };
}

/** The researcher's words for each reason (results header, e-mail, team chat). */
export const FIELD_HEALTH_RATE_LABELS: Record<FieldHealthRate, string> = {
  incidence: 'Incidence',
  length: 'Interview length',
  dropout: 'Dropout',
  volumeFull: 'Volume full',
  conversion: 'Conversion',
};

const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

/** One reading as a sentence: 'Dropout 31.0% (pause above 25.0%, stop at 40.0%)'. */
export function describeReading(r: RateReading): string {
  const label = FIELD_HEALTH_RATE_LABELS[r.rate];
  const fmt = (v: number) => (r.rate === 'length' ? `${v.toFixed(1)} min` : percent(v));
  const value = r.value === null ? 'not measured yet' : fmt(r.value);
  if (r.quoted !== null)
    return `${label} ${value} (quoted ${fmt(r.quoted)}, pause if ${String(QUOTE_CHANGE_PAUSE * 100)}% off)`;
  const bounds = [
    r.pauseAbove !== null ? `pause above ${fmt(r.pauseAbove)}` : null,
    r.pauseBelow !== null ? `pause under ${fmt(r.pauseBelow)}` : null,
    r.haltAtOrAbove !== null ? `stop at ${fmt(r.haltAtOrAbove)}` : null,
    r.haltAtOrBelow !== null ? `stop at ${fmt(r.haltAtOrBelow)}` : null,
  ].filter((b) => b !== null);
  return `${label} ${value} (${bounds.join(', ')})`;
}

/** The stored reason of a pause or halt: the sentences of the rates that caused it. */
export function decisionReason(
  decision: Exclude<FieldHealthDecision, { action: 'none' }>,
  readings: readonly RateReading[],
): string {
  const verb = decision.action === 'halt' ? 'Stopped for good' : 'Paused';
  const parts = readings.filter((r) => decision.reasons.includes(r.rate)).map(describeReading);
  return `${verb} by field health: ${parts.join('; ')}.`;
}

/** What the job did to the survey, while the survey is still where it put it. */
export interface FieldHealthAction {
  action: 'pause' | 'halt';
  rates: FieldHealthRate[];
  reason: string;
  /** ISO 8601. */
  actedAt: string;
}

/** GET …/field-health?surveyId= (the results page's panel and header). */
export interface FieldHealthResponse {
  surveyId: string;
  /** Every rate in FIELD_HEALTH_RATES order; empty before the survey is bought. */
  rates: RateReading[];
  /** Null unless the job's pause or halt is what the survey's state is now. */
  action: FieldHealthAction | null;
}
