import {
  FIELD_HEALTH_RATE_LABELS,
  QUOTE_CHANGE_PAUSE,
  type RateReading,
  type RateState,
} from '@survey/domain/fieldwork/health/fieldHealth';

/** One line of the 'Field health' panel, as text. */
export interface FieldHealthRow {
  rate: RateReading['rate'];
  label: string;
  value: string;
  pause: string;
  stop: string;
  state: RateState;
  stateText: string;
}

const percent = (v: number) => `${(v * 100).toFixed(1)}%`;
const whole = (v: number) => `${Math.round(v * 100)}%`;

function formatValue(r: RateReading): string {
  if (r.value === null) return '–';
  return r.rate === 'length' ? `${r.value.toFixed(1)} min` : percent(r.value);
}

function pauseText(r: RateReading): string {
  if (r.quoted !== null) {
    const quoted = r.rate === 'length' ? `${r.quoted} min quoted` : `${whole(r.quoted)} quoted`;
    return `More than ${whole(QUOTE_CHANGE_PAUSE)} off ${quoted}`;
  }
  if (r.pauseAbove !== null) return `Above ${whole(r.pauseAbove)}`;
  if (r.pauseBelow !== null) return `Under ${whole(r.pauseBelow)}`;
  return '–';
}

function stopText(r: RateReading): string {
  if (r.haltAtOrAbove !== null) return `${whole(r.haltAtOrAbove)} or more`;
  if (r.haltAtOrBelow !== null) return `${whole(r.haltAtOrBelow)} or less`;
  return 'None';
}

function stateText(r: RateReading): string {
  switch (r.state) {
    case 'waiting':
      return `Waiting: ${r.sample} of ${r.minSample}`;
    case 'ok':
      return 'Within terms';
    case 'pause':
      return 'Pause trigger';
    case 'halt':
      return 'Permanent stop';
  }
}

/** The panel's table rows, in the rates' order. */
export function fieldHealthRows(rates: readonly RateReading[]): FieldHealthRow[] {
  return rates.map((r) => ({
    rate: r.rate,
    label: FIELD_HEALTH_RATE_LABELS[r.rate],
    value: formatValue(r),
    pause: pauseText(r),
    stop: stopText(r),
    state: r.state,
    stateText: stateText(r),
  }));
}

const WORST: readonly RateState[] = ['halt', 'pause', 'ok', 'waiting'];

/** The panel's one-line summary beside its title. */
export function fieldHealthSummary(rates: readonly RateReading[]): string {
  const worst = WORST.find((s) => rates.some((r) => r.state === s));
  const count = (s: RateState) => rates.filter((r) => r.state === s).length;
  switch (worst) {
    case 'halt':
      return `${count('halt')} at a permanent stop`;
    case 'pause':
      return `${count('pause')} past a pause trigger`;
    case 'ok':
      return count('waiting') > 0
        ? `${count('ok')} within terms, ${count('waiting')} waiting for respondents`
        : 'All rates within terms';
    default:
      return 'Waiting for respondents';
  }
}
