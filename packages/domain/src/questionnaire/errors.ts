/** Typed errors of questionnaire commands; the server maps `code` to a GraphQL error code. */
import { DomainCommandError } from '../commandKit.ts';

export type QuestionnaireErrorCode =
  | 'INVALID_ARGUMENT'
  | 'TEXT_TOO_LONG'
  | 'INVALID_POSITION'
  | 'ENTRY_NOT_FOUND'
  | 'QUESTION_NOT_FOUND'
  | 'MATRIX_NOT_FOUND'
  | 'TEXT_CARD_NOT_FOUND'
  | 'FORK_NOT_FOUND'
  | 'BRANCH_NOT_FOUND'
  | 'OPTION_NOT_FOUND'
  | 'ROW_NOT_FOUND'
  | 'WRONG_QUESTION_TYPE'
  | 'TOO_FEW_ITEMS'
  | 'TOO_MANY_ITEMS'
  | 'TOO_MANY_ENTRIES'
  | 'SETTING_NOT_ALLOWED'
  | 'INVALID_SETTING_VALUE'
  | 'PIN_REQUIRES_RANDOMISE'
  | 'INVALID_SCALE'
  | 'INVALID_MEDIA'
  | 'ROUTE_BACKWARD'
  | 'ROUTE_TARGET_INVALID'
  | 'ROUTE_TARGET_MISMATCH'
  | 'FORK_NAME_TAKEN'
  | 'FORK_BRANCH_LIMIT'
  | 'LOGIC_NOT_ALLOWED'
  | 'LOGIC_TARGET_INVALID'
  | 'MASKING_NOT_ALLOWED'
  | 'MASKING_TARGET_INVALID'
  | 'MOVE_BREAKS_REFERENCES'
  | 'SECTION_NOT_FOUND'
  | 'SECTION_CONTENT_INVALID'
  | 'LOOP_INVALID'
  /** A quota on a question inside a looped section (loopQuotas.ts). */
  | 'QUOTA_ON_LOOPED_QUESTION'
  | 'DUPLICATE_EMPTY_QUESTION'
  | 'IMPORT_NOT_ALLOWED'
  | 'ID_COLLISION'
  | 'UNKNOWN_COMMAND';

/** Thrown by a command whose arguments are invalid or would break an invariant; nothing changed. */
export class QuestionnaireCommandError extends DomainCommandError<QuestionnaireErrorCode> {
  override readonly name = 'QuestionnaireCommandError';
}

/** Throws a QuestionnaireCommandError. */
export function fail(
  code: QuestionnaireErrorCode,
  message: string,
  details?: Record<string, string | number>,
): never {
  throw new QuestionnaireCommandError(code, message, details);
}
