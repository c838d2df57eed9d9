/**
 * Spend of a bought survey (issue 25 §3, spec 3 §2 and §4 header states): what the collected
 * completes cost so far, against the budget the orders bought. The server's progress answer
 * computes it with this function; the results header shows it.
 *
 * Completes fill the panel supplier orders in order number (the soft launch or whole sample
 * first, then the full launch), each charged at its own CPI with `completesCost` (pence-rounded
 * CPI x completes). Completes beyond what was bought are not charged: a panel bills the sample
 * it sold, so spend never passes the budget.
 */
import type { SurveyState } from '../projects/constants.ts';
import { completesCost, orderCost } from './orderCost.ts';

/** One panel supplier order as bought: its number, cost per complete and sample. */
export interface SpendBatch {
  orderNumber: number;
  cpi: number;
  samplesNeeded: number;
}

export interface SurveySpend {
  /** Completes collected (all of them, also any beyond the bought sample). */
  collected: number;
  /** Completes bought over every order. */
  bought: number;
  /** The collected completes' cost in GBP, to the penny. */
  spent: number;
  /** What every order costs when complete (orderCost of each), in GBP to the penny. */
  budget: number;
}

/** The spend of `collected` completes over the survey's orders (any order of the list). */
export function surveySpend(batches: readonly SpendBatch[], collected: number): SurveySpend {
  if (!Number.isInteger(collected) || collected < 0) {
    throw new RangeError('collected must be a whole number >= 0');
  }
  const ordered = [...batches].sort((a, b) => a.orderNumber - b.orderNumber);
  let left = collected;
  let spentPence = 0;
  let budgetPence = 0;
  let bought = 0;
  for (const batch of ordered) {
    const charged = Math.min(left, batch.samplesNeeded);
    left -= charged;
    bought += batch.samplesNeeded;
    spentPence += Math.round(completesCost(batch.cpi, charged) * 100);
    budgetPence += Math.round(orderCost(batch.cpi, batch.samplesNeeded) * 100);
  }
  return { collected, bought, spent: spentPence / 100, budget: budgetPence / 100 };
}

/**
 * What the results header's cost menu shows (spec 3 §4): a Completed or Halted survey only the
 * collected count and the actual cost of those completes; any other bought survey its spend so
 * far against the budget.
 */
export type HeaderSpend =
  | { kind: 'final'; collected: number; actualCost: number }
  | { kind: 'running'; collected: number; bought: number; spent: number; budget: number };

export function headerSpend(state: SurveyState, spend: SurveySpend): HeaderSpend {
  if (state === 'completed' || state === 'halted') {
    return { kind: 'final', collected: spend.collected, actualCost: spend.spent };
  }
  const { collected, bought, spent, budget } = spend;
  return { kind: 'running', collected, bought, spent, budget };
}
