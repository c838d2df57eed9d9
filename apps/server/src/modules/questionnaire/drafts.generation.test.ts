import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../http/app.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  readDraft,
  storedDraft,
  type DraftView,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { writeSnapshot } from './draftLog.store.ts';
import { deleteQuestionnairesOfSurveys } from './questionnaire.service.ts';

/**
 * A draft deleted and created again restarts at version 1, so "version N" alone names two
 * different documents (ABA). Every copy of a draft (a process's cache, a pending snapshot) is
 * tied to the draft's generation as well, and one of an older generation is never served or
 * written over the new draft.
 */
describe('questionnaire drafts: a recreated draft is never mistaken for the old one', () => {
  let t: TestApp;
  let ann: SignedUpUser;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  /** Another server process on the same database: its own app, draft cache and snapshots. */
  const startOtherProcess = async (): Promise<TestApp> => {
    const app = await buildApp(t.deps);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { ...t, app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
  };

  const generationOf = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ generation: string }>(
        'SELECT generation FROM draft_questionnaires WHERE survey_id = $1',
        [surveyId],
      )
    ).rows[0]?.generation;

  const titles = (draft: DraftView) =>
    draft.entries.map((e) => (e.entryItem as { textCard?: { title: string } }).textCard?.title);

  const addCards = async (app: TestApp, draft: TestDraft, names: string[]) => {
    const edit = draftEditor(app, ann, draft);
    for (const [position, title] of names.entries()) {
      await edit.ok('addTextCard', { position, title });
    }
  };

  it('serves and edits the new draft in a process that cached the old one at the same version', async () => {
    const other = await startOtherProcess();
    try {
      // This process edits the old draft to version 4 and caches it.
      const old = await createTestDraft(t, ann);
      await addCards(t, old, ['old 1', 'old 2', 'old 3']);
      const before = await readDraft(t, ann, old.surveyId);
      expect(before.version).toBe(4);
      const oldGeneration = await generationOf(old.surveyId);

      // The draft is deleted and created again; the other process brings it to version 4.
      await deleteQuestionnairesOfSurveys({ db: t.deps.database.db }, [old.surveyId]);
      await gqlOk(
        other,
        'questionnaire',
        ann.accessToken,
        `mutation { addQuestionnaire(surveyId: "${old.surveyId}") { version } }`,
      );
      const created = await readDraft(other, ann, old.surveyId);
      const draft: TestDraft = { surveyId: old.surveyId, questionnaireId: created.questionnaireId };
      expect(created.version).toBe(1);
      expect(await generationOf(draft.surveyId)).not.toBe(oldGeneration);
      await addCards(other, draft, ['new 1', 'new 2', 'new 3']);
      const recreated = await readDraft(other, ann, draft.surveyId);
      expect(recreated.version).toBe(4);

      // This process reads and edits the new draft, not its cached old version 4.
      expect(await readDraft(t, ann, draft.surveyId)).toEqual(recreated);
      const next = await draftEditor(t, ann, draft).ok('addTextCard', {
        position: 3,
        title: 'new 4',
      });
      expect(next.version).toBe(5);
      const stored = await storedDraft(t, draft.surveyId);
      expect(stored.document.entries).toHaveLength(4);
      expect(titles(await readDraft(other, ann, draft.surveyId))).toEqual([
        'new 1',
        'new 2',
        'new 3',
        'new 4',
      ]);

      // A snapshot of the old draft (pending in some process) never lands on the new one.
      const oldSnapshot = { ...stored.document, entries: [] };
      const db = t.deps.database.db;
      const stale = { generation: oldGeneration ?? '', version: 5 };
      expect(await writeSnapshot(db, draft.surveyId, stale, oldSnapshot)).toBe(false);
      expect((await storedDraft(t, draft.surveyId)).document).toEqual(stored.document);
      const generation = (await generationOf(draft.surveyId)) ?? '';
      expect(
        await writeSnapshot(db, draft.surveyId, { generation, version: 5 }, stored.document),
      ).toBe(true);
    } finally {
      await other.close();
    }
  });
});
