import { badInput, conflict, notFound, type AppError } from '../../lib/errors.ts';

export const webhookNotFound = (): AppError => notFound('Webhook');
export const deliveryNotFound = (): AppError => notFound('Delivery');
export const refusedWebhookUrl = (why: string): AppError =>
  badInput(`This URL cannot receive webhooks: ${why}.`, [{ path: 'url', message: why }]);
export const deliveryStillPending = (): AppError =>
  conflict('This delivery is still being sent; replay it once it is done.');
export const tooManyWebhooks = (max: number): AppError =>
  conflict(`An account can have at most ${max} webhooks; delete one first.`);
