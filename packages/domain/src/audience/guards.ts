/** Runtime checks of command arguments: anything malformed becomes an AudienceCommandError. */
import { cleanText } from '../questionnaire/guards.ts';
import { TEXT_LIMITS } from './constants.ts';
import { fail } from './errors.ts';

/** A string argument, cleaned (control characters out), at most maxLength characters. */
export function requireText(value: unknown, name: string, maxLength: number): string {
  if (typeof value !== 'string') fail('INVALID_ARGUMENT', `${name} must be a string`);
  if (value.length > maxLength * 2) fail('TEXT_TOO_LONG', `${name} is longer than ${maxLength}`);
  const text = cleanText(value);
  if ([...text].length > maxLength) fail('TEXT_TOO_LONG', `${name} is longer than ${maxLength}`);
  return text;
}

/** An id or code argument: a non-empty string. */
export function requireId(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > TEXT_LIMITS.id) {
    fail('INVALID_ARGUMENT', `${name} must be a non-empty id`);
  }
  return value;
}

/** An integer argument within [min, max]. */
export function requireInt(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    fail('INVALID_ARGUMENT', `${name} must be an integer`);
  }
  if (value < min || value > max) {
    fail('INVALID_POSITION', `${name} must be between ${min} and ${max}`, { [name]: value });
  }
  return value;
}

/** A boolean argument. */
export function requireBoolean(value: unknown, name: string): boolean {
  if (typeof value !== 'boolean') fail('INVALID_ARGUMENT', `${name} must be true or false`);
  return value;
}

/** A quota percent: a finite number from 0 to 100. */
export function requirePercent(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) {
    fail('INVALID_QUOTA', 'percent must be a number from 0 to 100');
  }
  return value;
}
