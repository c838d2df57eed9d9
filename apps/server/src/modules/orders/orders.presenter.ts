import { replacedCompletes, windowClosesAtMs } from '@survey/domain/quality/replacements';
import type { PanelSupplierOrder, SurveyOrder } from './orders.generated.ts';
import type { OrderView } from './orders.service.ts';
import type { SupplierOrderRow } from './supplierOrders.store.ts';

function presentSupplierOrder(row: SupplierOrderRow): PanelSupplierOrder {
  return {
    orderId: row.orderId,
    panelSupplierOrderId: { value: row.panelSupplierOrderId },
    status: row.status,
    cpi: row.cpi,
    orderNumber: row.orderNumber,
    orderDescription: row.description,
    samplesNeeded: row.samplesNeeded,
    createdDate: row.createdAt.toISOString(),
    sinceDate: row.updatedAt.toISOString(),
  };
}

function closesAt(order: OrderView['order']): string | null {
  const ms = windowClosesAtMs({
    fieldingEndedAtMs: order.fieldingEndedAt?.getTime() ?? null,
    windowDays: order.replacementWindowDays,
  });
  return ms === null ? null : new Date(ms).toISOString();
}

/** The wire shape of a survey order (spec 3 §3 Survey order). */
export function presentOrder(view: OrderView): SurveyOrder {
  const { order } = view;
  return {
    surveyId: order.surveyId,
    isSoftLaunch: order.isSoftLaunch,
    customerCPI: order.customerCpi,
    status: order.status,
    feasibility: order.feasibility,
    orderType: order.orderType,
    panelSupplierOrders: view.supplierOrders.map(presentSupplierOrder),
    publishedVersion: view.publishedVersion,
    replacedCompletes: replacedCompletes(view.supplierOrders),
    replacementWindowDays: order.replacementWindowDays,
    replacementWindowClosesAt: closesAt(order),
    createdDate: order.createdAt.toISOString(),
    sinceDate: order.updatedAt.toISOString(),
  };
}
