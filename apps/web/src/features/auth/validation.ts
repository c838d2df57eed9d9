import { isEmailAddress } from '@survey/domain/auth/email';
import { isNameTooLong } from '@survey/domain/auth/names';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
} from '@survey/domain/auth/password';

/** Inline form errors keyed by field name; an absent key means the field is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function emailError(value: string): string | undefined {
  if (!value.trim()) return 'Enter your e-mail address.';
  return isEmailAddress(value) ? undefined : 'Enter a valid e-mail address, like name@example.com.';
}

export function requiredError(value: string, what: string): string | undefined {
  return value.trim() ? undefined : `Enter your ${what}.`;
}

/** A required name with the shared length limit, said as a sentence with the limit in it. */
export function nameError(value: string, what: string, max: number): string | undefined {
  const missing = requiredError(value, what);
  if (missing) return missing;
  if (!isNameTooLong(value, max)) return undefined;
  const label = what.charAt(0).toUpperCase() + what.slice(1);
  return `${label} can be at most ${max} characters.`;
}

/** Shown under a new-password field while it has no problem. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Avoid common passwords.`;

/** The shared password policy's message for a new password, shown as the user types. */
export function newPasswordError(value: string): string | undefined {
  if (!value) return 'Enter a password.';
  const problem = passwordProblem(value);
  return problem ? PASSWORD_MESSAGES[problem] : undefined;
}

export function confirmPasswordError(password: string, confirm: string): string | undefined {
  if (!confirm) return 'Enter the password again.';
  return confirm === password ? undefined : 'The passwords do not match.';
}

/** True when no field has an error. */
export function isValid<K extends string>(errors: FieldErrors<K>): boolean {
  return Object.values(errors).every((e) => !e);
}

/** The errors without the one of a field the user has just changed. */
export function withoutError<K extends string>(errors: FieldErrors<K>, key: K): FieldErrors<K> {
  const next = { ...errors };
  delete next[key];
  return next;
}
