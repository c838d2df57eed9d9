/** Longest first or last name a user can have (characters, after trimming). */
export const PERSON_NAME_MAX_LENGTH = 100;

/** Longest organisation (account) name. */
export const ORGANISATION_NAME_MAX_LENGTH = 200;

/** Whether a name, once trimmed, is longer than `max` characters (UTF-16 units, as stored). */
export function isNameTooLong(value: string, max: number): boolean {
  return value.trim().length > max;
}
