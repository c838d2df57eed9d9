/**
 * The orders module's statements other modules run as they are, without a service in between:
 * the respondent side's hot paths (the live-survey view, the fieldwork gate of every qualifying
 * or completing answer, a full sample's close) and the simulated panel's tick. Each is the same
 * statement the module runs itself; the SQL stays here, owned by orders (README.md, "Read by
 * other modules"). Nothing else of orders' stores is imported from outside the module
 * (dependency-cruiser: module-tables-private).
 */
export { findOrder, orderStatusForShare } from './orders.store.ts';
export {
  findPublished,
  latestPublishedVersion,
  publishedQuote,
  publishedQuestionnairesOf,
} from './publishing.store.ts';
export {
  findSupplierOrders,
  moveSupplierOrders,
  supplierOrderPricesOf,
  surveysTakingSimulatedTraffic,
} from './supplierOrders.store.ts';
