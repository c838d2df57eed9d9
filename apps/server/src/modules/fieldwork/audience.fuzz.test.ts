import { checkAudienceInvariants } from '@survey/domain/audience/invariants';
import type { DraftAudience } from '@survey/domain/audience/model';
import {
  audienceCommands,
  extraAudienceCommands,
  type AudienceCommandName,
} from '@survey/domain/audience/registry';
import { randomArgs } from '@survey/domain/audience/testing/randomArgs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceMutation } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const NAMES = [
  ...Object.keys(audienceCommands),
  ...Object.keys(extraAudienceCommands),
] as AudienceCommandName[];
const PRESETS = ['Nationally representative', 'Custom', 'Main grocery shoppers', 'Unknown', ''];

/** The stored document, read straight from the table (what the next command starts from). */
async function stored(t: TestApp, surveyId: string): Promise<DraftAudience> {
  const { rows } = await t.deps.database.pool.query<{ document: DraftAudience }>(
    'SELECT document FROM draft_audiences WHERE survey_id = $1',
    [surveyId],
  );
  const doc = rows[0]?.document;
  if (!doc) throw new Error('no audience');
  return doc;
}

describe('audience mutations under fuzzing', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '2000' });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  it('random operation sequences with random arguments never answer 5xx and keep every invariant', async () => {
    const step = fc.record({
      name: fc.constantFrom(...NAMES),
      a: fc.nat(1000),
      b: fc.nat(1000),
      c: fc.nat(1000),
      hostile: fc.nat(6),
      text: fc.string({ maxLength: 30 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GB', 'US', 'HK'),
        fc.array(step, { minLength: 5, maxLength: 14 }),
        async (country, steps) => {
          const surveyId = surveyIdOf(await createTestProject(t, ann));
          await addTestFieldwork(t, ann, surveyId, { countryCode: country, samplesNeeded: 100 });
          await audienceMutation(t, ann.accessToken, 'presetAudience', {
            surveyId,
            name: 'Nationally representative',
          });
          for (const s of steps) {
            const doc = await stored(t, surveyId);
            const args =
              s.name === 'presetAudience'
                ? { name: PRESETS[s.a % PRESETS.length] }
                : randomArgs(s.name, doc, s);
            const r = await audienceMutation(t, ann.accessToken, s.name, { ...args, surveyId });
            expect(r.status, `${s.name} ${JSON.stringify(args)}`).toBeLessThan(500);
            for (const e of r.errors ?? []) {
              expect(e.extensions?.code, `${s.name} ${JSON.stringify(r.errors)}`).not.toBe(
                'INTERNAL_SERVER_ERROR',
              );
            }
            expect(checkAudienceInvariants(await stored(t, surveyId)), s.name).toEqual([]);
          }
        },
      ),
      { numRuns: 12 },
    );
    expect(t.reported).toEqual([]);
  });
});
