/** Typed errors of translation commands and imports; nothing changed when one is thrown. */
import { DomainCommandError } from '../../commandKit.ts';

export type TranslationErrorCode =
  | 'INVALID_ARGUMENT'
  | 'TEXT_TOO_LONG'
  | 'INVALID_POSITION'
  | 'LANGUAGE_NOT_SUPPORTED'
  | 'LANGUAGE_IS_BASE'
  | 'LANGUAGE_EXISTS'
  | 'LANGUAGE_NOT_FOUND'
  | 'TEXT_NOT_FOUND'
  | 'BROKEN_PLACEHOLDERS';

export class TranslationCommandError extends DomainCommandError<TranslationErrorCode> {
  override readonly name = 'TranslationCommandError';
}

export function failTranslation(
  code: TranslationErrorCode,
  message: string,
  details?: Record<string, string | number>,
): never {
  throw new TranslationCommandError(code, message, details);
}
