/** Password policy shared by the sign-up, invite and reset forms and the server (QUALITY R2). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A short list of the most common leaked passwords of at least 8 characters; a real deployment
 * can extend it. Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '123123123',
  '11111111',
  '00000000',
  '87654321',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwertyuiop',
  'qwerty123',
  'qwerty12',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'letmein1',
  'abc12345',
  'abcd1234',
  'admin123',
  'administrator',
  'trustno1',
  'superman',
  'whatever',
  'starwars',
  'zaq12wsx',
  'asdfghjkl',
  'changeme',
  'master123',
  'monkey123',
  'dragon123',
  'michael1',
  'charlie1',
]);

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'TOO_COMMON';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  TOO_SHORT: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  TOO_LONG: `Use at most ${PASSWORD_MAX_LENGTH} characters.`,
  TOO_COMMON: 'This password is too common. Choose something harder to guess.',
};

/** Returns what is wrong with a new password, or null when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT';
  if (length > PASSWORD_MAX_LENGTH) return 'TOO_LONG';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'TOO_COMMON';
  return null;
}
