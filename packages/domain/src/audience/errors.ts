/** Typed errors of audience commands; the server maps `code` to a GraphQL error code. */
import { DomainCommandError } from '../commandKit.ts';

export type AudienceErrorCode =
  | 'INVALID_ARGUMENT'
  | 'TEXT_TOO_LONG'
  | 'INVALID_POSITION'
  | 'CRITERION_NOT_FOUND'
  | 'CRITERION_ALREADY_SET'
  | 'CRITERION_OPTION_NOT_FOUND'
  | 'MEMBER_NOT_FOUND'
  | 'CUSTOM_CRITERION_NOT_FOUND'
  | 'OPTION_NOT_FOUND'
  | 'TOO_FEW_OPTIONS'
  | 'TOO_MANY_OPTIONS'
  | 'TOO_MANY_MEMBERS'
  | 'SETTING_NOT_ALLOWED'
  | 'INVALID_SETTING_VALUE'
  | 'QUOTAS_DISABLED'
  | 'QUOTAS_NOT_ALLOWED'
  | 'OPTION_NOT_QUALIFYING'
  | 'INVALID_QUOTA'
  | 'PIN_REQUIRES_RANDOMISE'
  | 'UNKNOWN_PRESET'
  | 'ID_COLLISION'
  | 'UNKNOWN_COMMAND'
  | 'INTERLOCK_NOT_FOUND'
  | 'INVALID_INTERLOCK'
  | 'ALREADY_INTERLOCKED'
  | 'QUOTA_INTERLOCKED'
  | 'TOO_MANY_INTERLOCK_CELLS';

/** Thrown by a command whose arguments are invalid or would break an invariant; nothing changed. */
export class AudienceCommandError extends DomainCommandError<AudienceErrorCode> {
  override readonly name = 'AudienceCommandError';
}

/** Throws an AudienceCommandError. */
export function fail(
  code: AudienceErrorCode,
  message: string,
  details?: Record<string, string | number>,
): never {
  throw new AudienceCommandError(code, message, details);
}
