/**
 * Typed errors with stable codes. Services throw these; one mapper per transport turns them into
 * an HTTP status (REST) or `extensions.code` (GraphQL). Anything else is masked as a 500.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'GONE'
  | 'RATE_LIMITED'
  | 'INVALID_STATE_TRANSITION'
  | 'INVARIANT_VIOLATION';

export const httpStatusOf: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  RATE_LIMITED: 429,
  INVALID_STATE_TRANSITION: 409,
  INVARIANT_VIOLATION: 422,
};

export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export const badInput = (message: string, fields?: FieldError[]) =>
  new AppError('BAD_USER_INPUT', message, fields ? { fields } : undefined);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError('UNAUTHENTICATED', message);
export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Too many attempts. Try again later.', { retryAfterSeconds });

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
