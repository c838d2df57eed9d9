import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql } from '../../../test/graphqlHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/** updateFieldwork's soft launch size (spec 3 §5 Soft launch completes). */
describe('updateFieldwork softLaunch', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    surveyId = surveyIdOf(await createTestProject(t, ann));
    await addTestFieldwork(t, ann, surveyId, { samplesNeeded: 250 });
  });
  afterAll(() => t.close());

  const setSoftLaunch = (samplesNeeded: number) =>
    gql<{
      updateFieldwork: {
        softLaunch: { samplesNeeded: number };
        isConfiguredForSoftLaunch: boolean;
      };
    }>(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation U($surveyId: ID!, $n: Int!) {
        updateFieldwork(surveyId: $surveyId, softLaunch: { samplesNeeded: $n }) { softLaunch { samplesNeeded } isConfiguredForSoftLaunch }
      }`,
      { surveyId, n: samplesNeeded },
    );

  it('saves 1 up to the samples needed, and 0 turns it off', async () => {
    for (const n of [1, 25, 250]) {
      expect((await setSoftLaunch(n)).data?.updateFieldwork).toEqual({
        softLaunch: { samplesNeeded: n },
        isConfiguredForSoftLaunch: true,
      });
    }
    expect((await setSoftLaunch(0)).data?.updateFieldwork).toEqual({
      softLaunch: { samplesNeeded: 0 },
      isConfiguredForSoftLaunch: false,
    });
  });

  it("refuses more than the samples needed with the spec's message and saves nothing", async () => {
    await setSoftLaunch(30);
    for (const n of [251, -1]) {
      const r = await setSoftLaunch(n);
      expect(errorCode(r)).toBe('BAD_USER_INPUT');
      if (n === 251) {
        expect(r.errors?.[0]?.message).toBe('Number of completes must be between 1 and 250');
      }
    }
    const read = await gql<{ fieldwork: { softLaunch: { samplesNeeded: number } } }>(
      t,
      'fieldwork',
      ann.accessToken,
      `query F($surveyId: ID!) { fieldwork(surveyId: $surveyId) { softLaunch { samplesNeeded } } }`,
      { surveyId },
    );
    expect(read.data?.fieldwork.softLaunch.samplesNeeded).toBe(30);
  });
});
