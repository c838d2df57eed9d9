import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  storedDraft,
  storeTestDocument,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * An edit starts on the access token's signed claims while the database confirms that the user
 * still holds the token (a password reset ends older tokens): an edit made with a token the
 * database no longer confirms is UNAUTHENTICATED and changes nothing, whatever else it would
 * have been answered.
 */
describe('questionnaire editor: the token check runs beside the edit', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;

  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
  });
  afterAll(() => t.close());

  const logRows = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM questionnaire_commands WHERE survey_id = $1',
        [surveyId],
      )
    ).rows[0]?.n;
  /** What a password reset does to the user's older access tokens. */
  const revokeTokens = (user: SignedUpUser) =>
    t.deps.database.pool.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [
      user.userId,
    ]);
  const newDraft = async (user: SignedUpUser): Promise<TestDraft> =>
    storeTestDocument(t, (await createTestDraft(t, user)).surveyId, makeQuestionnaire(8, 3));

  it('refuses edits with a revoked token, known draft or not, and changes nothing', async () => {
    const carl = await signUpUser(t);
    const known = await newDraft(carl);
    await draftEditor(t, carl, known).ok('addTextCard', { position: 0, title: 'Before' });
    const unknown = await newDraft(carl);
    const before = [await storedDraft(t, known.surveyId), await storedDraft(t, unknown.surveyId)];
    const rows = [await logRows(known.surveyId), await logRows(unknown.surveyId)];
    await revokeTokens(carl);
    for (const draft of [known, unknown]) {
      const edit = draftEditor(t, carl, draft);
      expect(await edit.fails('addTextCard', { position: 0, title: 'After' })).toBe(
        'UNAUTHENTICATED',
      );
      // A retry of the first edit, and an edit the domain refuses, are refused the same way.
      expect(await edit.fails('detachQuestionnaireEntry', { number: 999 })).toBe('UNAUTHENTICATED');
    }
    expect([await storedDraft(t, known.surveyId), await storedDraft(t, unknown.surveyId)]).toEqual(
      before,
    );
    expect([await logRows(known.surveyId), await logRows(unknown.surveyId)]).toEqual(rows);
  });

  it('answers UNAUTHENTICATED, not NOT_FOUND, for another account draft with a revoked token', async () => {
    const dave = await signUpUser(t);
    const anns = await newDraft(ann);
    await revokeTokens(dave);
    expect(await draftEditor(t, dave, anns).fails('addTextCard', { position: 0 })).toBe(
      'UNAUTHENTICATED',
    );
    // The owner's token still works.
    expect((await draftEditor(t, ann, anns).ok('addTextCard', { position: 0 })).version).toBe(3);
  });

  it('still answers a confirmed token of another account NOT_FOUND', async () => {
    const anns = await newDraft(ann);
    expect(await draftEditor(t, bob, anns).fails('addTextCard', { position: 0 })).toBe(
      'NOT_FOUND',
    );
  });
});
