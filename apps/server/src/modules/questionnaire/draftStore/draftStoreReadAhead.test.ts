import pino from 'pino';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../../test/authHelpers.ts';
import { gqlOk } from '../../../../test/graphqlHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  storedDraft,
  storeTestDocument,
  type TestDraft,
} from '../../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../../test/testApp.ts';
import type { LockedDraft } from './draftTypes.ts';
import { draftSurveyStateSql, surveyOfAccountCondition } from '../../projects/surveys.queries.ts';
import { editStatement, type DraftAt } from './draftLog.store.ts';
import { QuestionnaireDrafts } from './draftStore.ts';

/**
 * A draft this process does not know yet is read, with its owner checked, in the round trip that
 * finds its survey, and decoded while the edit goes on. The edit applies its command to that read;
 * its statement commits only if the draft is still at that version (generation and version).
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
  /** An edit's statement for a command applied to the draft at `at`: did it commit? */
  const commitAt = async (surveyId: string, at: DraftAt) =>
    editStatement(
      db(),
      surveyId,
      null,
      {
        at,
        entry: {
          surveyId,
          version: at.version + 1,
          userId: ann.userId,
          at: new Date(),
          operation: 'addTextCard',
          arguments: { position: 0 },
          ctx: { ids: [], now: new Date().toISOString() },
        },
      },
      draftSurveyStateSql({ db: db() }, surveyId),
    );
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

  it('edits from the read ahead as it is, reading nothing again', async () => {
    const draft = await storeTestDocument(
      t,
      (await createTestDraft(t, ann)).surveyId,
      makeQuestionnaire(12, 4),
    );
    const ahead = await readAhead(draft, ann);
    if (!ahead) throw new Error('the owner was refused');
    const early = await ahead.draft;
    const current = await drafts.current(db(), draft.surveyId, ahead);
    expect(current?.version).toBe(early?.version);
    // The very object decoded ahead: nothing was read again.
    expect(current?.document).toBe(early?.document);
  });

  it('commits nothing applied to a read that an edit made stale, and tells the version', async () => {
    const draft = await storeTestDocument(
      t,
      (await createTestDraft(t, ann)).surveyId,
      makeQuestionnaire(12, 5),
    );
    const { early } = await edited(draft);
    if (!early) throw new Error('no read ahead');
    const current = await storedDraft(t, draft.surveyId);
    expect(current.version).toBe(early.version + 1);
    const seen = await commitAt(draft.surveyId, early);
    expect(seen.committed).toBe(false);
    expect(seen.head?.version).toBe(current.version);
    expect(await storedDraft(t, draft.surveyId)).toEqual(current);
  });

  it('commits nothing applied to a read of a draft deleted and created again since, at the same version', async () => {
    const first = await createTestDraft(t, ann);
    const ahead = await readAhead(first, ann);
    if (!ahead) throw new Error('the owner was refused');
    const early = await ahead.draft;
    if (!early) throw new Error('no read ahead');
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
    expect(current.version).toBe(early.version);
    const seen = await commitAt(first.surveyId, early);
    expect(seen.committed).toBe(false);
    expect(seen.head?.generation).not.toBe(early.generation);
    expect(await storedDraft(t, first.surveyId)).toEqual(current);
    expect(current.document.questionnaireId).not.toBe(first.questionnaireId);
  });
});
