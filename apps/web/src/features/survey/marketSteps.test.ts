import { describe, expect, it } from 'vitest';
import { stepTargets } from './marketSteps.ts';

const LEAD = '11111111-1111-4111-8111-111111111111';
const DE = '22222222-2222-4222-8222-222222222222';
const FR = '33333333-3333-4333-8333-333333333333';
const markets = {
  projectType: 'MultiMarket',
  surveys: [{ surveyId: LEAD }, { surveyId: DE }, { surveyId: FR }],
};

describe('step targets (issue 37 §3)', () => {
  it("sends every market's Survey step to the lead's questionnaire and Confirm to the one purchase", () => {
    for (const surveyId of [LEAD, DE, FR]) {
      expect(stepTargets(markets, surveyId)).toEqual({
        questionnaireSurveyId: LEAD,
        questionnairePath: `/survey/${LEAD}/questionnaire`,
        confirmPath: `/survey/${LEAD}/markets`,
        market: true,
      });
    }
  });

  it("keeps an ad hoc survey's steps its own", () => {
    expect(stepTargets({ projectType: 'AdHoc', surveys: [{ surveyId: DE }] }, DE)).toEqual({
      questionnaireSurveyId: DE,
      questionnairePath: `/survey/${DE}/questionnaire`,
      confirmPath: `/survey/${DE}/confirm`,
      market: false,
    });
  });
});
