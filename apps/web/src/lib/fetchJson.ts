import { ApiError, apiErrorFrom } from './apiError.ts';

export interface JsonRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  token?: string | null;
  /** Send cookies (the refresh cookie); same-origin requests send them anyway. */
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A JSON request. Resolves with the parsed body (undefined for an empty one) and rejects with an
 * ApiError: status 0 when the network failed, otherwise the server's status, code and message.
 * The caller states the response type: the body is not validated here.
 */
export async function fetchJson<T>(url: string, request: JsonRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: request.credentials ?? 'same-origin',
      signal: request.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', 'The server could not be reached.');
  }
  const body = await parseBody(response);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body as T;
}
