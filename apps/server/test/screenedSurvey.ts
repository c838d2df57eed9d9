import { moveSurveyAsSystem } from '../src/modules/orders/orders.service.ts';
import { audienceOk } from './audienceHelpers.ts';
import type { SignedUpUser } from './authHelpers.ts';
import { gqlOk } from './graphqlHelpers.ts';
import { purchaseOk, readyTestSurvey } from './orderHelpers.ts';
import type { TestApp } from './testApp.ts';

/** The screening question of `screenedTestSurvey`; 'Never' screens out. */
export const SCREENER = { title: 'Do you drink tea?', pass: 'Daily', fail: 'Never' } as const;

/**
 * A bought survey whose respondents qualify on an answer, not on arrival: the audience has one
 * custom screening question (Daily and Weekly qualify, Never screens out), then the ready
 * survey's free-text question completes. The whole sample is `samplesNeeded`.
 */
export async function screenedTestSurvey(
  t: TestApp,
  user: SignedUpUser,
  samplesNeeded: number,
): Promise<string> {
  const { surveyId } = await readyTestSurvey(t, user, { samplesNeeded });
  const run = (name: string, args: Record<string, unknown>) =>
    audienceOk(t, user.accessToken, name, { surveyId, ...args });
  const added = await run('addCustomCriterion', { position: 0, text: SCREENER.title });
  const questionLk = added.audience.members[0]?.memberItem.questionLk ?? '';
  const third = await run('addCustomCriterionOption', { questionLk, position: 2 });
  const lks = third.audience.members[0]?.memberItem.criterionOptions?.map(
    (o) => o.responseOptionLk,
  );
  const values = ['Daily', 'Weekly', 'Never'];
  for (const [i, lk] of (lks ?? []).entries()) {
    await run('updateCustomCriterionOption', {
      questionLk,
      responseOptionLk: lk,
      responseOptionValue: values[i],
    });
  }
  await run('removeCustomQualification', { questionLk, responseOptionLk: lks?.[2] });
  await purchaseOk(t, user, surveyId);
  return surveyId;
}

/** End project as the results page does it: the order, then the survey (spec 3 §4). */
export async function endProject(t: TestApp, user: SignedUpUser, surveyId: string): Promise<void> {
  await gqlOk(
    t,
    'order',
    user.accessToken,
    `mutation S($surveyId: ID!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: Completed) { status } }`,
    { surveyId },
  );
  await gqlOk(
    t,
    'project',
    user.accessToken,
    `mutation S($surveyId: ID!) { updateSurvey(surveyId: $surveyId, state: completed) { state } }`,
    { surveyId },
  );
}

/** A panel stop: the system halts the survey (no dashboard call does). */
export async function haltSurvey(t: TestApp, surveyId: string): Promise<void> {
  await moveSurveyAsSystem({ db: t.deps.database.db, clock: t.deps.clock }, surveyId, 'halted');
}
