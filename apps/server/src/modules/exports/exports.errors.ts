import { AppError } from '../../lib/errors.ts';

/** A survey never bought has no published version and so no respondents' data. */
export const surveyNotPublished = () =>
  new AppError(
    'CONFLICT',
    'This survey has not been launched yet, so there is no data to export.',
    { reason: 'SURVEY_NOT_PUBLISHED' },
  );

export const badLinkSignature = () =>
  new AppError('FORBIDDEN', 'This download link is not valid.', { reason: 'BAD_SIGNATURE' });

export const linkExpired = () =>
  new AppError('GONE', 'This download link has expired. Export the data again.', {
    reason: 'LINK_EXPIRED',
  });

/** What a user reads when the job failed (the cause goes to the log). */
export const EXPORT_FAILED_MESSAGE =
  'The export could not be written. Try again, if the error persists contact support.';
