import {
  completesCost,
  HOSTING_COST,
  orderCost,
  RAW_DATA_COST,
} from '@survey/domain/pricing/orderCost';
import { formatCost } from '../../lib/formatCost.ts';

export interface CostLine {
  label: string;
  /** How the amount comes about ('£1.50 x 500 completes'), when it is not a flat fee. */
  detail?: string;
  amount: string;
}

export interface CostBreakdownLines {
  lines: CostLine[];
  total: string;
}

/**
 * Spec 3 §9 Cost: the completes at the quote's cost per complete, hosting and raw data free, and
 * the total to the penny (the domain's order cost rule), in GBP.
 */
export function costLines(cpi: number, completes: number, currency: string): CostBreakdownLines {
  const count = completes.toLocaleString('en-GB');
  return {
    lines: [
      {
        label: 'Completes',
        detail: `${formatCost(cpi, currency)} x ${count} ${completes === 1 ? 'complete' : 'completes'}`,
        amount: formatCost(completesCost(cpi, completes), currency),
      },
      { label: 'Hosting', amount: formatCost(HOSTING_COST, currency) },
      { label: 'Raw data', amount: formatCost(RAW_DATA_COST, currency) },
    ],
    total: formatCost(orderCost(cpi, completes), currency),
  };
}
