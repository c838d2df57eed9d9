import {
  DATA_TABLE_ADDITIONAL_RUN_GBP,
  dataTableTurnaround,
  formatGbp,
} from '@survey/domain/requests/dataTables';
import { SPSS_WARNING } from '@survey/domain/exports/rawDataContract';

/** Spec 3 §8 texts (exact) and ours around them (listed in the results README). */
export const REQUEST_TEXTS = {
  failed: 'Something went wrong. Try again, if the error persists contact support.',
  dataTablesTitle: 'Request data tables',
  dataTablesIntro:
    'Our team builds cross-tabulated data tables from your completed survey and sends them to you by email.',
  dataTablesTerms: `Additional runs: ${formatGbp(DATA_TABLE_ADDITIONAL_RUN_GBP)} ex VAT each. Target turnaround: ${dataTableTurnaround().toLowerCase()}.`,
  dataTablesChoose: 'Choose a request type and a format.',
  dataTablesDone:
    'Your request was submitted successfully. One of the team will contact you by email shortly.',
  followUpTitle: 'Follow up with respondents',
  followUpIntro:
    'Paste the respondent ids of completes you want to contact again, as the raw data lists them, separated by commas, spaces or new lines.',
  followUpDone: 'Your follow up request was successful. We will contact you by email shortly.',
  followUpCount: (n: number) => `${n.toLocaleString('en-GB')} respondent id${n === 1 ? '' : 's'}`,
  followUpNotFound: (n: number) =>
    `${n.toLocaleString('en-GB')} id${n === 1 ? ' is' : 's are'} not a complete of this survey and ${n === 1 ? 'was' : 'were'} not sent:`,
  exportTitle: 'Export data',
  exportFormatHelp:
    'Encoded CSV holds answer codes, unencoded CSV their labels. An SPSS file holds both (codes with value labels), so it has no encoded choice.',
  spssWarning: `SPSS warning: ${SPSS_WARNING}`,
  exportReady: 'Your file is ready. The download has started.',
  exportLinkExpires: (at: string) =>
    `The link works until ${new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' })}.`,
} as const;
