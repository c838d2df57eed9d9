import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import { relogin } from '../../../test/projectHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { SimulatedPanel } from '../panel/panelSupplier.ts';
import { genderQuotas } from '../panelTraffic/testing/fieldingChecks.ts';
import { testTrafficDeps } from '../panelTraffic/testing/testTraffic.ts';
import { PanelTraffic } from '../panelTraffic/traffic.service.ts';
import { sendReplacementNotices } from '../fieldHealth/replacementNotice.service.ts';
import { abandonmentSettings, dropIdleSessions } from '../respondent/dropIdle.ts';
import { readQuotaCells } from '../respondent/respondent.queries.ts';

const API = '/v2/survey-results/api/v1.0';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const SAMPLE = 12;

/**
 * Issue 38 §4 over HTTP: completes excluded for poor quality after fielding ended are replaced by
 * the simulated panel into the cells they held, at no charge; reversing an exclusion before its
 * replacement arrives cancels it; an exclusion after the window owes nothing.
 */
describe('replacements for poor-quality completes', { timeout: 300_000 }, () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let driver: ReturnType<typeof respondentDriver>;
  let live: LiveSurveys;
  const traffics: PanelTraffic[] = [];

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET, PANEL_POPULATION_SIZE: '4000' });
    ann = await signUpUser(t);
    driver = respondentDriver(t);
    live = new LiveSurveys(t.deps.database.db);
  });
  afterAll(async () => {
    for (const traffic of traffics) await traffic.stop();
    await t.close();
  });

  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
    ann = await relogin(t, ann);
    const res = await fetch(`${t.url}${API}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${ann.accessToken}`,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  /** Issue 38 §4: the round that tells accounts about surveys completed with replacements. */
  const tellAccounts = () =>
    sendReplacementNotices({
      db: t.deps.database.db,
      clock: t.deps.clock,
      log: t.deps.log,
      mailer: t.deps.mailer,
      forward: false,
      appUrl: 'http://dashboard.test',
    });
  const setExcluded = (surveyId: string, sessionIds: string[], excluded: boolean) =>
    call('POST', '/quality/exclusions', { surveyId, sessionIds, excluded });

  const progress = async (surveyId: string) => {
    const { body } = await call<
      {
        samplesCollected: number;
        usableCompletes: number;
        replacedCompletes: number;
        spend: { spent: number; budget: number } | null;
      }[]
    >('POST', '/progress', { surveyIds: [surveyId] });
    return body[0]!;
  };
  const sql = async <T extends object>(text: string, params: unknown[]) =>
    (await t.deps.database.pool.query<T>(text, params)).rows;
  const state = async (surveyId: string) =>
    (await sql<{ state: string }>(`SELECT state FROM surveys WHERE id = $1`, [surveyId]))[0]?.state;
  const batches = (surveyId: string) =>
    sql<{ description: string; samples_needed: number; cpi: number; status: string }>(
      `SELECT description, samples_needed, cpi, status FROM panel_supplier_orders
        WHERE survey_id = $1 ORDER BY order_number`,
      [surveyId],
    );
  const cells = async (surveyId: string) =>
    Object.fromEntries(
      (await readQuotaCells(t.deps.database.db, surveyId)).map((c) => [
        c.cellKey,
        { target: c.target, filled: c.filled },
      ]),
    );
  /** The gender cell each complete of the survey holds. */
  const genderOf = async (surveyId: string) =>
    new Map(
      (
        await sql<{ id: string; quota_cells: string[] }>(
          `SELECT id, quota_cells FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete'`,
          [surveyId],
        )
      ).map((r) => [r.id, r.quota_cells.find((c) => c !== 'total') ?? '']),
    );

  /** A bought survey of SAMPLE completes, quotas 50/50 on gender. */
  async function boughtSurvey(): Promise<string> {
    ann = await relogin(t, ann);
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: SAMPLE });
    await genderQuotas(t, ann.accessToken, surveyId, { male: 50, female: 50 });
    await purchaseOk(t, ann, surveyId);
    return surveyId;
  }

  /** One complete through the respondent service: a man or a woman, taking `lengthMs`. */
  async function complete(surveyId: string, id: string, man: boolean, lengthMs: number) {
    let view = await driver.start(surveyId, id);
    t.advance(lengthMs);
    const choose = (page: EntryPage): Answer | null => {
      if (page.questionKind !== 'audience') return { kind: 'text', text: `I am ${id}.` };
      const option = page.options.find((o) => o.label === (man ? 'Male' : 'Female')) ?? null;
      return option && { kind: 'choice', selected: [option.id], texts: {} };
    };
    while (view.page.kind === 'entry') view = await driver.answer(view, choose(view.page));
    expect(view.page).toEqual({ kind: 'end', outcome: 'complete' });
    return view.sessionId;
  }

  /**
   * Fills the survey: 6 men and 6 women, the last `speeders` of the men and women given (by
   * index) taking 1 minute where the others take 5 (a third of the median is 1 min 40 s).
   */
  async function fill(surveyId: string, speeders: { men: number; women: number }) {
    const ids = { men: [] as string[], women: [] as string[] };
    for (let i = 0; i < SAMPLE / 2; i++) {
      for (const man of [true, false]) {
        const fast = i >= SAMPLE / 2 - (man ? speeders.men : speeders.women);
        const id = await complete(
          surveyId,
          `${surveyId}-${String(i)}-${String(man)}`,
          man,
          fast ? MINUTE : 5 * MINUTE,
        );
        (man ? ids.men : ids.women).push(id);
      }
    }
    expect(await state(surveyId)).toBe('completed');
    return ids;
  }

  /**
   * The simulated panel's ticks until `done`, at most 40, the clock moved 5 s a tick and the idle
   * sweep run after each, as in production: a member who dropped out holds a place until the
   * sweep gives it back (15 s at the simulated clock's floor).
   */
  async function field(surveyId: string, done: () => Promise<boolean>) {
    const traffic = new PanelTraffic(
      testTrafficDeps(t, TEST_PANEL_SECRET, { live, panel: new SimulatedPanel(4000) }),
    );
    traffics.push(traffic);
    for (let n = 0; n < 40 && !(await done()); n++) {
      live.invalidate(surveyId);
      await traffic.tickSurvey(surveyId);
      await traffic.settled();
      t.advance(5000);
      await dropIdleSessions({
        db: t.deps.database.db,
        clock: t.deps.clock,
        abandonment: abandonmentSettings(t.deps.config),
      });
    }
  }

  it('replaces 3 excluded speeders through the panel, in their cells, at no charge', async () => {
    const surveyId = await boughtSurvey();
    const { men, women } = await fill(surveyId, { men: 2, women: 1 });
    const speeders = [...men.slice(-2), ...women.slice(-1)];
    const before = await cells(surveyId);
    expect(before).toEqual({
      total: { target: 12, filled: 12 },
      'gender=male': { target: 6, filled: 6 },
      'gender=female': { target: 6, filled: 6 },
    });
    const flagged = await call<{ flagged: { sessionId: string; flags: { reason: string }[] }[] }>(
      'GET',
      `/quality?surveyId=${surveyId}`,
    );
    expect(flagged.body.flagged.map((f) => f.sessionId).sort()).toEqual([...speeders].sort());

    const spendBefore = (await progress(surveyId)).spend;
    t.advance(DAY);
    expect(await setExcluded(surveyId, speeders, true)).toMatchObject({ status: 200 });
    expect(await progress(surveyId)).toMatchObject({
      samplesCollected: 12,
      usableCompletes: 9,
      replacedCompletes: 3,
    });
    // Fielding reopened for 3 replacements: 2 men and 1 woman, CPI 0.
    expect(await state(surveyId)).toBe('live');
    expect((await batches(surveyId)).at(-1)).toEqual({
      description: 'Replacements',
      samples_needed: 3,
      cpi: 0,
      status: 'Live',
    });
    expect(await cells(surveyId)).toEqual({
      total: { target: 15, filled: 12 },
      'gender=male': { target: 8, filled: 6 },
      'gender=female': { target: 7, filled: 6 },
    });

    await field(surveyId, async () => (await state(surveyId)) === 'completed');
    expect(await state(surveyId)).toBe('completed');
    expect(await cells(surveyId)).toEqual({
      total: { target: 15, filled: 15 },
      'gender=male': { target: 8, filled: 8 },
      'gender=female': { target: 7, filled: 7 },
    });
    const genders = [...(await genderOf(surveyId)).values()];
    expect(genders.filter((g) => g === 'gender=male')).toHaveLength(8);
    const all = await batches(surveyId);
    expect(all.map((b) => b.status)).toEqual(['Completed', 'Completed']);
    // No charge: the bought batch is the only one with a price, and the spend did not move.
    expect(all.filter((b) => b.cpi > 0).map((b) => b.samples_needed)).toEqual([SAMPLE]);
    const after = await progress(surveyId);
    expect(after).toMatchObject({
      samplesCollected: 15,
      usableCompletes: 12,
      replacedCompletes: 3,
    });
    expect(after.spend?.spent).toBe(spendBefore?.spent);
    expect(after.spend?.budget).toBe(spendBefore?.budget);
    // The order shows the credit too.
    const { surveyOrder } = await gqlOk<{ surveyOrder: { replacedCompletes: number } }>(
      t,
      'order',
      ann.accessToken,
      `query ($id: ID!) { surveyOrder(surveyId: $id) { replacedCompletes } }`,
      { id: surveyId },
    );
    expect(surveyOrder.replacedCompletes).toBe(3);

    // The account is told once, by e-mail and in the team chat, with the cost menu's words.
    expect(await tellAccounts()).toEqual([surveyId]);
    expect(await tellAccounts()).toEqual([]);
    const mails = await t.deps.database.pool.query<{ to: string; text: string }>(
      `SELECT "to", text FROM outbox_emails WHERE subject LIKE 'Survey complete:%'`,
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]?.to).toBe(ann.email);
    expect(mails.rows[0]?.text).toContain(
      '3 completes you excluded for poor quality were replaced at no charge.',
    );
    expect(mails.rows[0]?.text).toContain(`/survey/${surveyId}/results`);
    const posts = await t.deps.database.pool.query<{ body: { text: string } }>(
      `SELECT body FROM chat_messages WHERE kind = 'replacements' AND payload->>'surveyId' = $1`,
      [surveyId],
    );
    expect(posts.rows.map((r) => r.body.text)).toEqual([
      expect.stringContaining('replaced at no charge'),
    ]);
  });

  it('cancels the replacement of an exclusion reversed before it arrives', async () => {
    const surveyId = await boughtSurvey();
    const { men, women } = await fill(surveyId, { men: 2, women: 1 });
    const speeders = [...men.slice(-2), ...women.slice(-1)];
    expect(await setExcluded(surveyId, speeders, true)).toMatchObject({ status: 200 });
    expect((await batches(surveyId)).at(-1)?.samples_needed).toBe(3);

    expect(await setExcluded(surveyId, [women.at(-1)!], false)).toMatchObject({ status: 200 });
    expect((await batches(surveyId)).at(-1)?.samples_needed).toBe(2);
    expect(await cells(surveyId)).toMatchObject({
      total: { target: 14 },
      'gender=male': { target: 8 },
      'gender=female': { target: 6 },
    });
    await field(surveyId, async () => (await state(surveyId)) === 'completed');
    expect(await cells(surveyId)).toEqual({
      total: { target: 14, filled: 14 },
      'gender=male': { target: 8, filled: 8 },
      'gender=female': { target: 6, filled: 6 },
    });

    // Every exclusion reversed: nothing left to field, the survey completes again.
    const other = await boughtSurvey();
    const second = await fill(other, { men: 1, women: 0 });
    await setExcluded(other, [second.men.at(-1)!], true);
    expect(await state(other)).toBe('live');
    await setExcluded(other, [second.men.at(-1)!], false);
    expect(await state(other)).toBe('completed');
    expect((await batches(other)).at(-1)).toMatchObject({ status: 'Closed' });
    expect(await progress(other)).toMatchObject({ usableCompletes: 12, replacedCompletes: 0 });
  });

  it('owes nothing for an exclusion after the window, nor for one the list does not flag', async () => {
    const surveyId = await boughtSurvey();
    const { men, women } = await fill(surveyId, { men: 1, women: 0 });
    // A complete the list does not flag: excluded for the researcher's own reasons.
    await setExcluded(surveyId, [women[0]!], true);
    expect(await state(surveyId)).toBe('completed');
    t.advance(7 * DAY + MINUTE);
    await setExcluded(surveyId, [men.at(-1)!], true);
    expect(await state(surveyId)).toBe('completed');
    expect(await batches(surveyId)).toHaveLength(1);
  });

  const WINDOW_FIELDS = 'replacementWindowDays replacementWindowClosesAt';
  const setWindow = async (surveyId: string, days: number, token?: string) =>
    gql<{ setReplacementWindow: { replacementWindowDays: number } }>(
      t,
      'order',
      token ?? (ann = await relogin(t, ann)).accessToken,
      `mutation W($surveyId: ID!, $days: Int!) { setReplacementWindow(surveyId: $surveyId, days: $days) { ${WINDOW_FIELDS} } }`,
      { surveyId, days },
    );
  const windowOf = async (surveyId: string) => {
    ann = await relogin(t, ann);
    return (
      await gqlOk<{
        surveyOrder: { replacementWindowDays: number; replacementWindowClosesAt: string | null };
      }>(
        t,
        'order',
        ann.accessToken,
        `query O($surveyId: ID!) { surveyOrder(surveyId: $surveyId) { ${WINDOW_FIELDS} } }`,
        { surveyId },
      )
    ).surveyOrder;
  };

  it('the window the researcher sets decides what is owed; a closed window stays closed', async () => {
    const surveyId = await boughtSurvey();
    expect(await windowOf(surveyId)).toEqual({
      replacementWindowDays: 7,
      replacementWindowClosesAt: null,
    });
    // Bad input and another account's call change nothing.
    for (const days of [-1, 91]) {
      const refused = await setWindow(surveyId, days);
      expect(errorCode(refused)).toBe('BAD_USER_INPUT');
      expect(refused.errors?.[0]?.extensions?.fields?.[0]?.path).toBe('days');
    }
    const bob = await signUpUser(t);
    expect(errorCode(await setWindow(surveyId, 30, bob.accessToken))).toBe('NOT_FOUND');
    expect((await windowOf(surveyId)).replacementWindowDays).toBe(7);

    const set = await setWindow(surveyId, 14);
    expect(set.errors).toBeUndefined();
    expect(set.data?.setReplacementWindow.replacementWindowDays).toBe(14);
    const { men } = await fill(surveyId, { men: 1, women: 0 });
    const ended = Date.parse((await windowOf(surveyId)).replacementWindowClosesAt ?? '') - 14 * DAY;
    // Counted from when fielding ended, moments ago (the clock runs on between calls).
    expect(t.deps.clock().getTime() - ended).toBeGreaterThanOrEqual(0);
    expect(t.deps.clock().getTime() - ended).toBeLessThan(MINUTE);

    // Ten days on: past the default 7, inside the 14 set, so the speeder is replaced.
    t.advance(10 * DAY);
    await setExcluded(surveyId, [men.at(-1)!], true);
    expect(await state(surveyId)).toBe('live');
    expect(await progress(surveyId)).toMatchObject({ replacedCompletes: 1 });

    t.advance(5 * DAY);
    const closed = await setWindow(surveyId, 30);
    expect(errorCode(closed)).toBe('REPLACEMENT_WINDOW_CLOSED');
    expect((await windowOf(surveyId)).replacementWindowDays).toBe(14);
  });
});
