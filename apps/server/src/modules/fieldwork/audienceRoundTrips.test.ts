import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  audienceMutation,
  audienceOk,
  readAudience,
  type TestAudience,
} from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gqlOk } from '../../../test/graphqlHelpers.ts';
import { orderRowsOf, purchase, quoteOf, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * The audience mutation bar (median <= 10 ms over HTTP, issue 10) counts every database round
 * trip. A researcher sends many small edits to one audience: once this process holds it, an edit is
 * the token check and one UPDATE, and every way the held copy can be behind (another writer, a
 * purchase, another account) still gets the answer of the locked path.
 */
describe('audience mutations: round trips and the held copy', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  const statements: string[] = [];
  const original = pg.Client.prototype.query;

  const newSurvey = async (user: SignedUpUser) => {
    const id = surveyIdOf(await createTestProject(t, user));
    await addTestFieldwork(t, user, id, { samplesNeeded: 500 });
    return id;
  };
  const stored = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ version: number; document: unknown }>(
        'SELECT version, document FROM draft_audiences WHERE survey_id = $1',
        [surveyId],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' });
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    // Every statement the app sends goes through a pg Client (pool.query included).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0];
      statements.push(
        typeof first === 'string' ? first : String((first as { text?: string })?.text),
      );
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await t.close();
  });

  const counted = async (run: () => Promise<unknown>) => {
    statements.length = 0;
    await run();
    return [...statements];
  };

  it('applies a repeated audience edit with the token check and one statement', async () => {
    const surveyId = await newSurvey(ann);
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId,
      position: 0,
      audienceCriterionCode: 'age',
    });
    const sent = await counted(() =>
      audienceOk(t, ann.accessToken, 'setStandardQuotas', {
        surveyId,
        audienceCriterionCode: 'age',
      }),
    );
    expect(sent, sent.join('\n')).toHaveLength(2);
    const answer = await readAudience(t, ann.accessToken, surveyId);
    expect(answer.version).toBe(3);
    expect(
      answer.members[0]?.memberItem.standardCriterionOptions?.every((o) => o.quota !== null),
    ).toBe(true);
  });

  it('removes the last screening question and resets the incidence rate in that one statement', async () => {
    const surveyId = await newSurvey(ann);
    const added = await audienceOk(t, ann.accessToken, 'addCustomCriterion', {
      surveyId,
      position: 0,
      text: 'Do you own a bike?',
    });
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation U($surveyId: ID!) { updateFieldwork(surveyId: $surveyId, incidenceRate: 40) { surveyId } }`,
      { surveyId },
    );
    const incidence = async () =>
      (
        await gqlOk<{ fieldwork: { incidenceRate: number } }>(
          t,
          'fieldwork',
          ann.accessToken,
          `query F($surveyId: ID!) { fieldwork(surveyId: $surveyId) { incidenceRate } }`,
          { surveyId },
        )
      ).fieldwork.incidenceRate;
    expect(await incidence()).toBe(40);
    const sent = await counted(() =>
      audienceOk(t, ann.accessToken, 'detachCustomAudienceMember', {
        surveyId,
        number: added.number,
      }),
    );
    expect(sent, sent.join('\n')).toHaveLength(2);
    expect(await incidence()).toBe(100);
    expect((await readAudience(t, ann.accessToken, surveyId)).members).toEqual([]);
  });

  it('answers another account NOT_FOUND while the owner’s audience is held, and changes nothing', async () => {
    const surveyId = await newSurvey(ann);
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId,
      position: 0,
      audienceCriterionCode: 'gender',
    });
    const before = await stored(surveyId);
    for (const [name, args] of [
      ['removeStandardCriterion', { audienceCriterionCode: 'gender' }],
      ['removeStandardCriterion', { audienceCriterionCode: 'not_a_criterion' }],
      ['setStandardQuotas', { audienceCriterionCode: 'gender' }],
    ] as const) {
      const r = await audienceMutation(t, bob.accessToken, name, { surveyId, ...args });
      expect(errorCode(r), name).toBe('NOT_FOUND');
    }
    expect(await stored(surveyId)).toEqual(before);
  });

  it('starts from the stored audience when another writer changed it after it was held', async () => {
    const surveyId = await newSurvey(ann);
    for (const code of ['age', 'gender']) {
      await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
        surveyId,
        position: 0,
        audienceCriterionCode: code,
      });
    }
    // A country change resets the audience outside the mutation pipeline (as another server
    // process's edit would): the held copy with two criteria is now behind.
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation U($surveyId: ID!) { updateFieldwork(surveyId: $surveyId, countryCode: "US") { surveyId } }`,
      { surveyId },
    );
    const reset = await stored(surveyId);
    const refused = await audienceMutation(t, ann.accessToken, 'setStandardQuotas', {
      surveyId,
      audienceCriterionCode: 'age',
    });
    expect(errorCode(refused)).not.toBeUndefined();
    expect(await stored(surveyId)).toEqual(reset);

    const added = await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId,
      position: 0,
      audienceCriterionCode: 'age',
    });
    expect(added.audience.countryCode).toBe('US');
    expect(added.audience.members.map((m) => m.memberItem.criterion?.code)).toEqual(['age']);
    expect(added.audience.version).toBe((reset?.version ?? 0) + 1);
    expect(await readAudience(t, ann.accessToken, surveyId)).toEqual(added.audience);
  });

  it('waits for a purchase that holds the survey, then refuses the held audience’s edit', async () => {
    const surveyId = await newSurvey(ann);
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId,
      position: 0,
      audienceCriterionCode: 'age',
    });
    const before = await stored(surveyId);
    const buyer = await t.deps.database.pool.connect();
    try {
      // A purchase in progress: the survey row locked (as moveSurveyState locks it) and moved
      // out of draft, not yet committed.
      await buyer.query('BEGIN');
      await buyer.query('SELECT id FROM surveys WHERE id = $1 FOR UPDATE', [surveyId]);
      await buyer.query(`UPDATE surveys SET state = 'scheduled' WHERE id = $1`, [surveyId]);
      let settled = false;
      const edit = audienceMutation(t, ann.accessToken, 'setStandardQuotas', {
        surveyId,
        audienceCriterionCode: 'age',
      }).finally(() => (settled = true));
      // The edit must queue behind the purchase (a lock wait), not write past it.
      let waiting = false;
      while (!settled && !waiting) {
        const { rows } = await t.deps.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE wait_event_type = 'Lock' AND datname = current_database()`,
        );
        waiting = (rows[0]?.n ?? 0) > 0;
      }
      expect(settled).toBe(false);
      await buyer.query('COMMIT');
      expect(errorCode(await edit)).toBe('SURVEY_NOT_EDITABLE');
    } finally {
      buyer.release();
    }
    expect(await stored(surveyId)).toEqual(before);
  });

  it('publishes exactly the audience edits committed before a concurrent purchase', async () => {
    const draft = await readyTestSurvey(t, ann);
    const { surveyId } = draft;
    for (const code of ['age', 'gender']) {
      await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
        surveyId,
        position: 0,
        audienceCriterionCode: code,
      });
    }
    const base = await stored(surveyId);
    const quote = await quoteOf(t, ann, surveyId);
    // Moves change no price, so the purchase itself goes through whatever they interleave with.
    const move = (i: number) =>
      audienceMutation(t, ann.accessToken, 'moveAudienceMember', {
        surveyId,
        number: 1 + (i % 2),
        toPosition: 1,
      });
    const [bought, ...edits] = await Promise.all([
      purchase(t, ann, surveyId, { customerCPI: quote.amount, baseCPI: quote.baseAmount }),
      ...[0, 1, 2, 3, 4, 5].map(move),
    ]);
    expect(bought.errors).toBeUndefined();
    for (const r of edits) expect([undefined, 'SURVEY_NOT_EDITABLE']).toContain(errorCode(r));
    const final = await stored(surveyId);
    expect(final?.version).toBe((base?.version ?? 0) + edits.filter((r) => !r.errors).length);
    const published = (await orderRowsOf(t, surveyId)).published[0] as { audience: TestAudience };
    expect(published.audience).toEqual(final?.document);
    expect(t.reported).toEqual([]);
  });
});
