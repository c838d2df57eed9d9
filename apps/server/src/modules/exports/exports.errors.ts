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

/**
 * What a user reads when the export's writer stopped MAX_EXPORT_ATTEMPTS times before it could
 * finish (each stop a node's restart or death): the export itself is likely what stops it.
 */
export const EXPORT_INTERRUPTED_MESSAGE =
  'The export was interrupted every time it was written (the server stopped each time). Try a smaller layout, or contact support.';

/**
 * The account keeps as many exported bytes as EXPORT_STORAGE_CAP_BYTES allows: the answer says how
 * much is stored and when room frees up (files are removed when their link expires).
 */
export const exportStorageFull = (info: {
  storedBytes: number;
  neededBytes: number;
  capBytes: number;
  freesAt: Date | null;
}) => {
  const mb = (bytes: number) => `${Math.ceil(bytes / 2 ** 20)} MB`;
  const when = info.freesAt ? ` The oldest goes at ${info.freesAt.toISOString()}.` : '';
  return new AppError(
    'CONFLICT',
    `Your account's exported files take ${mb(info.storedBytes)} of the ${mb(info.capBytes)} it may keep; exported files are kept until their download link expires.${when}`,
    {
      reason: 'EXPORT_STORAGE_FULL',
      storedBytes: info.storedBytes,
      neededBytes: info.neededBytes,
      capBytes: info.capBytes,
      freesAt: info.freesAt?.toISOString() ?? null,
    },
  );
};

/** Issue 37 §3: `markets: 'all'` names the markets of a multi-market project; an ad hoc survey has none. */
export const notMultiMarketExport = () =>
  new AppError(
    'BAD_USER_INPUT',
    'This survey is not part of a multi-market project: export it without "markets".',
    { reason: 'NOT_MULTI_MARKET' },
  );
