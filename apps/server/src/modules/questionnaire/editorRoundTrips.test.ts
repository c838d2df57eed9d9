import pg from 'pg';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  storeTestDocument,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * P4 budgets a mutation at 10 ms over HTTP, and every database round trip is a share of it (more
 * under load). The editor sends many small edits to one draft: once the draft's owner is known to
 * this process, an edit is the token check and ONE statement (lock, check, append, bump; no
 * transaction round trips), not lookups of the draft's survey and its account.
 */
describe('questionnaire editor: database round trips of an edit', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let draft: TestDraft;
  const statements: string[] = [];
  const original = pg.Client.prototype.query;

  beforeAll(async () => {
    t = await startTestApp();
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    draft = await storeTestDocument(
      t,
      (await createTestDraft(t, ann)).surveyId,
      makeQuestionnaire(20, 5),
    );
    // Every statement the app sends goes through a pg Client (pool.query included).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0];
      statements.push(
        typeof first === 'string' ? first : String((first as { text?: string })?.text),
      );
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  });
  afterAll(async () => {
    pg.Client.prototype.query = original;
    await t.close();
  });

  const counted = async (run: () => Promise<unknown>) => {
    statements.length = 0;
    await run();
    return [...statements];
  };

  // Purchase freezes drafts: the survey's state is read under a share lock (still a draft?), so
  // that an edit and a purchase never interleave (orders/README.md); it is part of the edit's statement.
  it('applies a repeated edit with the token check and one statement (2 statements)', async () => {
    const editor = draftEditor(t, ann, draft);
    await editor.ok('addTextCard', { position: 0, title: 'First' });
    const sent = await counted(() => editor.ok('addTextCard', { position: 1, title: 'Second' }));
    expect(sent, sent.join('\n')).toHaveLength(2);
  });

  // A draft this process has not seen (after a restart): its survey, owner and document come in
  // one statement, and the edit's statement reads nothing more.
  it('applies a first edit of an unknown draft with one read ahead of its statement (3 statements)', async () => {
    const fresh = await storeTestDocument(
      t,
      (await createTestDraft(t, ann)).surveyId,
      makeQuestionnaire(20, 6),
    );
    const editor = draftEditor(t, ann, fresh);
    const sent = await counted(() => editor.ok('addTextCard', { position: 1, title: 'Cold' }));
    expect(sent, sent.join('\n')).toHaveLength(3);
  });

  // Edits of one draft in one process wait for each other in the process (no connection held),
  // so none is applied to a version another one just moved past and has to be read and applied
  // again: each is still the token check and one statement.
  it('applies concurrent edits of one draft with 2 statements each, none read or applied again', async () => {
    const editor = draftEditor(t, ann, draft);
    await editor.ok('addTextCard', { position: 0, title: 'Warm' });
    const titles = ['a', 'b', 'c', 'd', 'e', 'f'];
    const sent = await counted(() =>
      Promise.all(titles.map((title) => editor.ok('addTextCard', { position: 0, title }))),
    );
    expect(sent, sent.join('\n')).toHaveLength(2 * titles.length);
  });

  it('still answers another account NOT_FOUND once the owner is known, and changes nothing', async () => {
    const own = draftEditor(t, ann, draft);
    const { version } = await own.ok('addTextCard', { position: 0, title: 'Known owner' });
    expect(await draftEditor(t, bob, draft).fails('addTextCard', { position: 0 })).toBe(
      'NOT_FOUND',
    );
    expect((await own.ok('addTextCard', { position: 0, title: 'Next' })).version).toBe(version + 1);
  });

  it('answers NOT_FOUND for a remembered questionnaireId once the survey has a new draft', async () => {
    const old = await storeTestDocument(
      t,
      (await createTestDraft(t, ann)).surveyId,
      makeQuestionnaire(5, 2),
    );
    await draftEditor(t, ann, old).ok('addTextCard', { position: 0, title: 'Remembered' });
    const renewed = await storeTestDocument(t, old.surveyId, makeQuestionnaire(5, 3));
    expect(await draftEditor(t, ann, old).fails('addTextCard', { position: 0 })).toBe('NOT_FOUND');
    await draftEditor(t, ann, renewed).ok('addTextCard', { position: 0, title: 'New id' });
  });
});
