import { randomUUID } from 'node:crypto';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import {
  applyQuestionnaireCommand,
  type CommandArgs,
  type QuestionnaireMutationName,
} from '@survey/domain/questionnaire/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  CHANGE_FIELDS,
  createTestDraft,
  mutate,
  storedDraft,
  type ChangeView,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';

interface ProtocolChange extends ChangeView {
  appliedAt: string;
  replayed: boolean;
  clientMutationId: string | null;
}

const SELECTION = `${CHANGE_FIELDS} appliedAt replayed clientMutationId`;

/**
 * The protocol of optimistic clients (clientMutationId, baseVersion, clientIds): what a browser
 * editing a draft, losing answers and sharing the draft with another tab relies on.
 */
describe('questionnaire editor: the optimistic clients protocol', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let draft: TestDraft;

  const send = (name: string, vars: Record<string, unknown>) =>
    mutate<ProtocolChange>(
      t,
      ann,
      name,
      { questionnaireId: draft.questionnaireId, ...vars },
      SELECTION,
    );
  const okIn = async (app: TestApp, name: string, vars: Record<string, unknown>) => {
    const r = await mutate<ProtocolChange>(
      app,
      ann,
      name,
      { questionnaireId: draft.questionnaireId, ...vars },
      SELECTION,
    );
    const change = r.data?.[name];
    if (r.errors?.length || !change) throw new Error(`${name}: ${JSON.stringify(r.errors)}`);
    return change;
  };
  const ok = (name: string, vars: Record<string, unknown>) => okIn(t, name, vars);
  const refusal = async (name: string, vars: Record<string, unknown>) => {
    const r = await send(name, vars);
    expect(r.errors?.length).toBeGreaterThan(0);
    return r.errors?.[0]?.extensions;
  };
  const stored = () => storedDraft(t, draft.surveyId);
  const logRows = async () =>
    (
      await t.deps.database.pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM questionnaire_commands WHERE survey_id = $1',
        [draft.surveyId],
      )
    ).rows[0]?.n;

  /** What a browser does: the domain command on its copy, recording the ids it hands out. */
  function applyLocally<N extends QuestionnaireMutationName>(
    q: Questionnaire,
    name: N,
    args: CommandArgs<N>,
    ids: string[] = [],
    now = new Date().toISOString(),
  ): { document: Questionnaire; ids: string[] } {
    const used: string[] = [];
    const newId = () => {
      const id = ids[used.length] ?? randomUUID();
      used.push(id);
      return id;
    };
    return { document: applyQuestionnaireCommand(name, q, args, { newId, now }), ids: used };
  }

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    draft = await createTestDraft(t, ann);
  });
  afterAll(() => t.close());

  it('applies a mutation retried with the same clientMutationId once, answering the first application', async () => {
    const before = await stored();
    const rowsBefore = await logRows();
    const vars = {
      questionTypeCode: 'Basic',
      position: 0,
      text: 'Retried?',
      clientMutationId: 'tab1-0001',
    };
    const first = await ok('addQuestion', vars);
    const retry = await ok('addQuestion', vars);
    expect(first.replayed).toBe(false);
    expect(first.clientMutationId).toBe('tab1-0001');
    expect(retry.replayed).toBe(true);
    expect(retry.version).toBe(first.version);
    expect(retry.appliedAt).toBe(first.appliedAt);
    const after = await stored();
    expect(after.version).toBe(before.version + 1);
    expect(after.document.entries.filter((e) => e.entryType === 'question')).toHaveLength(
      before.document.entries.filter((e) => e.entryType === 'question').length + 1,
    );
    expect(await logRows()).toBe((rowsBefore ?? 0) + 1);
  });

  // The command is applied before the statement that finds the first application: a retry that
  // the draft as it is now refuses (the entry is gone) still answers the first application.
  it('answers a retry that the draft would now refuse with its first application', async () => {
    const card = await ok('addTextCard', { position: 0, title: 'Detached once' });
    const number = card.entry?.number;
    const vars = { number, clientMutationId: 'tab1-detach' };
    const first = await ok('detachQuestionnaireEntry', vars);
    const retry = await ok('detachQuestionnaireEntry', vars);
    expect(first.replayed).toBe(false);
    expect(retry).toMatchObject({ replayed: true, version: first.version });
    expect((await stored()).version).toBe(first.version);
    const fresh = await refusal('detachQuestionnaireEntry', {
      number,
      clientMutationId: 'tab1-new',
    });
    expect(fresh?.code).toBe('ENTRY_NOT_FOUND');
  });

  it('applies concurrent copies of one retried mutation once', async () => {
    const before = await stored();
    const vars = { position: 0, title: 'Sent three times', clientMutationId: 'tab1-0002' };
    const answers = await Promise.all([1, 2, 3].map(() => ok('addTextCard', vars)));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.version))).toEqual(new Set([before.version + 1]));
    expect((await stored()).version).toBe(before.version + 1);
  });

  // The race across processes (each runs the edits of one draft one after the other), made
  // deterministic: both copies' statements wait for the head's lock, so the second one began
  // before the first committed (PostgreSQL rechecks only the locked row, not the log).
  it('answers a retry that waited for the first attempt under the lock in another process as replayed', async () => {
    const before = await stored();
    const other = await startOtherProcess(t);
    const holder = await t.deps.database.pool.connect();
    let answers: ProtocolChange[];
    try {
      // Both processes know the draft, so each copy is one statement that waits for the lock.
      await ok('addTextCard', { position: 0 });
      await okIn(other, 'addTextCard', { position: 0 });
      const head = await stored();
      await holder.query('BEGIN');
      await holder.query(
        'SELECT 1 FROM draft_questionnaires WHERE survey_id = $1 FOR NO KEY UPDATE',
        [draft.surveyId],
      );
      const vars = { position: 0, title: 'Waited', clientMutationId: 'tab1-0003' };
      const pending = Promise.all([ok('addTextCard', vars), okIn(other, 'addTextCard', vars)]);
      await waitForLockWaiters(2);
      await holder.query('COMMIT');
      answers = await pending;
      expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
      expect(answers.map((a) => a.version)).toEqual([head.version + 1, head.version + 1]);
      expect((await stored()).version).toBe(head.version + 1);
      expect(head.version).toBe(before.version + 2);
    } finally {
      await holder.query('ROLLBACK').catch(() => undefined);
      holder.release();
      await other.close();
    }
  });

  const waitForLockWaiters = async (n: number) => {
    for (let i = 0; i < 500; i++) {
      const { rows } = await t.deps.database.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'",
      );
      if ((rows[0]?.n ?? 0) >= n) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`fewer than ${n} statements waited for a lock`);
  };

  it('refuses a clientMutationId reused for another mutation and changes nothing', async () => {
    const before = await stored();
    const extensions = await refusal('addTextCard', {
      position: 0,
      title: 'Other',
      clientMutationId: 'tab1-0001',
    });
    expect(extensions?.code).toBe('CLIENT_MUTATION_ID_REUSED');
    expect((await stored()).version).toBe(before.version);
  });

  it('refuses a command applied to another version with VERSION_CONFLICT and changes nothing', async () => {
    const before = await stored();
    const extensions = await refusal('addTextCard', {
      position: 0,
      title: 'Stale',
      baseVersion: before.version - 1,
    });
    expect(extensions).toMatchObject({
      code: 'VERSION_CONFLICT',
      currentVersion: before.version,
      baseVersion: before.version - 1,
    });
    expect((await stored()).version).toBe(before.version);
    const accepted = await ok('addTextCard', {
      position: 0,
      title: 'Fresh',
      baseVersion: before.version,
    });
    expect(accepted.version).toBe(before.version + 1);
  });

  it("builds the browser's document exactly when the command gets the client's ids and appliedAt", async () => {
    const before = await stored();
    const args = {
      questionTypeCode: 'Basic',
      position: 1,
      text: 'Same everywhere?',
      defaultOptionsCount: 2,
    } as const;
    const local = applyLocally(before.document, 'addQuestion', args);
    expect(local.ids.length).toBeGreaterThan(2);
    const answer = await ok('addQuestion', {
      ...args,
      baseVersion: before.version,
      clientIds: local.ids,
    });
    const server = (await stored()).document;
    expect(answer.entry?.entryItem.questionLk).toBe(local.ids[0]);
    // Reconciling: the same command, the same ids, the server's time.
    const reconciled = applyLocally(
      before.document,
      'addQuestion',
      args,
      local.ids,
      answer.appliedAt,
    );
    expect(reconciled.document).toEqual(server);
  });

  it('refuses client ids that are malformed, repeated or already in the draft', async () => {
    const before = await stored();
    const existing = before.document.entries.find((e) => e.entryType === 'question');
    const taken = existing?.entryType === 'question' ? existing.entryItem.questionLk : '';
    const bad = [['not-a-uuid'], [taken], [randomUUID(), randomUUID()].flatMap((id) => [id, id])];
    for (const clientIds of bad) {
      const extensions = await refusal('addQuestion', {
        questionTypeCode: 'Basic',
        position: 0,
        text: 'x',
        clientIds,
      });
      expect(extensions?.code, JSON.stringify(clientIds)).toMatch(/BAD_USER_INPUT|ID_COLLISION/);
    }
    expect((await stored()).version).toBe(before.version);
  });

  it('lets two tabs editing one draft converge on the server document with no accepted edit lost', async () => {
    const start = await stored();
    // Both tabs hold the draft at the same version and edit it.
    const tabA = applyLocally(start.document, 'addTextCard', { position: 0, title: 'From A' });
    const tabB = applyLocally(start.document, 'addTextCard', { position: 0, title: 'From B' });
    const a = await ok('addTextCard', {
      position: 0,
      title: 'From A',
      baseVersion: start.version,
      clientIds: tabA.ids,
      clientMutationId: 'tabA-1',
    });
    const conflict = await refusal('addTextCard', {
      position: 0,
      title: 'From B',
      baseVersion: start.version,
      clientIds: tabB.ids,
      clientMutationId: 'tabB-1',
    });
    expect(conflict?.code).toBe('VERSION_CONFLICT');
    // Tab B refetches, applies its pending command again on the new base, and sends it again.
    const refetched = await stored();
    expect(refetched.version).toBe(a.version);
    const again = applyLocally(
      refetched.document,
      'addTextCard',
      { position: 0, title: 'From B' },
      tabB.ids,
    );
    const b = await ok('addTextCard', {
      position: 0,
      title: 'From B',
      baseVersion: refetched.version,
      clientIds: again.ids,
      clientMutationId: 'tabB-1',
    });
    const server = await stored();
    expect(server.version).toBe(b.version);
    const titles = server.document.entries.flatMap((e) =>
      e.entryType === 'textCard' ? [e.entryItem.textCard.title] : [],
    );
    expect(titles.slice(0, 2)).toEqual(['From B', 'From A']);
    // Tab B's copy, reconciled with the server's time, is the server's document.
    const reconciled = applyLocally(
      refetched.document,
      'addTextCard',
      { position: 0, title: 'From B' },
      tabB.ids,
      b.appliedAt,
    );
    expect(reconciled.document).toEqual(server.document);
  });

  // Bulk delete (spec 2 §4): the browser sends each deletion without a base version, side by
  // side, and rebuilds the draft by applying them in the order of the versions answered.
  it('applies deletions sent side by side without a base version, each at its own next version', async () => {
    const cards = [];
    for (const title of ['Bulk 1', 'Bulk 2', 'Bulk 3', 'Bulk 4']) {
      cards.push(await ok('addTextCard', { position: 0, title }));
    }
    const before = await stored();
    const answers = await Promise.all(
      cards.map((c, i) =>
        ok('detachQuestionnaireEntry', {
          number: c.entry?.number,
          clientMutationId: `bulk-${i}`,
          baseVersion: null,
        }),
      ),
    );
    const versions = answers.map((a) => a.version).sort((a, b) => a - b);
    expect(versions).toEqual([1, 2, 3, 4].map((n) => before.version + n));
    const byVersion = cards
      .map((c, i) => ({ number: c.entry?.number ?? 0, answer: answers[i] }))
      .sort((a, b) => (a.answer?.version ?? 0) - (b.answer?.version ?? 0));
    const rebuilt = byVersion.reduce(
      (doc, { number, answer }) =>
        applyLocally(doc, 'detachQuestionnaireEntry', { number }, [], answer?.appliedAt).document,
      before.document,
    );
    expect(rebuilt).toEqual((await stored()).document);
  });
});
