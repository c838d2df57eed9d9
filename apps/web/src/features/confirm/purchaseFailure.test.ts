import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { purchaseFailure } from './purchaseFailure.ts';

const refusal = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

const serverError = (status: number) =>
  new ServerError('failed', { response: new Response('', { status }), bodyText: '' });

describe('purchaseFailure', () => {
  it('reads a changed price with the new quote, by code or by reason', () => {
    const quote = { cpi: { amount: 2.4, baseAmount: 2, currency: 'GBP' }, total: 1200 };
    const ext = { code: 'PRICE_CHANGED', category: 'CONFLICT', quote };
    expect(purchaseFailure(refusal('Price changed', ext))).toEqual({
      kind: 'priceChanged',
      cpi: { amount: 2.4, baseAmount: 2 },
    });
    const asReason = refusal('Price changed', {
      code: 'CONFLICT',
      reason: 'PRICE_CHANGED',
      quote: { amount: 3, baseAmount: 2.5 },
    });
    expect(purchaseFailure(asReason)).toEqual({
      kind: 'priceChanged',
      cpi: { amount: 3, baseAmount: 2.5 },
    });
    // A quote it cannot read still says the price changed; the page re-quotes.
    expect(purchaseFailure(refusal('x', { code: 'PRICE_CHANGED', quote: 'n/a' }))).toEqual({
      kind: 'priceChanged',
      cpi: null,
    });
  });

  it('lists why a survey is not ready, with the page that fixes each', () => {
    const error = refusal('Not ready', {
      code: 'SURVEY_NOT_READY',
      reasons: [
        { code: 'AUDIENCE_INFEASIBLE', message: 'The panel cannot deliver this audience.' },
        { code: 'NO_ENTRIES', message: 'Add at least one question.' },
        'The questionnaire has validation errors.',
        { message: 'Something else.', page: 'audience' },
        { nothing: true },
      ],
    });
    expect(purchaseFailure(error)).toEqual({
      kind: 'notReady',
      reasons: [
        { message: 'The panel cannot deliver this audience.', page: 'audience' },
        { message: 'Add at least one question.', page: 'questionnaire' },
        { message: 'The questionnaire has validation errors.', page: 'questionnaire' },
        { message: 'Something else.', page: 'audience' },
      ],
    });
    expect(purchaseFailure(refusal('Not ready', { code: 'SURVEY_NOT_READY' }))).toEqual({
      kind: 'notReady',
      reasons: [{ message: 'Not ready', page: null }],
    });
  });

  it("reads the order service's reason codes with their messages and pages", () => {
    const error = refusal('The survey cannot be bought yet: ...', {
      code: 'SURVEY_NOT_READY',
      category: 'BAD_USER_INPUT',
      reasons: ['AUDIENCE_NOT_FEASIBLE', 'NO_QUESTIONNAIRE_ENTRIES'],
    });
    expect(purchaseFailure(error)).toEqual({
      kind: 'notReady',
      reasons: [
        { message: 'The panel cannot deliver this audience.', page: 'audience' },
        { message: 'The questionnaire has no questions.', page: 'questionnaire' },
      ],
    });
  });

  it('tells an order that exists already apart from a failure', () => {
    const exists = refusal('This survey has already been purchased.', {
      code: 'ORDER_EXISTS',
      category: 'CONFLICT',
      order: { surveyId: 'x' },
    });
    expect(purchaseFailure(exists)).toEqual({ kind: 'alreadyBought' });
    expect(purchaseFailure(refusal('Bought', { code: 'CONFLICT', order: {} }))).toEqual({
      kind: 'alreadyBought',
    });
  });

  it('treats no answer and server failures as unreachable (retry), other answers as refusals', () => {
    expect(purchaseFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'unreachable' });
    expect(purchaseFailure(serverError(502))).toEqual({ kind: 'unreachable' });
    expect(purchaseFailure(serverError(429))).toEqual({ kind: 'unreachable' });
    expect(
      purchaseFailure(refusal('Unexpected error.', { code: 'INTERNAL_SERVER_ERROR' })),
    ).toEqual({ kind: 'unreachable' });
    expect(purchaseFailure(serverError(400)).kind).toBe('refused');
    expect(purchaseFailure(refusal('Survey not found', { code: 'NOT_FOUND' }))).toEqual({
      kind: 'refused',
      message: 'Survey not found',
    });
  });
});
