import type { TrackerView, WaveStatus } from '@survey/domain/trackers/contract';
import { formatCost } from '../../lib/formatCost.ts';

export const pounds = (amount: number) => formatCost(amount, 'GBP');

/** The tracker screens' words (issue 39 §4). */
export const WAVE_STATUS_TEXT: Record<WaveStatus, string> = {
  scheduled: 'Scheduled',
  pending_approval: 'Waiting for approval',
  approved: 'Approved',
  launched: 'Launched',
  budget_refused: 'Not bought: over budget',
  failed: 'Not bought',
  skipped: 'Skipped',
};

export function scheduleText(t: Pick<TrackerView, 'every' | 'unit' | 'startDate' | 'timeZone'>) {
  const unit = t.every === 1 ? t.unit : `${t.every} ${t.unit}s`;
  return `Every ${unit} from ${t.startDate} (${t.timeZone})`;
}

export function purchaseText(t: Pick<TrackerView, 'purchase' | 'budget' | 'spent'>) {
  return t.purchase === 'approval'
    ? 'Each wave waits for your approval'
    : `Bought automatically within ${pounds(t.budget ?? 0)} (${pounds(t.spent)} spent)`;
}

export const formatLaunch = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(new Date(iso));
