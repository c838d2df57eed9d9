import {
  NOT_READY_MESSAGES,
  type FullLaunchRefusal,
  type NotReadyReason,
} from '@survey/domain/launch/purchase';
import { AppError } from '../../lib/errors.ts';
import type { SurveyOrder } from './orders.generated.ts';

/**
 * The survey cannot be bought yet: `extensions.reasons` lists each unmet condition
 * (NO_FIELDWORK, AUDIENCE_INVALID, AUDIENCE_NOT_FEASIBLE, NO_QUESTIONNAIRE_ENTRIES,
 * QUESTIONNAIRE_INVALID).
 */
export const surveyNotReady = (reasons: NotReadyReason[]) =>
  new AppError(
    'BAD_USER_INPUT',
    `The survey cannot be bought yet: ${reasons.map((r) => NOT_READY_MESSAGES[r]).join(' ')}`,
    { code: 'SURVEY_NOT_READY', category: 'BAD_USER_INPUT', reasons },
  );

/** The server's quote, as the client shows it. */
export interface QuoteView {
  cpi: { amount: number; baseAmount: number; currency: string };
  total: number;
  lengthOfInterview: number;
}

/**
 * The price the client confirmed is not the price now (the audience, length or markup changed
 * since it quoted): nothing is bought; `extensions.quote` is the current price to show.
 */
export const priceChanged = (quote: QuoteView) =>
  new AppError('CONFLICT', 'The price of this survey has changed. Please review the new price.', {
    code: 'PRICE_CHANGED',
    category: 'CONFLICT',
    quote,
  });

/**
 * The survey was bought already: nothing changes. `extensions.order` is the order, so a browser
 * that retried after a lost answer can show the launch-confirmed screen.
 */
export const alreadyOrdered = (order: SurveyOrder) =>
  new AppError('CONFLICT', 'This survey has already been purchased.', {
    code: 'ORDER_EXISTS',
    category: 'CONFLICT',
    order,
  });

/**
 * A full launch the rules refuse (spec 3 §4 Full launch): the wrong description or samples are
 * BAD_USER_INPUT, an order that cannot have one now is CONFLICT; `extensions.reason` is the rule.
 */
export function fullLaunchRefused(refusal: FullLaunchRefusal): AppError {
  const { code, message, ...extra } = refusal;
  const category =
    code === 'WRONG_SAMPLES' || code === 'WRONG_DESCRIPTION' ? 'BAD_USER_INPUT' : 'CONFLICT';
  return new AppError(category, message, { reason: code, ...extra });
}

/**
 * A market of a multi-market project is bought only with the project's other markets, in one
 * purchase (the market service's `purchaseMarkets`): nothing is bought.
 */
export const multiMarketPurchase = () =>
  new AppError(
    'BAD_USER_INPUT',
    'This survey is one market of a multi-market project: buy every market in one purchase.',
    { code: 'MULTI_MARKET_PURCHASE', category: 'BAD_USER_INPUT' },
  );
