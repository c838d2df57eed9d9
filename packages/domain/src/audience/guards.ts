/** Runtime checks of command arguments: anything malformed becomes an AudienceCommandError. */
import { argumentGuards } from '../commandKit.ts';
import { TEXT_LIMITS } from './constants.ts';
import { fail } from './errors.ts';

/** Text, id, integer and boolean arguments (see commandKit), refused as AudienceCommandErrors. */
export const { requireText, requireId, requireInt, requireBoolean } = argumentGuards(
  fail,
  TEXT_LIMITS.id,
);

/** A quota percent: a finite number from 0 to 100. */
export function requirePercent(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 100) {
    fail('INVALID_QUOTA', 'percent must be a number from 0 to 100');
  }
  return value;
}
