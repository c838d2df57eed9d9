import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readOrder, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { signPanelLink } from './panelLinks.ts';
import { readQuotaCells, TOTAL_CELL } from './quotaCells.store.ts';

const SECRET = 'respondent-test-panel-link-secret-0123456789';
const SUPPLIER = 'SIMULATED';

interface View {
  sessionId: string;
  page: {
    kind: 'entry' | 'end';
    key?: string;
    outcome?: string;
    title?: string;
    options?: { id: string; label: string }[];
  };
  redirectUrl: string | null;
  locale?: { language: string; country: string };
}

/** The public respondent API over real HTTP, as the runner and the simulated panel use it. */
describe('respondent API', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: SECRET });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${t.url}/v1/respondent${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as View & { code?: string; reason?: string },
    };
  };
  const link = (surveyId: string, respondentId: string) => ({
    surveyId,
    respondentId,
    supplierCode: SUPPLIER,
    signature: signPanelLink(new TextEncoder().encode(SECRET), {
      surveyId,
      respondentId,
      supplierCode: SUPPLIER,
    }),
  });
  const start = (surveyId: string, respondentId: string) =>
    post('/sessions', link(surveyId, respondentId));
  const answer = (view: View, answer: unknown) =>
    post(`/sessions/${view.sessionId}/answers`, { pageKey: view.page.key, answer });
  const text = (value: string) => ({ kind: 'text', text: value });

  it("tells the runner the survey's locale with every page, so it speaks the respondent's language", async () => {
    const gb = await readyTestSurvey(t, ann, { samplesNeeded: 2 });
    await purchaseOk(t, ann, gb.surveyId);
    expect((await start(gb.surveyId, 'r-locale-gb')).body.locale).toEqual({
      language: 'en',
      country: 'GB',
    });

    const de = await readyTestSurvey(t, ann, { samplesNeeded: 2 });
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      'mutation ($surveyId: ID!) { updateFieldwork(surveyId: $surveyId, countryCode: "DE") { surveyId } }',
      { surveyId: de.surveyId },
    );
    await purchaseOk(t, ann, de.surveyId);
    const first = await start(de.surveyId, 'r-locale-de');
    expect(first.body.locale).toEqual({ language: 'de', country: 'DE' });
    const done = await answer(first.body, text('Gut'));
    expect(done.body).toMatchObject({ page: { kind: 'end' }, locale: { language: 'de' } });
  });

  it('takes a respondent from a signed link through the questionnaire to complete, idempotently', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 2 });
    await purchaseOk(t, ann, surveyId);

    const first = await start(surveyId, 'r-1');
    expect(first.status).toBe(200);
    expect(first.body.page).toMatchObject({ kind: 'entry', title: 'What do you think of it?' });

    const wrong = await answer(first.body, { kind: 'choice', selected: ['x'], texts: {} });
    expect(wrong.status).toBe(400);
    expect(wrong.body.reason).toBe('INVALID_ANSWER');
    const again = await start(surveyId, 'r-1');
    expect(again.body).toEqual(first.body);

    const done = await answer(first.body, text('Very good value'));
    expect(done.body.page).toEqual({ kind: 'end', outcome: 'complete' });
    expect(done.body.redirectUrl).toContain('outcome=complete');
    const retried = await answer(first.body, text('Very good value'));
    expect(retried.body).toEqual(done.body);
    const other = await answer(first.body, text('Something else'));
    expect(other.status).toBe(400);
    expect((await start(surveyId, 'r-1')).body.page).toEqual({ kind: 'end', outcome: 'complete' });
    expect((await readQuotaCells(t.deps.database.db, surveyId))[0]).toMatchObject({
      cellKey: TOTAL_CELL,
      filled: 1,
      reserved: 0,
      target: 2,
    });

    // The last complete fills the sample: the order and the survey complete on their own.
    const second = await start(surveyId, 'r-2');
    await answer(second.body, text('Fine'));
    expect((await readOrder(t, ann, surveyId))?.status).toBe('Completed');
    const late = await start(surveyId, 'r-3');
    expect(late.status).toBe(409);
    expect(late.body.reason).toBe('SURVEY_NOT_OPEN');
  });

  it('refuses tampered, foreign and unsigned links, and surveys that are not live', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 5 });
    expect((await start(surveyId, 'early')).status).toBe(409);
    await purchaseOk(t, ann, surveyId);
    const good = link(surveyId, 'r-9');
    expect((await post('/sessions', { ...good, respondentId: 'r-10' })).status).toBe(403);
    expect((await post('/sessions', { ...good, supplierCode: 'OTHER' })).status).toBe(403);
    expect((await post('/sessions', { ...good, signature: undefined })).status).toBe(400);
    expect((await post('/sessions', { ...good, surveyId: 'not-a-uuid' })).status).toBe(400);
    expect((await post('/sessions', good)).status).toBe(200);
    const unknown = await post('/sessions/00000000-0000-4000-8000-000000000000/answers', {
      pageKey: 'entry:1',
      answer: text('x'),
    });
    expect(unknown.status).toBe(404);
  });

  it('screens out, fills quota cells exactly and turns away a full cell as quota full', async () => {
    const { surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 2 });
    const run = (name: string, args: Record<string, unknown>) =>
      audienceOk(t, ann.accessToken, name, { surveyId, ...args });
    const added = await run('addCustomCriterion', { position: 0, text: 'Do you drink tea?' });
    const questionLk = added.audience.members[0]?.memberItem.questionLk ?? '';
    const third = await run('addCustomCriterionOption', { questionLk, position: 2 });
    const [daily, weekly, never] =
      third.audience.members[0]?.memberItem.criterionOptions?.map((o) => o.responseOptionLk) ?? [];
    for (const [lk, value] of [
      [daily, 'Daily'],
      [weekly, 'Weekly'],
      [never, 'Never'],
    ] as const) {
      await run('updateCustomCriterionOption', {
        questionLk,
        responseOptionLk: lk,
        responseOptionValue: value,
      });
    }
    await run('removeCustomQualification', { questionLk, responseOptionLk: never });
    await run('setCustomMemberSettingValue', {
      questionLk,
      setting: { memberSettingCode: 'quotas', settingValue: 'enabled' },
    });
    await run('setCustomQuota', { questionLk, responseOptionLk: daily, percent: 50 });
    await run('setCustomQuota', { questionLk, responseOptionLk: weekly, percent: 50 });
    await purchaseOk(t, ann, surveyId);

    const pick = (view: View, value: string) => {
      const option = view.page.options?.find((o) => o.label === value);
      return answer(view, { kind: 'choice', selected: [option?.id], texts: {} });
    };
    const a = await start(surveyId, 'tea-1');
    expect(a.body.page).toMatchObject({ kind: 'entry', title: 'Do you drink tea?' });
    const aScreened = await pick(a.body, 'Daily');
    expect(aScreened.body.page.kind).toBe('entry');
    expect((await answer(aScreened.body, text('Lovely'))).body.page.outcome).toBe('complete');

    const b = await start(surveyId, 'tea-2');
    expect((await pick(b.body, 'Daily')).body.page).toEqual({ kind: 'end', outcome: 'quota_full' });
    const c = await start(surveyId, 'tea-3');
    const cEnd = await pick(c.body, 'Never');
    expect(cEnd.body.page).toEqual({ kind: 'end', outcome: 'screened_out' });
    expect(cEnd.body.redirectUrl).toContain('outcome=screened_out');

    const cells = Object.fromEntries(
      (await readQuotaCells(t.deps.database.db, surveyId)).map((c) => [c.cellKey, c]),
    );
    expect(cells[TOTAL_CELL]).toMatchObject({ filled: 1, reserved: 0 });
    expect(Object.values(cells).filter((c) => c.cellKey !== TOTAL_CELL)).toEqual(
      expect.arrayContaining([expect.objectContaining({ filled: 1, target: 1 })]),
    );
  });
});
