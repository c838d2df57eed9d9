/**
 * The respondent module's statements other modules run as they are: the results cache's catch-up
 * over completes, the raw-data export's row reads and the simulated panel's quota and idle-member
 * reads. The SQL stays here, owned by respondent (README.md, "Read by other modules"); nothing else
 * of its stores is imported from outside the module (dependency-cruiser: module-tables-private).
 */
export { surveysInFieldwork, type StoredComplete } from './completes.store.ts';
export {
  closeExportRows,
  completesStamp,
  copyExportRows,
  copyWideRecords,
  exportAnswerCounts,
  exportCategoryCounts,
  fetchExportRows,
  openExportRows,
  type ExportRowKey,
  type StoredExportRow,
  type StoredRecordRow,
} from './exportCompletes.store.ts';
export { readQuotaCells, TOTAL_CELL } from './quotaCells.store.ts';
export { idleSupplierSessions } from './respondent.store.ts';
export { sessionOutcomeCounts } from './sessionOutcomes.store.ts';
export { supplierRespondentsPending, supplierRespondentsSeen } from './supplierSessions.store.ts';
