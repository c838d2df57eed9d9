import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  readDraft,
  type EntryView,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const ROUTE_BACKWARD = "You can't route a response to a previous question";

interface ValidationView {
  validationErrors: {
    entryNumber: number;
    errors: { field: string; itemId: string | null; code: string; message: string }[];
  }[];
}

/** Moving cards over GraphQL: what a move may leave for the user to fix, and what it refuses. */
describe('questionnaire editor: moving cards with routes and logic', () => {
  let t: TestApp;
  let ann: SignedUpUser;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  /** A draft Q1 -> Q2 -> T1 whose Q1 options both route to Q2. */
  const routedDraft = async () => {
    const draft = await createTestDraft(t, ann);
    const edit = draftEditor(t, ann, draft);
    await edit.ok('addQuestion', { questionTypeCode: 'Basic', position: 0, text: 'Brand?' });
    await edit.ok('addQuestion', { questionTypeCode: 'Basic', position: 1, text: 'Why?' });
    await edit.ok('addTextCard', { position: 2, title: 'Bye' });
    const [q1, q2, t1] = (await readDraft(t, ann, draft.surveyId)).entries as [
      EntryView,
      EntryView,
      EntryView,
    ];
    const questionLk = q1.entryItem.questionLk;
    const options = (q1.entryItem.responseOptions ?? []).map((o) => o.responseOptionLk);
    for (const responseOptionLk of options) {
      await edit.ok('setRoute', { questionLk, responseOptionLk, targetNumber: q2.number });
    }
    return { draft, edit, q1, q2, t1, questionLk, options };
  };

  const routeErrorsOf = async (surveyId: string, entryNumber: number) =>
    (await readDraft<ValidationView>(t, ann, surveyId)).validationErrors
      .filter((e) => e.entryNumber === entryNumber)
      .flatMap((e) => e.errors.filter((x) => x.code === 'ROUTE_BACKWARD'));

  it('moves a route target above its question and flags the route until it is fixed', async () => {
    const { draft, edit, q1, q2, t1, questionLk, options } = await routedDraft();
    const moved = await edit.ok('moveQuestionnaireEntry', { number: q2.number, toPosition: 0 });
    expect(moved.number).toBe(q2.number);
    const after = await readDraft(t, ann, draft.surveyId);
    expect(after.entries.map((e) => e.number)).toEqual([q2.number, q1.number, t1.number]);
    // The routes are kept (the user's work) and shown as the spec's validation error.
    const routes = after.entries[1]?.entryItem.responseOptions?.map((o) => o.route);
    expect(routes).toEqual([{ targetNumber: q2.number }, { targetNumber: q2.number }]);
    expect(await routeErrorsOf(draft.surveyId, q1.number)).toEqual([
      { field: 'route', itemId: options[0], code: 'ROUTE_BACKWARD', message: ROUTE_BACKWARD },
      { field: 'route', itemId: options[1], code: 'ROUTE_BACKWARD', message: ROUTE_BACKWARD },
    ]);
    // Fixing: route one option forward, remove the other route.
    await edit.ok('setRoute', {
      questionLk,
      responseOptionLk: options[0],
      targetNumber: t1.number,
    });
    expect((await routeErrorsOf(draft.surveyId, q1.number)).map((e) => e.itemId)).toEqual([
      options[1],
    ]);
    await edit.ok('removeRoute', { questionLk, responseOptionLk: options[1] });
    expect(await routeErrorsOf(draft.surveyId, q1.number)).toEqual([]);
  });

  it('still refuses a move that would put display logic before its question, changing nothing', async () => {
    const { draft, edit, q1, q2, options } = await routedDraft();
    await edit.ok('setQuestionLogic', {
      questionLk: q2.entryItem.questionLk,
      proposition: {
        questionResponseOption: {
          questionLk: q1.entryItem.questionLk,
          responseOptionLks: [options[0]],
        },
      },
    });
    const before = await readDraft(t, ann, draft.surveyId);
    expect(await edit.fails('moveQuestionnaireEntry', { number: q2.number, toPosition: 0 })).toBe(
      'MOVE_BREAKS_REFERENCES',
    );
    expect(await readDraft(t, ann, draft.surveyId)).toEqual(before);
  });
});
