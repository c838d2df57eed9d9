import type { ShareLink } from '@survey/domain/sharing/contract';
import type { ShareLinkRow } from './sharing.tables.ts';

/** A stored link as its account lists it: never its token or password hash. */
export const presentShareLink = (row: ShareLinkRow, crosstabName: string | null): ShareLink => ({
  id: row.id,
  surveyId: row.surveyId,
  crosstabId: row.crosstabId,
  crosstabName,
  createdByEmail: row.createdByEmail,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  revokedAt: row.revokedAt?.toISOString() ?? null,
  lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
  hasPassword: row.passwordHash !== null,
  // Only a link across markets says so: one survey's link keeps the spec's fields exactly.
  ...(row.markets ? { markets: row.markets } : {}),
});
