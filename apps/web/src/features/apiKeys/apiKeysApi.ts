import type { ApiKeyScope, ApiKeySummary, CreatedApiKey } from '@survey/domain/apiKeys/scopes';
import { authedCall } from '../../lib/dashboardApi.ts';

/** The dashboard's API key routes (server modules/apiKeys/README.md). */
export const apiKeysApi = {
  list: () => authedCall<ApiKeySummary[]>('api-keys'),
  create: (input: { name: string; scopes: ApiKeyScope[] }) =>
    authedCall<CreatedApiKey>('api-keys', { method: 'POST', body: input }),
  revoke: (id: string) =>
    authedCall<ApiKeySummary>(`api-keys/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};

/** Where integrators read about the API: served by the server beside it. */
export const API_REFERENCE_URL = '/api/public/v1/reference';
