import { describe, expect, it } from 'vitest';
import { isNameTooLong, PERSON_NAME_MAX_LENGTH } from './names.ts';

describe('isNameTooLong', () => {
  it('allows exactly the limit and counts after trimming', () => {
    expect(isNameTooLong('a'.repeat(PERSON_NAME_MAX_LENGTH), PERSON_NAME_MAX_LENGTH)).toBe(false);
    expect(isNameTooLong(`  ${'a'.repeat(100)}  `, 100)).toBe(false);
    expect(isNameTooLong('a'.repeat(101), 100)).toBe(true);
  });
});
