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

function stateText(r: RateReading, ended: boolean): string {
  switch (r.state) {
    case 'waiting':
      return ended
        ? `Too few: ${r.sample} of ${r.minSample}`
        : `Waiting: ${r.sample} of ${r.minSample}`;
    case 'ok':
      return 'Within terms';
    case 'pause':
      return ended ? 'Was past the pause trigger' : 'Pause trigger';
    case 'halt':
      return ended ? 'Was at the permanent stop' : 'Permanent stop';
  }
}

/**
 * The panel's table rows, in the rates' order. `ended`: the survey is completed or halted, so a
 * state is what the rate read when fielding stopped, not an alarm.
 */
export function fieldHealthRows(rates: readonly RateReading[], ended = false): FieldHealthRow[] {
  return rates.map((r) => ({
    rate: r.rate,
    label: FIELD_HEALTH_RATE_LABELS[r.rate],
    value: formatValue(r),
    pause: pauseText(r),
    stop: stopText(r),
    state: r.state,
    stateText: stateText(r, ended),
  }));
}

const WORST: readonly RateState[] = ['halt', 'pause', 'ok', 'waiting'];

/** 'Conversion', 'dropout and volume full': the rates in a state, named. */
function named(rates: readonly RateReading[], state: RateState): string {
  const names = rates
    .filter((r) => r.state === state)
    .map((r, i) => {
      const label = FIELD_HEALTH_RATE_LABELS[r.rate];
      return i === 0 ? label : label.toLowerCase();
    });
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
}

/**
 * The panel's one-line summary beside its title, naming the rates. On an ended survey it says what
 * the rates read when fielding stopped ('When fielding ended: conversion was at its permanent
 * stop'), not '1 at a permanent stop' as if something still had to be done.
 */
export function fieldHealthSummary(rates: readonly RateReading[], ended = false): string {
  const worst = WORST.find((s) => rates.some((r) => r.state === s));
  const count = (s: RateState) => rates.filter((r) => r.state === s).length;
  const plural = (s: RateState) => count(s) > 1;
  if (ended) {
    const lead = 'When fielding ended: ';
    switch (worst) {
      case 'halt':
        return `${lead}${named(rates, 'halt')} ${plural('halt') ? 'were at their' : 'was at its'} permanent stop`;
      case 'pause':
        return `${lead}${named(rates, 'pause')} ${plural('pause') ? 'were past their' : 'was past its'} pause trigger`;
      case 'ok':
        return `${lead}the rates read were within terms`;
      default:
        return `${lead}too few respondents to read the rates`;
    }
  }
  switch (worst) {
    case 'halt':
      return `${named(rates, 'halt')} at ${plural('halt') ? 'their' : 'its'} permanent stop`;
    case 'pause':
      return `${named(rates, 'pause')} past ${plural('pause') ? 'their' : 'its'} pause trigger`;
    case 'ok':
      return count('waiting') > 0
        ? `${count('ok')} within terms, ${count('waiting')} waiting for respondents`
        : 'All rates within terms';
    default:
      return 'Waiting for respondents';
  }
}
