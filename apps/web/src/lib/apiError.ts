export interface FieldError {
  path: string;
  message: string;
}

/** A failed API call: HTTP status (0 when the server could not be reached), code and message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[];
  /** For a 429: how long the server says to wait, when it says. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: FieldError[] = [],
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** The server could not be reached or is temporarily unavailable. */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status === 502 || this.status === 503 || this.status === 504;
  }
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    'message' in value &&
    typeof value.path === 'string' &&
    typeof value.message === 'string'
  );
}

/** Builds an ApiError from a status and a parsed body of the shape {error, message, fields?}. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? body : {};
  const code =
    'error' in record && typeof record.error === 'string' ? record.error : `HTTP_${status}`;
  const message =
    'message' in record && typeof record.message === 'string'
      ? record.message
      : `Request failed with status ${status}`;
  const fields =
    'fields' in record && Array.isArray(record.fields) ? record.fields.filter(isFieldError) : [];
  const retryAfter =
    'retryAfterSeconds' in record && typeof record.retryAfterSeconds === 'number'
      ? record.retryAfterSeconds
      : undefined;
  return new ApiError(status, code, message, fields, retryAfter);
}

/** Field errors of a 400 keyed by field path (first message wins). */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const out: Record<string, string> = {};
  for (const f of error.fields) out[f.path] ??= f.message;
  return out;
}
