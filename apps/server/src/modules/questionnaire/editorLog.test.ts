import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  rawSnapshot,
  readDraft,
  restoreRawSnapshot,
  storedDraft,
  storeTestDocument,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { unpackSnapshot } from './draftStore/draftStore.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * The command log is the durable record (R12): a draft is rebuilt from an older snapshot and the
 * log alone, and a second server process (its own cache) on the same database continues from
 * what the first one committed.
 */
describe('questionnaire drafts: command log and write-behind snapshots', () => {
  let t: TestApp;
  let ann: SignedUpUser;

  const snapshotOf = (surveyId: string) => rawSnapshot(t, surveyId);

  const logVersions = async (surveyId: string) =>
    (
      await t.deps.database.pool.query<{ version: number }>(
        'SELECT version FROM questionnaire_commands WHERE survey_id = $1 AND version IS NOT NULL ORDER BY version',
        [surveyId],
      )
    ).rows.map((r) => r.version);

  const someEdits = async (edit: ReturnType<typeof draftEditor>, n: number) => {
    for (let i = 0; i < n; i++) {
      const card = await edit.ok('addTextCard', { position: i, title: `Card ${i}` });
      await edit.ok('updateTextCard', {
        textCardLk: card.entry?.entryItem.textCardLk,
        title: `Card ${i}, edited`,
      });
    }
  };

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  it('rebuilds every acknowledged change from an old snapshot and the log (crash)', async () => {
    const created = await createTestDraft(t, ann);
    const draft: TestDraft = await storeTestDocument(t, created.surveyId, makeQuestionnaire(30, 3));
    const old = await snapshotOf(draft.surveyId);
    await someEdits(draftEditor(t, ann, draft), 6);
    const before = await readDraft(t, ann, draft.surveyId);
    expect(before.entries).toHaveLength(36);
    expect(old.version).toBe(before.version - 12);
    // The crash: no snapshot written since, and a restarted process has no cache.
    await restoreRawSnapshot(t, draft.surveyId, old);
    const restarted = await startOtherProcess(t);
    try {
      expect(await readDraft(restarted, ann, draft.surveyId)).toEqual(before);
      expect((await storedDraft(t, draft.surveyId)).version).toBe(before.version);
      const next = await draftEditor(restarted, ann, draft).ok('addTextCard', { position: 0 });
      expect(next.version).toBe(before.version + 1);
    } finally {
      await restarted.close();
    }
  });

  it('writes the pending snapshots when the app closes', async () => {
    const other = await startOtherProcess(t);
    const draft = await createTestDraft(t, ann);
    await someEdits(draftEditor(other, ann, draft), 2);
    const latest = await readDraft(other, ann, draft.surveyId);
    await other.close();
    const row = await snapshotOf(draft.surveyId);
    expect(row.version).toBe(latest.version);
    expect(row.document).toBeNull();
    if (!row.packed) throw new Error('the snapshot is not packed');
    expect((await storedDraft(t, draft.surveyId)).document).toEqual(
      await unpackSnapshot(row.packed),
    );
  });

  it('lets two processes edit one draft: versions contiguous, nothing lost', async () => {
    const other = await startOtherProcess(t);
    try {
      const draft = await createTestDraft(t, ann);
      const [here, there] = [draftEditor(t, ann, draft), draftEditor(other, ann, draft)];
      // Alternating: each process's cached copy is behind on every call and replays the log.
      await here.ok('addTextCard', { position: 0, title: 'one' });
      await there.ok('addTextCard', { position: 1, title: 'two' });
      await here.ok('addTextCard', { position: 2, title: 'three' });
      const titles = ['a', 'b', 'c', 'd', 'e', 'f'];
      const changes = await Promise.all(
        titles.map((title, i) => (i % 2 ? here : there).ok('addTextCard', { position: 0, title })),
      );
      const last = Math.max(...changes.map((c) => c.version));
      expect(changes.map((c) => c.version).sort((a, b) => a - b)).toEqual(
        titles.map((_, i) => last - titles.length + 1 + i),
      );
      expect(await logVersions(draft.surveyId)).toEqual(
        Array.from({ length: last }, (_, i) => i + 1),
      );
      const [a, b] = [
        await readDraft(t, ann, draft.surveyId),
        await readDraft(other, ann, draft.surveyId),
      ];
      expect(b).toEqual(a);
      expect(a.version).toBe(last);
      expect(a.entries).toHaveLength(9);
    } finally {
      await other.close();
    }
  });
  it('logs only the imported entries of the source, and replays the import after the source changed', async () => {
    const draft = await createTestDraft(t, ann);
    const initial = await rawSnapshot(t, draft.surveyId);
    const created = await createTestDraft(t, ann);
    const source = await storeTestDocument(t, created.surveyId, makeQuestionnaire(30, 5));
    const chosen = (await storedDraft(t, source.surveyId)).document.entries
      .filter((e) => e.entryType === 'question')
      .slice(0, 2)
      .map((e) => e.number);
    const imported = await draftEditor(t, ann, draft).ok('importQuestionnaireEntries', {
      sourceQuestionnaireId: source.questionnaireId,
      entryNumbers: chosen,
      position: 0,
    });
    expect(imported.entries).toHaveLength(2);
    const logged = await t.deps.database.pool.query<{ numbers: number[] }>(
      `SELECT jsonb_path_query_array(ctx, '$.source.entries[*].number') AS numbers
         FROM questionnaire_commands WHERE survey_id = $1 AND operation = 'importQuestionnaireEntries'`,
      [draft.surveyId],
    );
    expect(logged.rows[0]?.numbers).toEqual(chosen);
    const before = await readDraft(t, ann, draft.surveyId);
    // The source changes afterwards; a process without the draft cached replays the import.
    await draftEditor(t, ann, source).ok('detachQuestionnaireEntry', { number: chosen[0] });
    await restoreRawSnapshot(t, draft.surveyId, initial);
    const restarted = await startOtherProcess(t);
    try {
      expect(await readDraft(restarted, ann, draft.surveyId)).toEqual(before);
    } finally {
      await restarted.close();
    }
  });
});
