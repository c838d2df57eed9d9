import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { seededRandom } from '@survey/domain/random';
import { randomArgs } from '@survey/domain/questionnaire/testing/randomArgs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../platform/viewer.ts';
import { AppError } from '../../lib/errors.ts';
import { signUpUser } from '../../../test/authHelpers.ts';
import {
  createTestDraft,
  rawSnapshot,
  restoreRawSnapshot,
  storedDraft,
  storeTestDocument,
  type RawSnapshot,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { DraftLogCorruptError, MAX_REPLAY, QuestionnaireDrafts } from './draftStore/draftStore.ts';
import { EDITOR_MUTATIONS } from './editor.schemas.ts';
import { applyEditorMutation } from './editor.service.ts';

const STEPS = 300;
// Import needs a second draft as its source; the pipeline tests cover it over HTTP.
const NAMES = EDITOR_MUTATIONS.filter((n) => n !== 'importQuestionnaireEntries');

/** Replaying the log reproduces exactly what the mutations produced (ids, times, everything). */
describe('questionnaire drafts: replay determinism', () => {
  let t: TestApp;
  let viewer: Viewer;
  let draft: TestDraft;
  let initial: RawSnapshot | undefined;
  let cached: Questionnaire | undefined;
  let drafts: QuestionnaireDrafts;

  const resetToInitialSnapshot = async () => {
    if (!initial) throw new Error('no initial snapshot');
    await restoreRawSnapshot(t, draft.surveyId, initial);
  };

  beforeAll(async () => {
    t = await startTestApp();
    const user = await signUpUser(t);
    viewer = { userId: user.userId, accountId: user.accountId, email: user.email };
    const created = await createTestDraft(t, user);
    draft = await storeTestDocument(t, created.surveyId, makeQuestionnaire(40, 11));
    initial = await rawSnapshot(t, draft.surveyId);
    drafts = new QuestionnaireDrafts(t.deps.database.db, t.deps.log);
  });
  afterAll(async () => {
    await drafts.close();
    await t.close();
  });

  it('materialises from the initial snapshot what a random command sequence made', async () => {
    const ctx = {
      db: t.deps.database.db,
      clock: t.deps.clock,
      analytics: t.deps.analytics,
      drafts,
    };
    const rnd = seededRandom(2024);
    const die = () => Math.floor(rnd() * 1000);
    let q = (await storedDraft(t, draft.surveyId)).document;
    let applied = 0;
    for (let i = 0; i < STEPS; i++) {
      const name = NAMES[die() % NAMES.length] ?? 'addTextCard';
      const dice = { a: die(), b: die(), c: die(), hostile: die() % 10, text: `text ${die()}` };
      const address =
        name === 'relocaliseQuestionnaire'
          ? { surveyId: draft.surveyId }
          : { questionnaireId: draft.questionnaireId };
      try {
        const outcome = await applyEditorMutation(ctx, viewer, name, {
          ...randomArgs(name, q, dice),
          ...address,
        });
        q = outcome.after;
        applied++;
      } catch (error) {
        // Refusals (user errors) change nothing; anything else is a failure of this test.
        if (!(error instanceof AppError)) throw error;
      }
    }
    cached = q;
    // No snapshot write may land after the resets below (this test and the next rewind it).
    await drafts.flush();
    const head = await storedDraft(t, draft.surveyId);
    expect(applied).toBeGreaterThan(MAX_REPLAY);
    expect(head.version).toBe((initial?.version ?? 0) + applied);
    // Snapshots written inside mutations bound the replay even with no background write.
    const row = await t.deps.database.pool.query<{ tail: number }>(
      'SELECT d.version - s.version AS tail FROM draft_questionnaires d JOIN draft_questionnaire_snapshots s USING (survey_id) WHERE survey_id = $1',
      [draft.surveyId],
    );
    expect(row.rows[0]?.tail).toBeLessThan(MAX_REPLAY);
    expect(head.document).toEqual(cached);
    await resetToInitialSnapshot();
    expect((await storedDraft(t, draft.surveyId)).document).toEqual(cached);
  });

  it('refuses a log that does not rebuild the draft as corrupt', async () => {
    await resetToInitialSnapshot();
    // A gap: the replay stops at it.
    await t.deps.database.pool.query(
      `DELETE FROM questionnaire_commands WHERE survey_id = $1 AND version = $2`,
      [draft.surveyId, (await storedDraft(t, draft.surveyId)).version - 1],
    );
    await expect(storedDraft(t, draft.surveyId)).rejects.toThrow(/missing from the log/);
    // Fewer ids recorded than the command takes: it cannot be the same command.
    const { rows } = await t.deps.database.pool.query<{ id: number }>(
      `SELECT id FROM questionnaire_commands
        WHERE survey_id = $1 AND jsonb_array_length(ctx->'ids') > 0 ORDER BY version LIMIT 1`,
      [draft.surveyId],
    );
    await t.deps.database.pool.query(
      `UPDATE questionnaire_commands SET ctx = jsonb_set(ctx, '{ids}', (ctx->'ids') - 0) WHERE id = $1`,
      [rows[0]?.id],
    );
    await expect(storedDraft(t, draft.surveyId)).rejects.toThrow(DraftLogCorruptError);
  });
});
