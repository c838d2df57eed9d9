import { PASSWORD_MESSAGES, type PasswordProblem } from '@survey/domain/auth/password';
import { AppError, badInput } from '../../lib/errors.ts';

/** The texts the web client matches on (spec §5, §8); keep them stable. */
export const AUTH_MESSAGES = {
  emailTaken: 'An account with this e-mail address already exists.',
  linkInvalid: 'This link is invalid or has already been used.',
  linkExpired: 'This link has expired.',
  userNotFound: 'User not found',
  accountNotFound: 'Account not found',
  wrongPassword: 'The password is incorrect.',
  passwordReused: 'PasswordHistoryError: this password was used before.',
  sessionInvalid: 'The session is invalid or has expired.',
} as const;

export const emailTaken = () => new AppError('CONFLICT', AUTH_MESSAGES.emailTaken);
export const linkInvalid = () => new AppError('NOT_FOUND', AUTH_MESSAGES.linkInvalid);
export const linkExpired = () => new AppError('GONE', AUTH_MESSAGES.linkExpired);
export const userNotFound = () => new AppError('NOT_FOUND', AUTH_MESSAGES.userNotFound);
export const accountNotFound = () => new AppError('NOT_FOUND', AUTH_MESSAGES.accountNotFound);
export const wrongPassword = () => new AppError('UNAUTHENTICATED', AUTH_MESSAGES.wrongPassword);
export const sessionInvalid = () => new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
export const passwordReused = () => badInput(AUTH_MESSAGES.passwordReused);
export const weakPassword = (problem: PasswordProblem) =>
  badInput(PASSWORD_MESSAGES[problem], [{ path: 'password', message: PASSWORD_MESSAGES[problem] }]);
