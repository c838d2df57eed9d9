import type { DraftAudience } from '@survey/domain/audience/model';
import { validateAudience } from '@survey/domain/audience/validate';
import type { AudienceCount } from './audienceCount.ts';

/**
 * The fieldwork model of the simulated panel (README.md): of the members who qualify, a share
 * PARTICIPATION ever completes this survey; each day a share DAILY_RESPONSE_RATE of them does,
 * less for long interviews. A survey must complete within MAX_DELIVERY_DAYS to show a day count.
 */
export const PARTICIPATION = 0.3;
export const DAILY_RESPONSE_RATE = 0.02;
export const MAX_DELIVERY_DAYS = 14;
/** Interviews longer than this answer proportionally slower. */
const LOI_WITHOUT_PENALTY = 10;

export interface InfeasibleQuota {
  quota: {
    key: { questionId: string; responseOptionId: string };
    cellKey: string;
    percent: number;
    respondentCount: number;
  };
  feasibleCounts: number;
}

export interface FeasibilityEstimate {
  isFeasible: boolean;
  feasibility: number;
  estimatedDeliveryTime: number | null;
  infeasibleQuotas: InfeasibleQuota[];
  errors: { field: string; message: string }[];
  incidenceRate: number;
}

/** Where an error points: a member, an interlock (by its members) or the audience. */
function fieldOf(e: { memberNumber: number | null; interlockMembers?: number[] }): string {
  if (e.memberNumber !== null) return `members.${e.memberNumber}`;
  return e.interlockMembers ? `interlocks.${e.interlockMembers.join('-')}` : 'members';
}

const dailyRate = (loi: number) =>
  DAILY_RESPONSE_RATE * Math.min(1, LOI_WITHOUT_PENALTY / Math.max(1, loi));

/** Feasibility of `completes` interviews of `loi` minutes from the audience's counts. */
export function estimateFeasibility(
  audience: DraftAudience,
  count: AudienceCount,
  completes: number,
  loi: number,
): FeasibilityEstimate {
  const errors = validateAudience(audience)
    .filter((e) => e.severity === 'error')
    .map((e) => ({
      field: fieldOf(e),
      message: e.message,
    }));
  const qualified = count.targeted * count.screeningShare;
  // Each cell (and the audience as a whole) as [wanted, reachable, reachable per day].
  const cells = count.quotaCells.map((c) => {
    const wanted = Math.ceil((completes * c.percent) / 100);
    return { cell: c, wanted, reachable: c.available * PARTICIPATION };
  });
  const overall = { wanted: completes, reachable: qualified * PARTICIPATION };
  const ratios = [overall, ...cells].map((x) =>
    x.wanted > 0 ? Math.min(1, x.reachable / x.wanted) : 1,
  );
  const feasibility = Math.min(...ratios);
  const infeasibleQuotas = cells
    .filter((x) => x.reachable < x.wanted)
    .map((x) => ({
      quota: {
        key: { questionId: x.cell.questionId, responseOptionId: x.cell.responseOptionId },
        cellKey: x.cell.cellKey,
        percent: x.cell.percent,
        respondentCount: x.wanted,
      },
      feasibleCounts: Math.floor(x.reachable),
    }));
  const isFeasible = errors.length === 0 && feasibility >= 1;
  const rate = dailyRate(loi) / PARTICIPATION;
  const days = Math.max(
    ...[overall, ...cells].map((x) =>
      x.wanted > 0 ? Math.ceil(x.wanted / Math.max(x.reachable * rate, 1e-9)) : 1,
    ),
  );
  return {
    isFeasible,
    feasibility: Math.round(feasibility * 10000) / 10000,
    estimatedDeliveryTime: isFeasible && days <= MAX_DELIVERY_DAYS ? Math.max(1, days) : null,
    infeasibleQuotas,
    errors,
    incidenceRate: Math.round(count.incidenceRate * 100) / 100,
  };
}
