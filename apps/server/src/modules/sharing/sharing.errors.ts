import { AppError, notFound } from '../../lib/errors.ts';

/** Unknown, revoked and expired links answer alike: nothing tells a viewer which. */
export const linkNotFound = () => notFound('Shared link');

export const passwordRequired = () =>
  new AppError('UNAUTHENTICATED', 'This link needs its password.', {
    reason: 'PASSWORD_REQUIRED',
  });

export const wrongPassword = () =>
  new AppError('UNAUTHENTICATED', 'The password is not right.', { reason: 'WRONG_PASSWORD' });

export const badExpiry = (message: string) =>
  new AppError('BAD_USER_INPUT', message, { reason: 'INVALID_EXPIRY' });

export const badSharePassword = (message: string) =>
  new AppError('BAD_USER_INPUT', message, { reason: 'INVALID_PASSWORD' });
