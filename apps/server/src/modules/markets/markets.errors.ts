import type { MarketsProblem } from '@survey/domain/markets/markets';
import { AppError } from '../../lib/errors.ts';

/**
 * The markets asked for are not 2..43 distinct countries among the 43 sold (or a market added is
 * there already, or a removal would leave one): `extensions.problems` lists each.
 */
export const invalidMarkets = (problems: MarketsProblem[]) =>
  new AppError('BAD_USER_INPUT', `Invalid markets: ${problems.map((p) => p.code).join(', ')}`, {
    code: 'INVALID_MARKETS',
    category: 'BAD_USER_INPUT',
    problems,
  });

/** A market operation on a survey of an ad hoc project. */
export const notMultiMarket = () =>
  new AppError('BAD_USER_INPUT', 'This survey is not part of a multi-market project.', {
    code: 'NOT_MULTI_MARKET',
    category: 'BAD_USER_INPUT',
  });

/** The lead market holds the questionnaire every market shares: it cannot be removed. */
export const leadMarketKept = () =>
  new AppError(
    'BAD_USER_INPUT',
    'The first market holds the questionnaire every market shares and cannot be removed.',
    { code: 'LEAD_MARKET', category: 'BAD_USER_INPUT' },
  );

/** Markets change only while every market is a draft (nothing bought yet). */
export const marketsNotEditable = () =>
  new AppError('CONFLICT', 'The markets of a bought project can no longer be changed.', {
    code: 'SURVEY_NOT_EDITABLE',
    category: 'CONFLICT',
  });

/**
 * The markets named in a purchase are not exactly the project's markets: nothing is bought.
 * `extensions.expected` lists the project's market survey ids.
 */
export const marketsMismatch = (expected: string[]) =>
  new AppError('BAD_USER_INPUT', 'The purchase must name every market of the project once.', {
    code: 'MARKETS_MISMATCH',
    category: 'BAD_USER_INPUT',
    expected,
  });

/**
 * The one total the researcher confirmed is not the sum of the markets' prices now: nothing is
 * bought; `extensions.total` is the total to show.
 */
export const totalChanged = (total: number) =>
  new AppError('CONFLICT', 'The total of this purchase has changed. Please review the new price.', {
    code: 'PRICE_CHANGED',
    category: 'CONFLICT',
    total,
  });

/** Launch all found no market in a live soft launch waiting for its full launch. */
export const nothingToLaunch = () =>
  new AppError('CONFLICT', 'No market is waiting for its full launch.', {
    code: 'NOTHING_TO_LAUNCH',
    category: 'CONFLICT',
  });

/**
 * The project's markets were bought already: nothing changes; `extensions.purchase` is the
 * purchase, so a browser that retries after a lost answer can show it.
 */
export const marketsAlreadyBought = (purchase: unknown) =>
  new AppError('CONFLICT', 'Every market of this project has been bought already.', {
    code: 'ORDER_EXISTS',
    category: 'CONFLICT',
    purchase,
  });
