import type { SurveyOrder } from './orders.generated.ts';
import type { SurveyOrderRow } from './orders.store.ts';

export function presentOrder(row: SurveyOrderRow): SurveyOrder {
  return {
    surveyId: row.surveyId,
    customerCPI: row.customerCpi,
    status: row.status,
    feasibility: row.feasibility,
    orderType: row.orderType,
    // No panel supplier orders are stored yet: orders exist only as demo data until purchase lands.
    isSoftLaunch: false,
    panelSupplierOrders: [],
    publishedVersion: null,
    createdDate: row.createdAt.toISOString(),
    sinceDate: row.updatedAt.toISOString(),
  };
}
