import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import {
  NOT_READY_MESSAGES,
  type NotReadyReason as ReasonCode,
} from '@survey/domain/launch/purchase';

/** A page of the survey a "not ready" reason sends the user to. */
export type FixPage = 'audience' | 'questionnaire';

export interface NotReadyReason {
  message: string;
  /** Where it is fixed; null when the reason does not say. */
  page: FixPage | null;
}

export interface QuotedCpi {
  amount: number;
  baseAmount: number;
}

/** Why createSurveyOrder did not buy the survey, as the purchase dialog tells it. */
export type PurchaseFailure =
  /** The server's quote differs from the one shown: show the new price and ask again. */
  | { kind: 'priceChanged'; cpi: QuotedCpi | null }
  /** The audience or questionnaire is not ready to field. */
  | { kind: 'notReady'; reasons: NotReadyReason[] }
  /** Bought already (another tab, a retried request that did arrive). */
  | { kind: 'alreadyBought' }
  /** No answer, or the server failed: nothing is known to have changed, so retrying is safe. */
  | { kind: 'unreachable' }
  | { kind: 'refused'; message: string };

type Extensions = Record<string, unknown>;

const NOT_READY_FALLBACK = 'The survey is not ready to buy yet.';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** The order service names a refusal in `extensions.code`, or in `reason` under a general code. */
function named(ext: Extensions, name: string): boolean {
  return ext.code === name || ext.reason === name;
}

/** The new quote of a PRICE_CHANGED refusal: a CostQuote (`cpi`) or the Money itself. */
function quotedCpi(quote: unknown): QuotedCpi | null {
  const money = isRecord(quote) && isRecord(quote.cpi) ? quote.cpi : quote;
  if (!isRecord(money) || !positive(money.amount) || !positive(money.baseAmount)) return null;
  return { amount: money.amount, baseAmount: money.baseAmount };
}

const AUDIENCE = /audience|target|screen|quota|feasib|country|sample|complete/i;
const QUESTIONNAIRE = /question|entr|survey|card|valid/i;

function pageOf(hint: string): FixPage | null {
  if (AUDIENCE.test(hint)) return 'audience';
  if (QUESTIONNAIRE.test(hint)) return 'questionnaire';
  return null;
}

/** Where each of the order service's reasons is fixed. */
const REASON_PAGES: Record<ReasonCode, FixPage> = {
  NO_FIELDWORK: 'audience',
  AUDIENCE_INVALID: 'audience',
  AUDIENCE_NOT_FEASIBLE: 'audience',
  NO_QUESTIONNAIRE_ENTRIES: 'questionnaire',
  QUESTIONNAIRE_INVALID: 'questionnaire',
};

const isReasonCode = (value: string): value is ReasonCode => Object.hasOwn(REASON_PAGES, value);

/** The order service's reasons, said and linked the same way on the page and in the dialog. */
export function notReadyReasonsOf(codes: readonly ReasonCode[]): NotReadyReason[] {
  return codes.map((code) => ({ message: NOT_READY_MESSAGES[code], page: REASON_PAGES[code] }));
}

/**
 * One reason: a code of the order service ('AUDIENCE_INVALID'), a sentence, or an object with a
 * message and maybe a code, page or area.
 */
function reasonOf(item: unknown): NotReadyReason | null {
  if (typeof item === 'string' && isReasonCode(item)) return notReadyReasonsOf([item])[0] ?? null;
  if (typeof item === 'string') return item ? { message: item, page: pageOf(item) } : null;
  if (!isRecord(item)) return null;
  const message = typeof item.message === 'string' ? item.message : null;
  if (!message) return null;
  const stated = [item.page, item.area, item.step].find(
    (v): v is FixPage => v === 'audience' || v === 'questionnaire',
  );
  const hint = [item.code, item.field, item.path, message].filter((v) => typeof v === 'string');
  return { message, page: stated ?? pageOf(hint.join(' ')) };
}

/** Reads a failed createSurveyOrder into what the dialog shows. */
export function purchaseFailure(error: unknown): PurchaseFailure {
  if (!CombinedGraphQLErrors.is(error)) {
    // A 4xx other than the throttle is an answer, not an outage.
    if (ServerError.is(error) && error.statusCode < 500 && error.statusCode !== 429) {
      return { kind: 'refused', message: 'The purchase was refused. Please try again.' };
    }
    return { kind: 'unreachable' };
  }
  for (const e of error.errors) {
    const ext: Extensions = e.extensions ?? {};
    if (named(ext, 'PRICE_CHANGED')) return { kind: 'priceChanged', cpi: quotedCpi(ext.quote) };
    if (named(ext, 'SURVEY_NOT_READY')) {
      const list = Array.isArray(ext.reasons) ? ext.reasons : [];
      const reasons = list.map(reasonOf).filter((r): r is NotReadyReason => r !== null);
      const fallback = { message: e.message || NOT_READY_FALLBACK, page: pageOf(e.message) };
      return { kind: 'notReady', reasons: reasons.length ? reasons : [fallback] };
    }
    // The order service says ORDER_EXISTS (category CONFLICT); a bare CONFLICT means the same.
    if (named(ext, 'ORDER_EXISTS') || ext.code === 'CONFLICT') return { kind: 'alreadyBought' };
    if (ext.code === 'INTERNAL_SERVER_ERROR') return { kind: 'unreachable' };
  }
  return { kind: 'refused', message: error.errors[0]?.message ?? 'The purchase was refused.' };
}
