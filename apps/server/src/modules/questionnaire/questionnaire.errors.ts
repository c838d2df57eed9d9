import {
  QuestionnaireCommandError,
  type QuestionnaireErrorCode,
} from '@survey/domain/questionnaire/errors';
import { AppError, notFound, type ErrorCode } from '../../lib/errors.ts';

/** The one answer for a missing draft and for another account's: nothing tells them apart. */
export const questionnaireNotFound = () => notFound('Questionnaire');

/** The category of each domain refusal: an id that is not in the draft, or bad input. */
const CATEGORY: Record<
  QuestionnaireErrorCode,
  Extract<ErrorCode, 'BAD_USER_INPUT' | 'NOT_FOUND'>
> = {
  INVALID_ARGUMENT: 'BAD_USER_INPUT',
  TEXT_TOO_LONG: 'BAD_USER_INPUT',
  INVALID_POSITION: 'BAD_USER_INPUT',
  ENTRY_NOT_FOUND: 'NOT_FOUND',
  QUESTION_NOT_FOUND: 'NOT_FOUND',
  MATRIX_NOT_FOUND: 'NOT_FOUND',
  TEXT_CARD_NOT_FOUND: 'NOT_FOUND',
  FORK_NOT_FOUND: 'NOT_FOUND',
  BRANCH_NOT_FOUND: 'NOT_FOUND',
  OPTION_NOT_FOUND: 'NOT_FOUND',
  ROW_NOT_FOUND: 'NOT_FOUND',
  WRONG_QUESTION_TYPE: 'BAD_USER_INPUT',
  TOO_FEW_ITEMS: 'BAD_USER_INPUT',
  TOO_MANY_ITEMS: 'BAD_USER_INPUT',
  TOO_MANY_ENTRIES: 'BAD_USER_INPUT',
  SETTING_NOT_ALLOWED: 'BAD_USER_INPUT',
  INVALID_SETTING_VALUE: 'BAD_USER_INPUT',
  PIN_REQUIRES_RANDOMISE: 'BAD_USER_INPUT',
  INVALID_SCALE: 'BAD_USER_INPUT',
  INVALID_MEDIA: 'BAD_USER_INPUT',
  ROUTE_BACKWARD: 'BAD_USER_INPUT',
  ROUTE_TARGET_INVALID: 'BAD_USER_INPUT',
  ROUTE_TARGET_MISMATCH: 'BAD_USER_INPUT',
  FORK_NAME_TAKEN: 'BAD_USER_INPUT',
  FORK_BRANCH_LIMIT: 'BAD_USER_INPUT',
  LOGIC_NOT_ALLOWED: 'BAD_USER_INPUT',
  LOGIC_TARGET_INVALID: 'BAD_USER_INPUT',
  MASKING_NOT_ALLOWED: 'BAD_USER_INPUT',
  MASKING_TARGET_INVALID: 'BAD_USER_INPUT',
  MOVE_BREAKS_REFERENCES: 'BAD_USER_INPUT',
  SECTION_NOT_FOUND: 'NOT_FOUND',
  SECTION_CONTENT_INVALID: 'BAD_USER_INPUT',
  LOOP_INVALID: 'BAD_USER_INPUT',
  QUOTA_ON_LOOPED_QUESTION: 'BAD_USER_INPUT',
  DUPLICATE_EMPTY_QUESTION: 'BAD_USER_INPUT',
  IMPORT_NOT_ALLOWED: 'BAD_USER_INPUT',
  ID_COLLISION: 'BAD_USER_INPUT',
  UNKNOWN_COMMAND: 'BAD_USER_INPUT',
};

/**
 * A refused command as a typed error: `extensions.code` is the domain's code (ROUTE_BACKWARD,
 * OPTION_NOT_FOUND, ...), `extensions.category` BAD_USER_INPUT or NOT_FOUND. Anything else,
 * including QuestionnaireInvariantError (a bug, never user input), is rethrown untouched so that
 * the transport masks it as an internal error and reports it.
 */
export function toQuestionnaireError(error: unknown): unknown {
  if (!(error instanceof QuestionnaireCommandError)) return error;
  const category = CATEGORY[error.code];
  return new AppError(category, error.message, {
    code: error.code,
    category,
    ...(Object.keys(error.details).length > 0 ? { details: { ...error.details } } : {}),
  });
}
