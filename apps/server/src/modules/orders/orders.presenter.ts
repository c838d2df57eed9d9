import type { SurveyOrder } from './orders.generated.ts';
import type { SurveyOrderRow } from './orders.store.ts';

export function presentOrder(row: SurveyOrderRow): SurveyOrder {
  return {
    surveyId: row.surveyId,
    customerCPI: row.customerCpi,
    status: row.status,
    feasibility: row.feasibility,
    orderType: row.orderType,
    createdDate: row.createdAt.toISOString(),
    sinceDate: row.updatedAt.toISOString(),
  };
}
