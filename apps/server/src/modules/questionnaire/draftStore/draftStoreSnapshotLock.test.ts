import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../../test/authHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  storedDraft,
} from '../../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../../test/testApp.ts';
import { writeSnapshot } from './draftLog.store.ts';

/**
 * A write-behind snapshot (a ~500 KB document for a large draft, tens of milliseconds) must never
 * hold up the editor: every edit locks the draft's head row, so the snapshot must not lock it.
 */
describe('questionnaire drafts: snapshot writes and edits', () => {
  let t: TestApp;
  let ann: SignedUpUser;

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  /** Resolves once some session of this database waits for a lock, unless `stop()` is called. */
  const lockWait = () => {
    let stopped = false;
    const waiting = (async () => {
      while (!stopped) {
        const { rows } = await t.deps.database.pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        if ((rows[0]?.n ?? 0) > 0) return;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    return { waiting, stop: () => void (stopped = true) };
  };

  it('applies an edit while a snapshot of the same draft is being written', async () => {
    const draft = await createTestDraft(t, ann);
    const editor = draftEditor(t, ann, draft);
    await editor.ok('addTextCard', { position: 0 });
    const latest = await storedDraft(t, draft.surveyId);

    // A snapshot write caught in the middle: written, its transaction not yet committed.
    let inProgress!: () => void;
    const writing = new Promise<void>((resolve) => (inProgress = resolve));
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let written = false;
    const snapshot = t.deps.database.db.transaction(async (tx) => {
      written = await writeSnapshot(tx, draft.surveyId, latest, latest.document);
      inProgress();
      await finished;
    });
    await writing;

    const edit = editor.ok('addTextCard', { position: 0 });
    const watch = lockWait();
    const first = await Promise.race([
      edit.then(() => 'the edit'),
      watch.waiting.then(() => 'a lock wait'),
    ]);
    watch.stop();
    finish();
    await snapshot;
    const change = await edit;

    expect(written).toBe(true);
    expect(first).toBe('the edit');
    expect(change.version).toBe(latest.version + 1);
    const stored = await storedDraft(t, draft.surveyId);
    expect(stored.version).toBe(latest.version + 1);
    expect(stored.document.entries).toHaveLength(latest.document.entries.length + 1);
  });
});
