import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from './password.ts';

describe('passwordProblem', () => {
  it('refuses passwords shorter than 8 characters', () => {
    expect(passwordProblem('Abc!123')).toBe('TOO_SHORT');
    expect(passwordProblem('Abc!1234')).toBeNull();
  });

  it('accepts 64 characters and refuses more than the maximum', () => {
    expect(passwordProblem('a1'.repeat(32))).toBeNull();
    expect(passwordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('TOO_LONG');
  });

  it('refuses common passwords whatever their case', () => {
    expect(passwordProblem('Password123')).toBe('TOO_COMMON');
    expect(passwordProblem('QWERTYUIOP')).toBe('TOO_COMMON');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀😀😀😀')).toBe('TOO_SHORT');
  });

  test.prop([fc.string({ minLength: PASSWORD_MIN_LENGTH, maxLength: 64 })])(
    'a password is refused only for its length or commonness',
    (pw) => {
      const problem = passwordProblem(pw);
      const len = [...pw].length;
      if (len < PASSWORD_MIN_LENGTH) expect(problem).toBe('TOO_SHORT');
      else expect([null, 'TOO_COMMON']).toContain(problem);
    },
  );
});
