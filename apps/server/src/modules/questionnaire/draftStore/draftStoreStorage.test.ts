import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../../test/authHelpers.ts';
import { COMMAND_SCHEMA_VERSION } from '@survey/domain/questionnaire/registry';
import { errorCode, gql, gqlOk } from '../../../../test/graphqlHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  rawSnapshot,
  readDraft,
  restoreRawSnapshot,
  storedDraft,
  type DraftView,
  type TestDraft,
} from '../../../../test/questionnaireHelpers.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../../test/testApp.ts';
import { writeSnapshot } from './draftLog.store.ts';
import { UnknownCommandSchemaError } from './draftReplay.ts';

/**
 * What identifies a stored draft and its log. A draft deleted and created again restarts at
 * version 1, so "version N" alone names two different documents (ABA): every copy of a draft (a
 * process's cache, a pending snapshot) is tied to the draft's generation as well. And each logged
 * command carries the command-schema version it was written with, so that a build never replays
 * a command whose meaning it does not know.
 */
describe('questionnaire drafts: generations and command-schema versions', () => {
  let t: TestApp;
  let ann: SignedUpUser;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

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
    const other = await startOtherProcess(t);
    try {
      // This process edits the old draft to version 4 and caches it.
      const old = await createTestDraft(t, ann);
      await addCards(t, old, ['old 1', 'old 2', 'old 3']);
      const before = await readDraft(t, ann, old.surveyId);
      expect(before.version).toBe(4);
      const oldGeneration = await generationOf(old.surveyId);

      // The draft is deleted and created again; the other process brings it to version 4.
      // No product path deletes a draft while its survey lives on; remove the draft and its log
      // the way a survey's deletion cascades to them.
      await t.deps.database.pool.query(
        'WITH d AS (DELETE FROM draft_questionnaires WHERE survey_id = $1) DELETE FROM questionnaire_commands WHERE survey_id = $1',
        [old.surveyId],
      );
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

  it('logs the command-schema version and refuses to replay a version it does not know', async () => {
    const draft = await createTestDraft(t, ann);
    const pool = t.deps.database.pool;
    const initial = await rawSnapshot(t, draft.surveyId);
    await addCards(t, draft, ['one', 'two', 'three']);
    const logged = await pool.query<{ version: number; schema_version: number }>(
      'SELECT version, schema_version FROM questionnaire_commands WHERE survey_id = $1 ORDER BY version',
      [draft.surveyId],
    );
    expect(logged.rows).toEqual(
      [1, 2, 3, 4].map((version) => ({ version, schema_version: COMMAND_SCHEMA_VERSION })),
    );

    // Version 3 as a newer build would have logged it, and a snapshot from before it.
    await pool.query(
      'UPDATE questionnaire_commands SET schema_version = 999 WHERE survey_id = $1 AND version = 3',
      [draft.surveyId],
    );
    await restoreRawSnapshot(t, draft.surveyId, initial, 1);
    const refused = storedDraft(t, draft.surveyId);
    await expect(refused).rejects.toThrow(UnknownCommandSchemaError);
    await expect(refused).rejects.toThrow(
      `command log of draft ${draft.surveyId} holds version 3 logged with command schema 999`,
    );

    // A process without the draft cached answers an internal error, reports why, changes nothing.
    const other = await startOtherProcess(t);
    try {
      const reportedBefore = t.reported.length;
      const read = await gql(
        other,
        'questionnaire',
        ann.accessToken,
        `{ draftQuestionnaire(surveyId: "${draft.surveyId}") { version } }`,
      );
      expect(errorCode(read)).toBe('INTERNAL_SERVER_ERROR');
      const edit = await draftEditor(other, ann, draft).fails('addTextCard', { position: 0 });
      expect(edit).toBe('INTERNAL_SERVER_ERROR');
      const reported = t.reported.slice(reportedBefore);
      expect(reported).toHaveLength(2);
      for (const error of reported) {
        expect(error).toBeInstanceOf(UnknownCommandSchemaError);
        expect(error).toMatchObject({ surveyId: draft.surveyId, version: 3, schemaVersion: 999 });
      }
      const head = await pool.query<{ version: number }>(
        'SELECT version FROM draft_questionnaires WHERE survey_id = $1',
        [draft.surveyId],
      );
      expect(head.rows[0]?.version).toBe(4);
    } finally {
      await other.close();
    }
  });
});
