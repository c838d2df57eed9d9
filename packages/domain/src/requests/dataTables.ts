/**
 * Data-table requests (spec 3 §9 Data tables): the team builds cross-tabulated tables from a
 * completed survey's data by hand, so the dashboard only sends the request with its price.
 *
 * The spec's chat message carries a "request type and format": the type is complex or simple
 * (their prices differ) and the format is whether the tables are weighted or unweighted, the
 * one other choice the dialog offers.
 */

export const DATA_TABLE_REQUEST_TYPES = ['COMPLEX', 'SIMPLE'] as const;
export type DataTableRequestType = (typeof DATA_TABLE_REQUEST_TYPES)[number];

export const DATA_TABLE_WEIGHTINGS = ['WEIGHTED', 'UNWEIGHTED'] as const;
export type DataTableWeighting = (typeof DATA_TABLE_WEIGHTINGS)[number];

/** Whole pounds, excluding VAT (spec 3 §9). */
export const DATA_TABLE_PRICES_GBP: Readonly<Record<DataTableRequestType, number>> = {
  COMPLEX: 500,
  SIMPLE: 300,
};
/** Each further run of the same tables (new filters or banners), excluding VAT. */
export const DATA_TABLE_ADDITIONAL_RUN_GBP = 200;
export const DATA_TABLE_TURNAROUND_BUSINESS_DAYS = 1;

export const DATA_TABLE_TYPE_LABELS: Readonly<Record<DataTableRequestType, string>> = {
  COMPLEX: 'Complex',
  SIMPLE: 'Simple',
};
export const DATA_TABLE_WEIGHTING_LABELS: Readonly<Record<DataTableWeighting, string>> = {
  WEIGHTED: 'Weighted',
  UNWEIGHTED: 'Unweighted',
};

/** '£500' for whole pounds; pence shown only when there are some. */
export function formatGbp(amount: number): string {
  const whole = Number.isInteger(amount);
  return `£${amount.toLocaleString('en-GB', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** 'Complex (£500 ex VAT)': the type as the dialog and the team's message name it. */
export function dataTableTypeWithPrice(type: DataTableRequestType): string {
  return `${DATA_TABLE_TYPE_LABELS[type]} (${formatGbp(DATA_TABLE_PRICES_GBP[type])} ex VAT)`;
}

/** 'One business day': the target turnaround in words. */
export function dataTableTurnaround(): string {
  const days = DATA_TABLE_TURNAROUND_BUSINESS_DAYS;
  return days === 1 ? 'One business day' : `${days} business days`;
}
