import { audienceOk } from './audienceHelpers.ts';
import type { SignedUpUser } from './authHelpers.ts';
import { purchaseOk, readyTestSurvey } from './orderHelpers.ts';
import type { TestApp } from './testApp.ts';

/** The two screening questions of `interlockedTestSurvey`, every option qualifying. */
export const INTERLOCKED = {
  first: { title: 'Which drink?', options: ['Tea', 'Coffee', 'Water'] },
  second: { title: 'When?', options: ['Morning', 'Noon', 'Evening', 'Night'] },
} as const;

/** Cell percents, first option of the first question varying slowest: integers summing to 100. */
export const INTERLOCKED_PERCENTS = [5, 10, 5, 10, 5, 10, 10, 5, 10, 5, 10, 15];

/**
 * A bought survey whose audience is two screening questions (3 x 4 options, all qualifying) with
 * quotas on, interlocked into 12 cells of INTERLOCKED_PERCENTS; then the ready survey's free-text
 * question completes. The whole sample is `samplesNeeded`.
 */
export async function interlockedTestSurvey(
  t: TestApp,
  user: SignedUpUser,
  samplesNeeded: number,
): Promise<string> {
  const { surveyId } = await readyTestSurvey(t, user, { samplesNeeded });
  const run = (name: string, args: Record<string, unknown>) =>
    audienceOk(t, user.accessToken, name, { surveyId, ...args });
  const lksOf: string[][] = [];
  for (const [position, q] of [INTERLOCKED.first, INTERLOCKED.second].entries()) {
    const added = await run('addCustomCriterion', { position, text: q.title });
    const questionLk = added.audience.members[position]?.memberItem.questionLk ?? '';
    for (let p = 2; p < q.options.length; p++) {
      await run('addCustomCriterionOption', { questionLk, position: p });
    }
    await run('setCustomMemberSettingValue', {
      questionLk,
      setting: { memberSettingCode: 'quotas', settingValue: 'enabled' },
    });
    const read = await run('setCustomMemberSettingValue', {
      questionLk,
      setting: { memberSettingCode: 'qualifying', settingValue: 'disabled' },
    });
    const lks =
      read.audience.members[position]?.memberItem.criterionOptions?.map(
        (o) => o.responseOptionLk,
      ) ?? [];
    for (const [i, lk] of lks.entries()) {
      await run('updateCustomCriterionOption', {
        questionLk,
        responseOptionLk: lk,
        responseOptionValue: q.options[i],
      });
    }
    lksOf.push(lks);
  }
  await run('setInterlock', { memberNumbers: [1, 2] });
  const [first = [], second = []] = lksOf;
  for (const [i, percent] of INTERLOCKED_PERCENTS.entries()) {
    const optionKeys = [first[Math.floor(i / second.length)], second[i % second.length]];
    await run('setInterlockQuota', { memberNumber: 1, optionKeys, percent });
  }
  await purchaseOk(t, user, surveyId);
  return surveyId;
}
