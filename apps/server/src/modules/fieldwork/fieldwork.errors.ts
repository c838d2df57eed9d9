import { AudienceCommandError } from '@survey/domain/audience/errors';
import { softLaunchRangeMessage } from '@survey/domain/launch/softLaunch';
import { AppError, badInput, notFound } from '../../lib/errors.ts';

export const fieldworkNotFound = () => notFound('Fieldwork');
export const fieldworkExists = () =>
  new AppError('CONFLICT', 'The survey already has fieldwork; use updateFieldwork.');
export const unknownCountry = () =>
  badInput('Unknown country', [
    { path: 'countryCode', message: 'not one of the offered countries' },
  ]);
/**
 * A market of a multi-market project keeps the country it was created for (issue 37 §3): its
 * language follows the country, and a second market in the same country would be a duplicate.
 * Markets are added and removed through the market service instead.
 */
export const marketCountryFixed = () =>
  new AppError(
    'BAD_USER_INPUT',
    "A market's country cannot be changed. Add or remove a market to change the countries.",
    { code: 'MARKET_COUNTRY_FIXED', category: 'BAD_USER_INPUT' },
  );
export const unknownPanelSupplier = () =>
  badInput('Unknown panel supplier', [{ path: 'panelSupplierCode', message: 'unknown supplier' }]);
export const datesOutOfOrder = () =>
  badInput('The fieldwork end date is before its start date', [
    { path: 'endDate', message: 'must not be before startDate' },
  ]);

export const softLaunchOutOfRange = (samplesNeeded: number) =>
  badInput(softLaunchRangeMessage(1, samplesNeeded), [
    { path: 'softLaunch.samplesNeeded', message: `must be 0 (off) or 1 to ${samplesNeeded}` },
  ]);

/**
 * A refused audience command as a typed error, shaped like the questionnaire's: `extensions.code`
 * is the domain's code (CRITERION_NOT_FOUND, QUOTAS_DISABLED, ...) and `extensions.category`
 * BAD_USER_INPUT. Anything else, including AudienceInvariantError (a bug, never user input), is
 * rethrown untouched so that the transport masks and reports it.
 */
export function toAudienceError(error: unknown): unknown {
  if (!(error instanceof AudienceCommandError)) return error;
  return new AppError('BAD_USER_INPUT', error.message, {
    code: error.code,
    category: 'BAD_USER_INPUT',
    ...(Object.keys(error.details).length > 0 ? { details: { ...error.details } } : {}),
  });
}
