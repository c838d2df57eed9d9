import { PASSWORD_MESSAGES } from '@survey/domain/auth/password';
import { describe, expect, it } from 'vitest';
import {
  confirmPasswordError,
  emailError,
  isValid,
  nameError,
  newPasswordError,
  requiredError,
} from './validation.ts';

describe('auth form validation', () => {
  it('checks e-mail addresses with the shared helper', () => {
    expect(emailError('')).toBe('Enter your e-mail address.');
    expect(emailError('not-an-email')).toMatch(/valid e-mail/);
    expect(emailError(' Jane@Example.com ')).toBeUndefined();
  });

  it('requires non-blank values', () => {
    expect(requiredError('  ', 'first name')).toBe('Enter your first name.');
    expect(requiredError('Jane', 'first name')).toBeUndefined();
  });

  it('uses the shared password policy messages', () => {
    expect(newPasswordError('')).toBe('Enter a password.');
    expect(newPasswordError('short')).toBe(PASSWORD_MESSAGES.TOO_SHORT);
    expect(newPasswordError('password123')).toBe(PASSWORD_MESSAGES.TOO_COMMON);
    expect(newPasswordError('a sound passphrase')).toBeUndefined();
  });

  it('checks that the confirmation matches', () => {
    expect(confirmPasswordError('abc', '')).toBe('Enter the password again.');
    expect(confirmPasswordError('abc', 'abd')).toBe('The passwords do not match.');
    expect(confirmPasswordError('abc', 'abc')).toBeUndefined();
  });

  it('isValid is true only without messages', () => {
    expect(isValid({ a: undefined, b: undefined })).toBe(true);
    expect(isValid({ a: undefined, b: 'x' })).toBe(false);
  });
});

describe('nameError', () => {
  it('says the limit in a sentence for a name that is too long', () => {
    expect(nameError('x'.repeat(300), 'last name', 100)).toBe(
      'Last name can be at most 100 characters.',
    );
    expect(nameError('x'.repeat(100), 'last name', 100)).toBeUndefined();
  });

  it('still asks for a missing name', () => {
    expect(nameError('  ', 'first name', 100)).toBe('Enter your first name.');
  });
});
