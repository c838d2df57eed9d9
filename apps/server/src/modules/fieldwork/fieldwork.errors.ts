import { AppError, badInput, notFound } from '../../lib/errors.ts';

export const fieldworkNotFound = () => notFound('Fieldwork');
export const fieldworkExists = () =>
  new AppError('CONFLICT', 'The survey already has fieldwork; use updateFieldwork.');
export const unknownCountry = () =>
  badInput('Unknown country', [
    { path: 'countryCode', message: 'not one of the offered countries' },
  ]);
export const unknownPanelSupplier = () =>
  badInput('Unknown panel supplier', [{ path: 'panelSupplierCode', message: 'unknown supplier' }]);
export const datesOutOfOrder = () =>
  badInput('The fieldwork end date is before its start date', [
    { path: 'endDate', message: 'must not be before startDate' },
  ]);
