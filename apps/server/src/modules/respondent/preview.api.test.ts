import { world } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { readyTestSurvey } from '../../../test/orderHelpers.ts';
import { ok, translationsApi } from '../../../test/translationHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { PREVIEW_TOKEN_TTL_MS } from './previewToken.ts';

interface PreviewBody {
  state: { seed: number; seen: string[]; answers: Record<string, unknown>; status: string };
  page: {
    kind: 'entry' | 'end';
    key?: string;
    title?: string;
    outcome?: string;
    options?: { id: string; label: string }[];
  };
  error?: string;
  reason?: string;
}

/** The dashboard's respondent preview over real HTTP: the draft, walked by the engine, stored nowhere. */
describe('respondent preview', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    bob = await signUpUser(t);
  });
  afterAll(() => t.close());

  const post = async <T>(path: string, body: unknown, token: string | null) => {
    const res = await fetch(`${t.url}/v1/respondent${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  /** The dashboard's call: a preview token of `surveyId`, with the user's access token. */
  const mint = (surveyId: string, user: SignedUpUser | null = ann) =>
    post<{ token: string; expiresAt: string; reason?: string }>(
      '/preview/token',
      { surveyId },
      user?.accessToken ?? null,
    );
  const tokens = new Map<string, string>();
  const tokenOf = async (surveyId: string) => {
    const known = tokens.get(surveyId);
    if (known) return known;
    const minted = await mint(surveyId);
    expect(minted.status).toBe(200);
    tokens.set(surveyId, minted.body.token);
    return minted.body.token;
  };
  /** The preview tab's call, with the preview token it was given unless told otherwise. */
  const preview = async (
    body: { surveyId: string } & Record<string, unknown>,
    token?: string | null,
  ) =>
    post<PreviewBody>('/preview', body, token === undefined ? await tokenOf(body.surveyId) : token);
  const storedRows = async () =>
    (
      await t.deps.database.pool.query<{ n: number }>(
        `SELECT (SELECT count(*) FROM respondent_sessions) + (SELECT count(*) FROM respondent_answers)
           + (SELECT count(*) FROM survey_quota_cells) AS n`,
      )
    ).rows[0]?.n;
  const text = (value: string) => ({ kind: 'text', text: value });

  it('previews the draft in a language it has (issue 37 §1), untranslated texts as nothing', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    const api = translationsApi(t, ann, surveyId);
    ok(await api.addLanguage('de'));
    const german = await preview({ surveyId, lang: 'de' });
    expect(german.body.page).toMatchObject({ kind: 'entry', title: '' });
    expect(german.body).toMatchObject({ locale: { language: 'de', country: 'GB' } });
    const [line] = ok(await api.status('de')).translationStatus;
    ok(await api.set('de', line?.key ?? '', 'Was denken Sie darüber?'));
    const translated = await preview({ surveyId, lang: 'de' });
    expect(translated.body.page).toMatchObject({ title: 'Was denken Sie darüber?' });
    const french = await preview({ surveyId, lang: 'fr' });
    expect(french.body).toMatchObject({
      page: { title: 'What do you think of it?' },
      locale: { language: 'en' },
    });
  });

  it('walks the draft of a survey not bought, storing nothing', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    const before = await storedRows();

    const first = await preview({ surveyId });
    expect(first.status).toBe(200);
    expect(first.body.page).toMatchObject({ kind: 'entry', title: 'What do you think of it?' });
    // The draft's locale, so that the preview speaks the survey's language (issue 37 §2).
    expect(first.body).toMatchObject({ locale: { language: 'en', country: 'GB' } });

    const wrong = await preview({
      surveyId,
      state: first.body.state,
      pageKey: first.body.page.key,
      answer: text(''),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.reason).toBe('INVALID_ANSWER');

    const done = await preview({
      surveyId,
      state: first.body.state,
      pageKey: first.body.page.key,
      answer: text('Good'),
    });
    expect(done.status).toBe(200);
    expect(done.body.page).toEqual({ kind: 'end', outcome: 'complete' });
    // The kept state resumes where it stands (a reload of the preview tab).
    expect((await preview({ surveyId, state: done.body.state })).body.page.outcome).toBe(
      'complete',
    );
    expect(await storedRows()).toBe(before);
  });

  it('includes the draft audience questions and screens out as a respondent would be', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    const run = (name: string, args: Record<string, unknown>) =>
      audienceOk(t, ann.accessToken, name, { surveyId, ...args });
    const added = await run('addCustomCriterion', { position: 0, text: 'Do you drink tea?' });
    const questionLk = added.audience.members[0]?.memberItem.questionLk ?? '';
    const options = added.audience.members[0]?.memberItem.criterionOptions ?? [];
    const [yes, no] = options.map((o) => o.responseOptionLk);
    await run('updateCustomCriterionOption', {
      questionLk,
      responseOptionLk: yes,
      responseOptionValue: 'Yes',
    });
    await run('updateCustomCriterionOption', {
      questionLk,
      responseOptionLk: no,
      responseOptionValue: 'No',
    });
    await run('removeCustomQualification', { questionLk, responseOptionLk: no });

    const first = await preview({ surveyId });
    expect(first.body.page).toMatchObject({ kind: 'entry', title: 'Do you drink tea?' });
    const noId = first.body.page.options?.find((o) => o.label === 'No')?.id;
    const out = await preview({
      surveyId,
      state: first.body.state,
      pageKey: first.body.page.key,
      answer: { kind: 'choice', selected: [noId], texts: {} },
    });
    expect(out.body.page).toEqual({ kind: 'end', outcome: 'screened_out' });

    // A state claiming to be past the screening is rebuilt from its answers: back to the question.
    const forged = await preview({
      surveyId,
      state: { ...first.body.state, status: 'complete', qualified: true, current: null },
    });
    expect(forged.status).toBe(200);
    expect(forged.body.page).toMatchObject({ kind: 'entry', key: first.body.page.key });
  });

  it('ends as quota full on an answer whose quota cell allows no completes, as the runner does', async () => {
    const ada = await world(t.url, { panelLinkSecret: 'unused-in-a-preview' }).account();
    const survey = await ada.survey({
      questions: [
        { type: 'Basic', text: 'Which drink?', options: ['Tea', 'Milk', 'Water'] },
        { type: 'FreeText', text: 'Why?' },
      ],
    });
    await survey.setAnswerQuota('Which drink?', [
      { options: ['Tea'], count: 0 },
      { options: ['Milk'], count: 5 },
    ]);
    const { surveyId } = survey;
    const minted = await post<{ token: string }>('/preview/token', { surveyId }, ada.accessToken);
    const before = await storedRows();
    const first = await preview({ surveyId }, minted.body.token);
    const answer = async (label: string) => {
      const id = first.body.page.options?.find((o) => o.label === label)?.id;
      const step = {
        surveyId,
        state: first.body.state,
        pageKey: first.body.page.key,
        answer: { kind: 'choice', selected: [id], texts: {} },
      };
      return (await preview(step, minted.body.token)).body;
    };
    const tea = await answer('Tea');
    expect(tea.page).toEqual({ kind: 'end', outcome: 'quota_full' });
    // The kept state resumes at the same end (a reload of the preview tab).
    const again = await preview({ surveyId, state: tea.state }, minted.body.token);
    expect(again.body.page).toEqual({ kind: 'end', outcome: 'quota_full' });
    // A cell with room is never full in a preview (it counts nobody); no cell, no cap.
    expect((await answer('Milk')).page).toMatchObject({ kind: 'entry', title: 'Why?' });
    expect((await answer('Water')).page).toMatchObject({ kind: 'entry', title: 'Why?' });
    expect(await storedRows()).toBe(before);
  });

  it('refuses a tampered state with a typed 400, never a 500', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    const first = await preview({ surveyId });
    const key = first.body.page.key ?? '';
    const unknownPage = await preview({
      surveyId,
      state: { ...first.body.state, seen: ['Q99'], answers: { Q99: text('x') } },
    });
    expect(unknownPage.status).toBe(400);
    expect(unknownPage.body.reason).toBe('INVALID_PREVIEW_STATE');
    const badAnswer = await preview({
      surveyId,
      state: { ...first.body.state, seen: [key], answers: { [key]: text('') } },
    });
    expect(badAnswer.status).toBe(400);
    expect(badAnswer.body.reason).toBe('INVALID_PREVIEW_STATE');
    const badShape = await preview({ surveyId, state: { seed: -1, seen: 'Q1', answers: [] } });
    expect(badShape.status).toBe(400);
  });

  it('gives preview tokens only to the survey’s owner, signed in', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    expect((await mint(surveyId, null)).status).toBe(401);
    expect((await mint(surveyId, bob)).status).toBe(404);
    const minted = await mint(surveyId);
    expect(minted.status).toBe(200);
    expect(Date.parse(minted.body.expiresAt) - Date.now()).toBeLessThanOrEqual(
      PREVIEW_TOKEN_TTL_MS + 1000,
    );
  });

  it('takes only a preview token: never the dashboard’s access token, nor a forged one', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    expect((await preview({ surveyId }, null)).status).toBe(401);
    expect((await preview({ surveyId }, 'not-a-token')).status).toBe(401);
    const withAccessToken = await preview({ surveyId }, ann.accessToken);
    expect(withAccessToken.status).toBe(401);
    expect(withAccessToken.body.state).toBeUndefined();
    const token = await tokenOf(surveyId);
    const [body = '', signature = ''] = token.split('.');
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, expiresAt: Date.now() + 9e9 })).toString(
      'base64url',
    );
    expect((await preview({ surveyId }, `${forged}.${signature}`)).status).toBe(401);
  });

  it('a preview token is good for its own survey only, and only for a while', async () => {
    const { surveyId } = await readyTestSurvey(t, ann);
    const other = await readyTestSurvey(t, ann);
    const token = await tokenOf(surveyId);
    expect((await preview({ surveyId: other.surveyId }, token)).status).toBe(403);
    expect((await preview({ surveyId }, token)).status).toBe(200);
    t.advance(PREVIEW_TOKEN_TTL_MS + 1);
    const expired = await preview({ surveyId }, token);
    expect(expired.status).toBe(401);
    expect(expired.body.reason).toBe('PREVIEW_EXPIRED');
  });
});
