import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import { purchaseOk, readyTestSurvey, TEST_LOI } from '../../../test/orderHelpers.ts';
import { relogin } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { SimulatedPanel } from '../panel/panelSupplier.ts';
import { createTestWebhook } from '../webhooks/testing/webhookClient.ts';
import { checkFieldHealth, type FieldHealthJobCtx } from './fieldHealth.service.ts';

const MINUTE = 60_000;
const FIELD_HEALTH = '/v2/survey-results/api/v1.0/field-health';

/** Sessions of one outcome to put in place (the respondent API's rows, as they end up). */
interface Outcomes {
  completes?: number;
  /** Minutes from start to complete of every complete (default: the quoted LOI). */
  lengthMin?: number;
  screenedOut?: number;
  quotaFull?: number;
  /** Turned away because the open sample was full (the panel's over-sending). */
  sampleFull?: number;
  droppedQualified?: number;
  droppedBefore?: number;
}

interface FieldHealthAnswer {
  rates: { rate: string; value: number | null; sample: number; state: string }[];
  action: { action: string; rates: string[]; reason: string; actedAt: string } | null;
}

describe('the field-health job', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let n = 0;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    bob = await signUpUser(t);
    // The halt's webhook event carries the reason (no job runner here: it stays in the outbox).
    await createTestWebhook(t, ann, 'http://127.0.0.1:9/hook', ['survey.halted']);
  });
  afterAll(() => t.close());

  const ctx = (): FieldHealthJobCtx => ({
    db: t.deps.database.db,
    clock: t.deps.clock,
    log: t.deps.log,
    mailer: t.deps.mailer,
    forward: false,
    appUrl: 'http://app.test',
    panel: new SimulatedPanel(t.deps.config.PANEL_POPULATION_SIZE),
  });

  /** A bought GB survey quoted at 50% incidence and TEST_LOI minutes, live. */
  const liveSurvey = async () => {
    ann = await relogin(t, ann);
    const { surveyId } = await readyTestSurvey(t, ann);
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation U($surveyId: ID!) { updateFieldwork(surveyId: $surveyId, incidenceRate: 50) { surveyId } }`,
      { surveyId },
    );
    await purchaseOk(t, ann, surveyId);
    return surveyId;
  };

  const addSessions = async (surveyId: string, o: Outcomes) => {
    const now = t.deps.clock();
    type Row = [string, Record<string, unknown>, number | null];
    const rows: Row[] = [
      ...Array<Row>(o.completes ?? 0).fill([
        'complete',
        { qualified: true },
        o.lengthMin ?? TEST_LOI,
      ]),
      ...Array<Row>(o.screenedOut ?? 0).fill(['screened_out', { qualified: false }, null]),
      ...Array<Row>(o.quotaFull ?? 0).fill([
        'quota_full',
        { qualified: true, fullCell: 'gender=male' },
        null,
      ]),
      ...Array<Row>(o.sampleFull ?? 0).fill([
        'quota_full',
        { qualified: true, fullCell: 'total' },
        null,
      ]),
      ...Array<Row>(o.droppedQualified ?? 0).fill(['dropped', { qualified: true }, null]),
      ...Array<Row>(o.droppedBefore ?? 0).fill(['dropped', { qualified: false }, null]),
    ];
    for (const [status, state, minutes] of rows) {
      n += 1;
      const started = new Date(now.getTime() - 60 * MINUTE);
      await t.deps.database.pool.query(
        `INSERT INTO respondent_sessions (survey_id, respondent_id, status, state, started_at, updated_at, completed_at, length_ms)
         VALUES ($1, $2, $3, $4, $5, $5, $6, $7)`,
        [
          surveyId,
          `R-${n}`,
          status,
          JSON.stringify(state),
          started,
          minutes === null ? null : new Date(started.getTime() + minutes * MINUTE),
          minutes === null ? null : Math.round(minutes * MINUTE),
        ],
      );
    }
  };

  const stateOf = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ state: string; status: string }>(
        `SELECT s.state, o.status FROM surveys s JOIN survey_orders o ON o.survey_id = s.id WHERE s.id = $1`,
        [surveyId],
      )
    ).rows[0];

  const read = async (user: SignedUpUser, surveyId: string) =>
    fetch(`${t.url}${FIELD_HEALTH}?surveyId=${surveyId}`, {
      headers: { authorization: `Bearer ${user.accessToken}` },
    });

  const readOk = async (surveyId: string): Promise<FieldHealthAnswer> => {
    ann = await relogin(t, ann);
    const res = await read(ann, surveyId);
    expect(res.status).toBe(200);
    return (await res.json()) as FieldHealthAnswer;
  };

  const chatOf = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ body: { text: string } }>(
        `SELECT body FROM chat_messages WHERE kind = 'fieldHealth' AND payload->>'surveyId' = $1`,
        [surveyId],
      )
    ).rows;

  /** 100 ended sessions as quoted: 50 completes, 45 screened out, 5 quota full. */
  const healthy: Outcomes = { completes: 50, screenedOut: 45, quotaFull: 5 };

  it.each([
    ['incidence', { completes: 50, screenedOut: 150, quotaFull: 5 }, 'Incidence 26.8%'],
    ['length', { ...healthy, lengthMin: 2 * TEST_LOI }, 'Interview length 10.0 min'],
    ['dropout', { ...healthy, screenedOut: 70, droppedQualified: 15 }, 'Dropout 33.3%'],
    ['volumeFull', { completes: 30, screenedOut: 40, quotaFull: 30 }, 'Volume full 30.0%'],
    [
      'conversion',
      { completes: 9, screenedOut: 14, quotaFull: 5, droppedBefore: 172 },
      'Conversion 4.5%',
    ],
  ] as const)(
    'pauses a live survey for %s, with the reason in the header, e-mail and chat',
    async (rate, outcomes, text) => {
      const surveyId = await liveSurvey();
      await addSessions(surveyId, outcomes);
      const before = await readOk(surveyId);
      const reading = before.rates.find((r) => r.rate === rate);
      if (rate === 'dropout') {
        // 15 of 65 is 23.1%: under the trigger. Five more dropouts pass it.
        expect(reading?.state).toBe('ok');
        expect((await checkFieldHealth(ctx())).acted).not.toContainEqual(
          expect.objectContaining({ surveyId }),
        );
        await addSessions(surveyId, { droppedQualified: 10 });
      } else {
        expect(reading?.state).toBe('pause');
      }
      t.advance(MINUTE);
      const from = t.deps.clock().getTime();
      expect((await checkFieldHealth(ctx())).acted).toContainEqual({ surveyId, action: 'pause' });
      expect(await stateOf(surveyId)).toEqual({ state: 'paused', status: 'Paused' });

      const after = await readOk(surveyId);
      expect(after.action).toMatchObject({ action: 'pause', rates: [rate] });
      expect(after.action?.reason).toMatch(/^Paused by field health: /);
      // Acted at the job's (moved) clock.
      const actedAt = Date.parse(after.action?.actedAt ?? '');
      expect(actedAt).toBeGreaterThanOrEqual(from);
      expect(actedAt).toBeLessThanOrEqual(t.deps.clock().getTime());
      expect(after.action?.reason).toContain(text);

      const mail = (await outbox(t)).filter((m) => m.to === ann.email && m.text.includes(surveyId));
      expect(mail).toHaveLength(1);
      expect(mail[0]?.subject).toMatch(/^Survey paused: /);
      expect(mail[0]?.text).toContain(after.action?.reason);
      const chat = await chatOf(surveyId);
      expect(chat).toHaveLength(1);
      expect(chat[0]?.body.text).toContain('Survey paused');
    },
  );

  it.each([
    ['dropout', { ...healthy, droppedQualified: 40 }],
    ['volumeFull', { completes: 50, screenedOut: 15, quotaFull: 35 }],
    ['conversion', { completes: 10, screenedOut: 230, quotaFull: 10 }],
  ] as const)(
    'halts a survey for good at the %s stop, order and survey',
    async (rate, outcomes) => {
      const surveyId = await liveSurvey();
      await addSessions(surveyId, outcomes);
      expect((await checkFieldHealth(ctx())).acted).toContainEqual({ surveyId, action: 'halt' });
      expect(await stateOf(surveyId)).toEqual({ state: 'halted', status: 'Halted' });
      const after = await readOk(surveyId);
      expect(after.action).toMatchObject({ action: 'halt', rates: [rate] });
      expect(after.action?.reason).toMatch(/^Stopped for good by field health: /);
      const events = await t.deps.database.pool.query<{ body: { data: object } }>(
        `SELECT body FROM webhook_events WHERE survey_id = $1 AND type = 'survey.halted'`,
        [surveyId],
      );
      expect(events.rows.map((r) => r.body.data)).toEqual([
        expect.objectContaining({ surveyId, state: 'halted', reason: after.action?.reason }),
      ]);
      const mail = (await outbox(t)).filter((m) => m.to === ann.email && m.text.includes(surveyId));
      expect(mail.map((m) => m.subject)).toEqual([expect.stringMatching(/^Survey stopped: /)]);
    },
  );

  it("leaves the panel's over-sending past the open sample's cap out of volume-full", async () => {
    // 65 of 210 ended were turned away (31%, past the pause trigger), but 60 of them met the
    // whole sample full: of the 150 entrants within the cap, 5 met a full cell.
    const surveyId = await liveSurvey();
    await addSessions(surveyId, { completes: 40, screenedOut: 105, quotaFull: 5, sampleFull: 60 });
    const health = await readOk(surveyId);
    expect(health.rates.find((r) => r.rate === 'volumeFull')).toMatchObject({
      value: 5 / 150,
      sample: 150,
      state: 'ok',
    });
    expect(health.rates.find((r) => r.rate === 'conversion')).toMatchObject({ sample: 150 });
    await checkFieldHealth(ctx());
    expect(await stateOf(surveyId)).toEqual({ state: 'live', status: 'Live' });
  });

  it('pauses rather than stops a survey with fewer than 10 completes, however bad', async () => {
    // The soft launch: 2 completes, 51 of 53 entrants turned away by full cells.
    const surveyId = await liveSurvey();
    await addSessions(surveyId, { completes: 2, screenedOut: 53, quotaFull: 51 });
    expect((await checkFieldHealth(ctx())).acted).toContainEqual({ surveyId, action: 'pause' });
    expect(await stateOf(surveyId)).toEqual({ state: 'paused', status: 'Paused' });
  });

  it('does nothing below the minimum sample, however bad the rates', async () => {
    const surveyId = await liveSurvey();
    await addSessions(surveyId, { completes: 1, lengthMin: 40, screenedOut: 30, quotaFull: 17 });
    const health = await readOk(surveyId);
    expect(health.rates.map((r) => r.state)).toEqual(Array(5).fill('waiting'));
    await checkFieldHealth(ctx());
    expect(await stateOf(surveyId)).toEqual({ state: 'live', status: 'Live' });
    expect(health.action).toBeNull();
  });

  it('acts once when several processes run the round at the same time', async () => {
    const surveyId = await liveSurvey();
    await addSessions(surveyId, { ...healthy, lengthMin: 3 * TEST_LOI });
    const rounds = await Promise.all([1, 2, 3, 4].map(() => checkFieldHealth(ctx())));
    expect(rounds.flatMap((r) => r.acted).filter((a) => a.surveyId === surveyId)).toHaveLength(1);
    expect(await chatOf(surveyId)).toHaveLength(1);
    const mail = (await outbox(t)).filter((m) => m.text.includes(surveyId));
    expect(mail).toHaveLength(1);
  });

  it('does not pause again after the researcher unpaused, but still halts at a stop', async () => {
    const surveyId = await liveSurvey();
    await addSessions(surveyId, { ...healthy, screenedOut: 70, droppedQualified: 20 });
    await checkFieldHealth(ctx());
    expect((await stateOf(surveyId))?.state).toBe('paused');
    ann = await relogin(t, ann);
    await gqlOk(
      t,
      'order',
      ann.accessToken,
      `mutation O($surveyId: ID!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: Live) { status } }`,
      { surveyId },
    );
    await gqlOk(
      t,
      'project',
      ann.accessToken,
      `mutation S($surveyId: ID!) { updateSurvey(surveyId: $surveyId, state: live) { state } }`,
      { surveyId },
    );
    expect((await readOk(surveyId)).action).toBeNull();
    await checkFieldHealth(ctx());
    expect((await stateOf(surveyId))?.state).toBe('live');

    await addSessions(surveyId, { droppedQualified: 20 }); // 40 of 90 (44%): past the 40% stop
    await checkFieldHealth(ctx());
    expect(await stateOf(surveyId)).toEqual({ state: 'halted', status: 'Halted' });
    expect((await readOk(surveyId)).action?.action).toBe('halt');
  });

  it("answers 404 for another account's survey and 400 for a malformed id", async () => {
    const surveyId = await liveSurvey();
    bob = await relogin(t, bob);
    expect((await read(bob, surveyId)).status).toBe(404);
    expect((await read(bob, 'not-an-id')).status).toBe(400);
  });
});
