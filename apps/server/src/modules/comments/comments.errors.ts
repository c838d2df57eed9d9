import { AppError, badInput, notFound } from '../../lib/errors.ts';

/** A thread or comment that is missing or another account's (alike, R1). */
export const threadNotFound = () => notFound('Comment thread');
export const commentNotFound = () => notFound('Comment');

/** The card is not in the survey's draft questionnaire. */
export const cardNotFound = (cardNumber: number) =>
  badInput('There is no such card in this questionnaire.', [
    { path: 'cardNumber', message: `no card ${cardNumber}` },
  ]);

/** A mention token naming someone who is not a signed-up member of the caller's account. */
export const notAMember = () =>
  badInput('A comment can mention only members of your account.', [
    { path: 'body', message: 'mentions someone who is not a member of this account' },
  ]);

/** Only its author edits or deletes a comment. */
export const notTheAuthor = () =>
  new AppError('FORBIDDEN', 'Only the author of a comment can change it.', {
    code: 'NOT_COMMENT_AUTHOR',
  });

export const commentDeleted = () =>
  new AppError('CONFLICT', 'This comment has been deleted.', { code: 'COMMENT_DELETED' });
