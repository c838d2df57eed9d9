import { AppError, notFound } from '../../lib/errors.ts';

export const trackerNotFound = () => notFound('Tracker');
export const waveNotFound = () => notFound('Wave');

export const trackerExists = (trackerId: string) =>
  new AppError('CONFLICT', 'This project already has a tracker.', {
    reason: 'TRACKER_EXISTS',
    trackerId,
  });

export const sourceNotBought = () =>
  new AppError(
    'CONFLICT',
    'Buy the survey first: it is the tracker’s first wave, and the next waves repeat it.',
    { reason: 'SOURCE_NOT_BOUGHT' },
  );

export const waveNotPending = (status: string) =>
  new AppError('CONFLICT', 'This wave is not waiting for approval.', {
    reason: 'WAVE_NOT_PENDING',
    status,
  });

export const trackerPaused = () =>
  new AppError('CONFLICT', 'The tracker is paused: resume it to approve or buy a wave.', {
    reason: 'TRACKER_PAUSED',
  });
