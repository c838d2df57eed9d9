/**
 * What an API key may do (issue 39 §2). One list for the server (checked on every public route)
 * and the dashboard (the create dialog's checkboxes and the list).
 */
export const API_KEY_SCOPES = [
  'results:read',
  'projects:read',
  'projects:write',
  'exports',
] as const;

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** The dashboard's words for each scope. */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'results:read': 'Read results',
  'projects:read': 'Read projects',
  'projects:write': 'Create projects',
  exports: 'Exports',
};

/** Names of keys: trimmed, 1-80 characters (like a saved table's). */
export const MAX_API_KEY_NAME = 80;

/** Live (not revoked) keys an account may hold at once. */
export const MAX_API_KEYS = 50;

/** The API key as the dashboard lists it: never the secret. */
export interface ApiKeySummary {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first characters (`svk_` and 8 more), so a researcher can tell keys apart. */
  prefix: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The answer to a create: the summary and, this once, the whole key. */
export interface CreatedApiKey extends ApiKeySummary {
  secret: string;
}
