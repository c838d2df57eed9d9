import type { ValidationError } from '@survey/domain/questionnaire/validate';

/** The message of the first error about `field` (and the item, if given). */
export function fieldError(
  errors: readonly ValidationError[] | undefined,
  field: string,
  itemId?: string,
): string | undefined {
  return errors?.find((e) => e.field === field && (itemId === undefined || e.itemId === itemId))
    ?.message;
}
