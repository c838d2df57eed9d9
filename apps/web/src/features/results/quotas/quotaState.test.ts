import type { QuotasResponse } from '@survey/domain/results/contract';
import { describe, expect, it } from 'vitest';
import { quotaCardState } from './quotaState.ts';

const gender = {
  questionId: 'gender',
  type: 'Standard',
  text: 'Gender',
  options: [
    {
      position: 0,
      text: 'Female',
      quotaPercent: 50,
      progress: { progress: 0.2, samplesCollected: 10, samplesWanted: 50 },
    },
  ],
};
const response = (over: Partial<QuotasResponse>): QuotasResponse => ({
  surveyId: 's',
  hasQuotas: true,
  samplesCollected: 10,
  quotas: [gender],
  quotasByQuestionId: { gender },
  ...over,
});

describe('quotaCardState', () => {
  it('shows the quotas once someone has completed', () => {
    expect(quotaCardState(response({}), false)).toEqual({ kind: 'quotas', quotas: [gender] });
  });

  it('shows quotas on answers in the survey when the audience has none (issue 38 §3)', () => {
    const answerQuotas = [{ questionId: 'q', label: 'Q1', text: 'Brand', cells: [] }];
    expect(
      quotaCardState(response({ quotas: [], quotasByQuestionId: {}, answerQuotas }), false),
    ).toEqual({ kind: 'quotas', quotas: [] });
  });

  it("shows the spec's empty states", () => {
    expect(quotaCardState(response({ samplesCollected: 0 }), false)).toEqual({
      kind: 'empty',
      text: 'Your quotas will appear here after the first person completes the survey.',
    });
    expect(quotaCardState(response({ hasQuotas: false, quotas: [] }), false)).toEqual({
      kind: 'empty',
      text: 'No quotas have been added for this project.',
    });
    expect(quotaCardState(response({ quotas: [], quotasByQuestionId: {} }), false)).toEqual({
      kind: 'empty',
      text: 'No quotas are available for this survey.',
    });
    expect(quotaCardState(undefined, true)).toEqual({
      kind: 'empty',
      text: 'No quotas are available for this survey.',
    });
    expect(quotaCardState(undefined, false)).toEqual({ kind: 'loading' });
  });
});
