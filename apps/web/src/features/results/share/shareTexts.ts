import { DEFAULT_SHARE_DAYS } from '@survey/domain/sharing/shareLinkRules';
import type { ShareLink } from '@survey/domain/sharing/contract';

export const SHARE_TEXTS = {
  title: 'Share results',
  titleTable: (name: string) => `Share '${name}'`,
  intro:
    'Anyone with the link can view these results without an account: charts, filters and crosstabs, never respondent ids. It stops working when it expires or when you revoke it.',
  introMarkets:
    'Anyone with the link can view the results of all markets together without an account: charts, filters and crosstabs, with Market as a filter and a banner, never respondent ids. It stops working when it expires or when you revoke it.',
  introTable:
    'Anyone with the link can view this saved table without an account. It stops working when it expires or when you revoke it.',
  expires: 'Expires on',
  password: 'Password (optional)',
  passwordHelp: 'Viewers must enter it before they see anything.',
  create: 'Create link',
  createFailed: 'The link could not be created. Please try again.',
  created: 'Copy the link now: it is shown only once.',
  linkLabel: 'Share link',
  copy: 'Copy link',
  copied: 'Link copied.',
  listHeading: 'Links',
  none: 'No links yet.',
  listFailed: 'Links could not be loaded.',
  revoke: 'Revoke',
  revokeTitle: 'Revoke this link?',
  revokeBody: 'People who have it can no longer open the results. This cannot be undone.',
  revokeFailed: 'The link could not be revoked. Please try again.',
  revoked: 'Revoked',
  expired: 'Expired',
  never: 'Never',
  whole: 'Results page',
} as const;

/** `YYYY-MM-DD` of the local date `days` after `now` (a date input's value). */
export function dateInput(now: Date, days = DEFAULT_SHARE_DAYS): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** '3 Jun 2026' (the day, where the researcher is). */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** What a link is in the list: 'Results page' or the saved table's name. */
export const linkTarget = (link: ShareLink): string => link.crosstabName ?? SHARE_TEXTS.whole;

/** A link's state in the list, or null while it works. */
export function linkState(link: ShareLink, now: Date): string | null {
  if (link.revokedAt) return SHARE_TEXTS.revoked;
  if (new Date(link.expiresAt).getTime() <= now.getTime()) return SHARE_TEXTS.expired;
  return null;
}
