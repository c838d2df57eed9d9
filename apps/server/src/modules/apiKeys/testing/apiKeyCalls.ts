import {
  API_KEY_SCOPES,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@survey/domain/apiKeys/scopes';

const KEYS = '/v1/dashboard/api/v1.0/api-keys';
export const PUBLIC = '/api/public/v1';

/** A key made through the dashboard's route as the signed-in researcher `accessToken`. */
export async function createTestKey(
  baseUrl: string,
  accessToken: string,
  scopes: readonly ApiKeyScope[] = API_KEY_SCOPES,
  name = 'Test key',
): Promise<CreatedApiKey> {
  const res = await fetch(`${baseUrl}${KEYS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ name, scopes }),
  });
  if (res.status !== 201) throw new Error(`key not created: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedApiKey;
}

/** Revokes a key through the dashboard's route; the status. */
export async function revokeTestKey(
  baseUrl: string,
  accessToken: string,
  keyId: string,
): Promise<number> {
  const res = await fetch(`${baseUrl}${KEYS}/${keyId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return res.status;
}

/** An error answer's fields, beside whatever a success holds. */
export interface ErrorFields {
  error?: string;
  message?: string;
  reason?: string;
}

export interface PublicAnswer<T> {
  status: number;
  headers: Headers;
  /** The JSON answer (text when it is not JSON). */
  body: T & ErrorFields;
}

/** A call of the public API with `key` (null: no Authorization header). */
export async function publicCall<T = ErrorFields>(
  baseUrl: string,
  key: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<PublicAnswer<T>> {
  const res = await fetch(`${baseUrl}${PUBLIC}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(key !== null && { authorization: `Bearer ${key}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (a file, a page): kept as text.
  }
  return { status: res.status, headers: res.headers, body: parsed as T & ErrorFields };
}
