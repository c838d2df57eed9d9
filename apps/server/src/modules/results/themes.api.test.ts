import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import { seededRandom } from '@survey/domain/random';
import type { ThemesResponse } from '@survey/domain/results/analysisContract';
import type { SummaryResponse, TextAnswersResponse } from '@survey/domain/results/contract';
import { resultLayout } from '@survey/domain/results/layout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { storeTestDocument } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const API = '/v2/survey-results/api/v1.0';

/** Answers of known words: [drink chosen, why]. */
const ANSWERS: [string, string][] = [
  ['Tea', 'Delivery was late again'],
  ['Tea', 'The delivery came late'],
  ['Coffee', 'Late deliveries, every week'],
  ['Tea', 'Delivery is always late'],
  ['Coffee', 'Great price for the quality'],
  ['Tea', 'Prices are fair'],
  ['Coffee', 'Good price'],
  ['Coffee', 'The price went up'],
  ['Tea', 'ok'],
  ['Coffee', 'Nothing to add'],
];

describe('themes REST API (/themes) and filters by theme', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let surveyId: string;
  let textId: string;
  let drinkId: string;
  let tea: string;
  let driver: ReturnType<typeof respondentDriver>;
  const rnd = seededRandom(3);

  const post = async <T>(path: string, body: unknown, token = ann.accessToken) => {
    const res = await fetch(`${t.url}${API}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as T & { error?: string; reason?: string },
    };
  };
  const themes = (body: unknown, token?: string) => post<ThemesResponse>('/themes', body, token);
  const byTheme = (id: string) => ({
    questionId: textId,
    matrixTitleId: null,
    responseOptionIds: [id],
  });

  const complete = (i: number, [drink, why]: [string, string]) =>
    driver.walk(surveyId, `t-${i}`, rnd, {
      choose: (page: EntryPage): Answer | undefined => {
        if (page.questionKind !== 'questionnaire' || page.entry.entryType !== 'question') {
          return undefined;
        }
        if (page.entry.entryItem.questionTypeCode === 'FreeText')
          return { kind: 'text', text: why };
        const option = page.options.find((o) => o.label === drink);
        return option ? { kind: 'choice', selected: [option.id], texts: {} } : undefined;
      },
    });

  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    ({ surveyId } = await readyTestSurvey(t, ann, { samplesNeeded: 100 }));
    const b = new QuestionnaireBuilder()
      .question('Tea or coffee?', ['Tea', 'Coffee'], 'Basic')
      .question('Why?', [], 'FreeText');
    await storeTestDocument(t, surveyId, b.q);
    await purchaseOk(t, ann, surveyId);
    driver = respondentDriver(t);
    const live = await driver.ctx.live.current(surveyId);
    if (!live) throw new Error('not published');
    const layout = resultLayout(live.published);
    const text = layout.entries.find((e) => e.answerKind === 'text');
    const drink = layout.entries.find((e) => e.label === 'Q1');
    textId = text?.id ?? '';
    drinkId = drink?.id ?? '';
    tea = drink?.rows.find((r) => r.text === 'Tea')?.id ?? '';
    for (const [i, a] of ANSWERS.entries()) {
      const end = await complete(i, a);
      if (end.page.kind !== 'end' || end.page.outcome !== 'complete') throw new Error('screened');
    }
  }, 120_000);
  afterAll(() => t.close());

  it('groups the answers into themes with counts, shares and examples', async () => {
    const res = await themes({ surveyId, questionId: textId });
    expect(res.status).toBe(200);
    expect(res.body.answered).toBe(10);
    expect(res.body.themes.map((th) => [th.label, th.count, th.share])).toEqual([
      ['delivery, late', 4, 0.4],
      ['price', 4, 0.4],
      ['Other', 2, 0.2],
    ]);
    expect(res.body.themes[1]?.examples).toEqual([
      'Good price',
      'Prices are fair',
      'The price went up',
    ]);
  });

  it('filters the summary, the texts and the themes by a theme like by an option', async () => {
    const [delivery, , other] = (await themes({ surveyId, questionId: textId })).body.themes;
    const summary = await post<SummaryResponse>('/summary', {
      surveyId,
      responseFilters: [byTheme(delivery?.id ?? '')],
    });
    expect(summary.status).toBe(200);
    expect(summary.body.samplesCollectedFiltered).toBe(4);
    const drink = summary.body.results.find((r) => r.id === drinkId);
    const teaRow = drink?.rows.find((r) => r.id === tea);
    expect(teaRow?.rowItems[0]?.completesFiltered).toBe(3);
    const texts = await post<TextAnswersResponse>('/texts', {
      surveyId,
      questionId: textId,
      responseFilters: [byTheme(other?.id ?? '')],
    });
    expect(texts.body.items.map((i) => i.text).sort()).toEqual(['Nothing to add', 'ok']);
    const teaOnly = await themes({
      surveyId,
      questionId: textId,
      responseFilters: [{ questionId: drinkId, responseOptionIds: [tea] }],
    });
    expect(teaOnly.body.answered).toBe(5);
    expect(teaOnly.body.themes.map((th) => th.count)).toEqual([3, 1, 1]);
  });

  it('follows new completes (the cached themes are found again when the index grows)', async () => {
    const before = (await themes({ surveyId, questionId: textId })).body;
    expect((await themes({ surveyId, questionId: textId })).body).toEqual(before);
    await complete(100, ['Tea', 'Late delivery, cold tea']);
    const after = (await themes({ surveyId, questionId: textId })).body;
    expect(after.answered).toBe(11);
    expect(after.themes[0]).toMatchObject({ label: 'delivery, late', count: 5 });
  });

  it('refuses bad bodies, non-text questions and non-theme options with a typed 400', async () => {
    for (const body of [{}, { surveyId: 'x', questionId: textId }, { surveyId, questionId: '' }]) {
      const res = await themes(body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toBe('BAD_USER_INPUT');
    }
    const unknown = await themes({ surveyId, questionId: 'nope' });
    expect([unknown.status, unknown.body.reason]).toEqual([400, 'UNKNOWN_QUESTION']);
    const notText = await themes({ surveyId, questionId: drinkId });
    expect([notText.status, notText.body.reason]).toEqual([400, 'UNKNOWN_QUESTION']);
    for (const option of ['Tea', 'theme:a b', 'theme:']) {
      const res = await post<SummaryResponse>('/summary', {
        surveyId,
        responseFilters: [byTheme(option)],
      });
      expect([res.status, res.body.reason]).toEqual([400, 'NOT_FILTERABLE']);
    }
  });

  it('refuses a theme nobody answered, on every route filters apply to (issue 34 §2)', async () => {
    const unknownTheme = {
      surveyId,
      questionId: textId,
      responseFilters: [byTheme('theme:zebra')],
    };
    for (const [path, body] of [
      ['/summary', unknownTheme],
      ['/texts', unknownTheme],
      ['/themes', unknownTheme],
      ['/crosstab', { ...unknownTheme, row: { questionId: drinkId } }],
    ] as const) {
      const res = await post<{ message: string }>(path, body);
      expect([path, res.status, res.body.reason]).toEqual([path, 400, 'UNKNOWN_THEME']);
      expect(res.body.message).toBe(`No theme theme:zebra in the answers to question ${textId}.`);
    }
    const saved = await post<{ message: string }>('/crosstabs', {
      surveyId,
      name: 'By zebra',
      definition: { row: { questionId: drinkId }, responseFilters: [byTheme('theme:zebra')] },
    });
    expect([saved.status, saved.body.reason]).toEqual([400, 'UNKNOWN_THEME']);
  });

  it('caps theme ids, option ids and id lengths per request (issue 34 §2)', async () => {
    const [delivery] = (await themes({ surveyId, questionId: textId })).body.themes;
    const id = delivery?.id ?? '';
    const filter = (ids: string[]) => ({
      questionId: textId,
      matrixTitleId: null,
      responseOptionIds: ids,
    });
    // The same theme named 30 times counts once; 31 theme ids are refused before any work.
    const thirty = await post<SummaryResponse>('/summary', {
      surveyId,
      responseFilters: [filter(Array.from({ length: 30 }, () => id))],
    });
    expect(thirty.status).toBe(200);
    expect(thirty.body.samplesCollectedFiltered).toBe(delivery?.count);
    for (const responseFilters of [
      [filter(Array.from({ length: 31 }, () => id))],
      Array.from({ length: 5 }, () => filter(Array.from({ length: 7 }, () => id))),
      Array.from({ length: 51 }, () => filter([])),
      Array.from({ length: 5 }, () => ({
        questionId: drinkId,
        matrixTitleId: null,
        responseOptionIds: Array.from({ length: 401 }, () => tea),
      })),
      [filter([`theme:${'a'.repeat(1500)}`])],
      [{ questionId: drinkId, matrixTitleId: null, responseOptionIds: ['x'.repeat(201)] }],
    ]) {
      const res = await post<SummaryResponse>('/summary', { surveyId, responseFilters });
      expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
      expect(res.body.error).toBe('BAD_USER_INPUT');
    }
  });

  it("answers 404 for another account's survey and an unknown one", async () => {
    expect((await themes({ surveyId, questionId: textId }, bob.accessToken)).status).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await themes({ surveyId: unknown, questionId: textId })).status).toBe(404);
  });
});
