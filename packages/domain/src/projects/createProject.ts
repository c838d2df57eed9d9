/** Rules of creating and sizing a project (spec 1 §4, §5, §9). */
import {
  COMPLETES_MAX_DIGITS,
  DUPLICATE_NAME_PREFIX,
  MAX_PROJECT_NAME_LENGTH,
} from './constants.ts';

export interface CreateProjectForm {
  title: string;
  /** The completes field as typed. */
  completes: string;
  countryCode: string | null;
  inProgress: boolean;
}

const COMPLETES_INPUT = new RegExp(`^\\d{0,${COMPLETES_MAX_DIGITS}}$`);

/** Whether typed text may stand in a completes field: digits only, at most 5 of them. */
export function isCompletesInput(text: string): boolean {
  return COMPLETES_INPUT.test(text);
}

/** The completes value typed, or null when the field is empty or not a valid entry. */
export function parseCompletes(text: string): number | null {
  if (text === '' || !isCompletesInput(text)) return null;
  return Number.parseInt(text, 10);
}

/** Create is enabled with a title (after trimming), completes above zero, a country, and no run. */
export function canCreateProject(form: CreateProjectForm): boolean {
  const completes = parseCompletes(form.completes);
  return (
    form.title.trim().length > 0 &&
    completes !== null &&
    completes > 0 &&
    Boolean(form.countryCode) &&
    !form.inProgress
  );
}

/**
 * The value to save when a completes field loses focus: null (nothing to save) when it is empty,
 * invalid, zero or unchanged.
 */
export function completesToSave(saved: number | null, typed: string): number | null {
  const value = parseCompletes(typed);
  if (value === null || value === 0 || value === saved) return null;
  return value;
}

/**
 * The name of a duplicated project: "Copy of " and the original name, which is shortened when the
 * two together would pass the title limit (so that a long title can still be duplicated).
 */
export function duplicateProjectName(name: string): string {
  const room = MAX_PROJECT_NAME_LENGTH - DUPLICATE_NAME_PREFIX.length;
  return `${DUPLICATE_NAME_PREFIX}${[...name].slice(0, room).join('')}`;
}
