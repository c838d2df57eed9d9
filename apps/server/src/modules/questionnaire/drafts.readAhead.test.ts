import pino from 'pino';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  storedDraft,
  storeTestDocument,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import type { LockedDraft } from './editor.store.ts';
import { draftSurveyStateSql, surveyOfAccountCondition } from '../projects/surveys.service.ts';
import { lockDraftHead } from './draftLog.store.ts';
import { QuestionnaireDrafts, type DraftReadAhead } from './drafts.ts';

/**
 * A draft this process does not know yet is read, with its owner checked, in the round trip that
 * finds its survey, and decoded while the edit's transaction begins. That read is taken before the
 * head is locked: the edit uses it only if it is the version it locked.
 */
describe('questionnaire drafts: the read ahead of an edit', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  /** A process of its own (empty cache), as a freshly started server's. */
  let drafts: QuestionnaireDrafts;

  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    drafts = new QuestionnaireDrafts(t.deps.database.db, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await drafts.close();
    await t.close();
  });

  const db = () => t.deps.database.db;
  const readAhead = (draft: TestDraft, user: SignedUpUser) =>
    drafts.readAhead(db(), draft.questionnaireId, (surveyId) =>
      surveyOfAccountCondition({ db: db() }, surveyId, user),
    );
  /** What an edit's transaction takes as its "before": the draft at the head it locked. */
  const lockedWith = (surveyId: string, ahead: DraftReadAhead) =>
    db().transaction(async (tx) => {
      const head = await lockDraftHead(
        tx,
        surveyId,
        undefined,
        draftSurveyStateSql({ db: tx }, surveyId),
      );
      if (!head) throw new Error('no draft');
      return { version: head.version, document: await drafts.lockedAt(tx, surveyId, head, ahead) };
    });
  const edited = async (draft: TestDraft) => {
    const ahead = await readAhead(draft, ann);
    if (!ahead) throw new Error('the owner was refused');
    const early: LockedDraft | undefined = await ahead.draft;
    await draftEditor(t, ann, draft).ok('addTextCard', { position: 0, title: 'After the read' });
    return { ahead, early };
  };

  it('reads nothing of another account draft, and the edit answers NOT_FOUND', async () => {
    const draft = await createTestDraft(t, ann);
    expect(await readAhead(draft, bob)).toBeUndefined();
    // Over HTTP, in a process that does not know the owner yet, then again once it does.
    const fresh = await createTestDraft(t, ann);
    const bobs = draftEditor(t, bob, fresh);
    expect(await bobs.fails('addTextCard', { position: 0 })).toBe('NOT_FOUND');
    expect(await bobs.fails('addTextCard', { position: 0 })).toBe('NOT_FOUND');
    const anns = await draftEditor(t, ann, fresh).ok('addTextCard', { position: 0 });
    expect(anns.version).toBe(2);
    expect(await bobs.fails('addTextCard', { position: 0 })).toBe('NOT_FOUND');
    expect((await storedDraft(t, fresh.surveyId)).version).toBe(2);
  });

  it('uses a read of the locked version as it is', async () => {
    const draft = await storeTestDocument(
      t,
      (await createTestDraft(t, ann)).surveyId,
      makeQuestionnaire(12, 4),
    );
    const ahead = await readAhead(draft, ann);
    if (!ahead) throw new Error('the owner was refused');
    const early = await ahead.draft;
    const locked = await lockedWith(draft.surveyId, ahead);
    expect(locked.version).toBe(early?.version);
    // The very object decoded ahead: nothing was read again.
    expect(locked.document).toBe(early?.document);
  });

  it('does not use a read that an edit made stale, and answers the locked version', async () => {
    const draft = await storeTestDocument(
      t,
      (await createTestDraft(t, ann)).surveyId,
      makeQuestionnaire(12, 5),
    );
    const { ahead, early } = await edited(draft);
    const current = await storedDraft(t, draft.surveyId);
    expect(current.version).toBe((early?.version ?? 0) + 1);
    const locked = await lockedWith(draft.surveyId, ahead);
    expect(locked.version).toBe(current.version);
    expect(locked.document).toEqual(current.document);
    expect(locked.document).not.toEqual(early?.document);
  });

  it('does not use a read of a draft deleted and created again since, at the same version', async () => {
    const first = await createTestDraft(t, ann);
    const ahead = await readAhead(first, ann);
    if (!ahead) throw new Error('the owner was refused');
    // As a survey's deletion cascades (no product path deletes a draft of a living survey).
    await t.deps.database.pool.query(
      'WITH d AS (DELETE FROM draft_questionnaires WHERE survey_id = $1) DELETE FROM questionnaire_commands WHERE survey_id = $1',
      [first.surveyId],
    );
    await gqlOk(
      t,
      'questionnaire',
      ann.accessToken,
      `mutation { addQuestionnaire(surveyId: "${first.surveyId}") { version } }`,
    );
    const current = await storedDraft(t, first.surveyId);
    expect(current.version).toBe((await ahead.draft)?.version);
    const locked = await lockedWith(first.surveyId, ahead);
    expect(locked.document).toEqual(current.document);
    expect(locked.document.questionnaireId).not.toBe(first.questionnaireId);
  });
});
