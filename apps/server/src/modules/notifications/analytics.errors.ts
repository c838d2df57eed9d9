import { AppError } from '../../lib/errors.ts';

/** A dashboard event that is not in the catalogue, or not with its properties: 400, nothing kept. */
export const analyticsEventInvalid = (problems: string[]) =>
  new AppError('BAD_USER_INPUT', 'This is not a catalogued dashboard event.', {
    code: 'ANALYTICS_EVENT_INVALID',
    fields: problems.map((p) => {
      const at = p.indexOf(':');
      return { path: p.slice(0, at), message: p.slice(at + 1).trim() };
    }),
  });
