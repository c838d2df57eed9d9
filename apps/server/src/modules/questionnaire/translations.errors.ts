import {
  TranslationCommandError,
  type TranslationErrorCode,
} from '@survey/domain/questionnaire/translations/errors';
import type { ImportProblem } from '@survey/domain/questionnaire/translations/importPlan';
import type { MissingText } from '@survey/domain/questionnaire/translations/status';
import { AppError, type ErrorCode } from '../../lib/errors.ts';

const CATEGORY: Record<TranslationErrorCode, Extract<ErrorCode, 'BAD_USER_INPUT' | 'NOT_FOUND'>> = {
  INVALID_ARGUMENT: 'BAD_USER_INPUT',
  TEXT_TOO_LONG: 'BAD_USER_INPUT',
  INVALID_POSITION: 'BAD_USER_INPUT',
  LANGUAGE_NOT_SUPPORTED: 'BAD_USER_INPUT',
  LANGUAGE_IS_BASE: 'BAD_USER_INPUT',
  LANGUAGE_EXISTS: 'BAD_USER_INPUT',
  LANGUAGE_NOT_FOUND: 'NOT_FOUND',
  TEXT_NOT_FOUND: 'NOT_FOUND',
  BROKEN_PLACEHOLDERS: 'BAD_USER_INPUT',
};

/** A refused translation command as a typed error (`extensions.code` the domain's code). */
export function toTranslationError(error: unknown): unknown {
  if (!(error instanceof TranslationCommandError)) return error;
  const category = CATEGORY[error.code];
  return new AppError(category, error.message, {
    code: error.code,
    category,
    ...(Object.keys(error.details).length > 0 ? { details: { ...error.details } } : {}),
  });
}

/** An import refused whole: `extensions.problems` lists each problem with its line. */
export const translationImportRefused = (problems: ImportProblem[]) =>
  new AppError(
    'BAD_USER_INPUT',
    `Nothing was imported: the file has ${problems.length} problem${problems.length === 1 ? '' : 's'}.`,
    { code: 'TRANSLATION_IMPORT_REFUSED', category: 'BAD_USER_INPUT', problems },
  );

/** A file that is not a readable XLIFF 2.0 or xlsx file of the questionnaire's texts. */
export const unreadableTranslationFile = (message: string) =>
  new AppError('BAD_USER_INPUT', message, {
    code: 'TRANSLATION_FILE_UNREADABLE',
    category: 'BAD_USER_INPUT',
  });

/**
 * The launch check (issue 37 §1): a survey cannot launch in a language with untranslated texts.
 * `extensions.missing` lists each text (language, card, where on it, key).
 */
export const translationsIncomplete = (missing: MissingText[]) => {
  const languages = [...new Set(missing.map((m) => m.language))];
  return new AppError(
    'BAD_USER_INPUT',
    `The survey cannot be bought yet: ${missing.length} text${missing.length === 1 ? ' is' : 's are'} not translated (${languages.join(', ')}).`,
    { code: 'TRANSLATIONS_INCOMPLETE', category: 'BAD_USER_INPUT', missing },
  );
};

/** The questionnaire has no such added language (export of a language never added). */
export const languageNotFound = (language: string) =>
  new AppError('NOT_FOUND', `The questionnaire has no ${language} translation`, {
    code: 'LANGUAGE_NOT_FOUND',
    category: 'NOT_FOUND',
  });
