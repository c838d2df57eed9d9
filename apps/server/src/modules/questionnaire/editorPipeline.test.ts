import { checkInvariants } from '@survey/domain/questionnaire/invariants';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import { createTestProject } from '../../../test/projectHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  readDraft,
  type TestDraft,
  storedDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/** The mutation pipeline: edits in order, nothing written on refusal, the command log, hostile content. */
describe('questionnaire editor: transactions, command log and content safety', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let draft: TestDraft;
  let edit: ReturnType<typeof draftEditor>;
  let questionLk: string;

  const stored = () => storedDraft(t, draft.surveyId);

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    draft = await createTestDraft(t, ann);
    edit = draftEditor(t, ann, draft);
    const added = await edit.ok('addQuestion', {
      questionTypeCode: 'Basic',
      position: 0,
      text: 'Q',
    });
    questionLk = added.entry?.entryItem.questionLk ?? '';
  });
  afterAll(() => t.close());

  it('applies concurrent mutations on one draft one after the other, losing none', async () => {
    const { version } = await stored();
    const values = ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon', 'Zeta'];
    const changes = await Promise.all([
      edit.ok('updateQuestion', { questionLk, questionTypeCode: 'Basic', text: 'Which one?' }),
      edit.ok('addTextCard', { position: 1, title: 'Intro' }),
      ...values.map((v) =>
        edit.ok('addResponseOption', { questionLk, position: 0, responseOptionValue: v }),
      ),
    ]);
    const versions = changes.map((c) => c.version).sort((x, y) => x - y);
    expect(versions).toEqual(changes.map((_, i) => version + 1 + i));
    const after = await stored();
    expect(after.version).toBe(version + 8);
    const read = await readDraft(t, ann, draft.surveyId);
    expect(read.entries.map((e) => e.label)).toEqual(['Q1', 'T1']);
    expect(read.entries[0]?.entryItem.question?.text).toBe('Which one?');
    const optionValues = read.entries[0]?.entryItem.responseOptions?.map(
      (o) => o.responseOption.value,
    );
    expect(optionValues).toEqual(expect.arrayContaining(values));
    expect(checkInvariants(after.document)).toEqual([]);
  });

  it('leaves version, document and log untouched when a command is refused', async () => {
    const before = await stored();
    const logged = await t.deps.database.pool.query(
      'SELECT count(*)::int AS n FROM questionnaire_commands',
    );
    expect(await edit.fails('moveQuestionnaireEntry', { number: 1, toPosition: 99 })).toBe(
      'INVALID_POSITION',
    );
    expect(
      await edit.fails('setQuestionScale', {
        questionLk,
        min: 0,
        max: 10,
        step: 1,
        startingPosition: 0,
      }),
    ).toBe('WRONG_QUESTION_TYPE');
    expect(await edit.fails('detachQuestionnaireEntry', { number: 4242 })).toBe('ENTRY_NOT_FOUND');
    expect(await stored()).toEqual(before);
    const after = await t.deps.database.pool.query(
      'SELECT count(*)::int AS n FROM questionnaire_commands',
    );
    expect(after.rows).toEqual(logged.rows);
  });

  it('reports a broken invariant as an internal error and keeps the stored draft', async () => {
    const corrupt = await createTestDraft(t, ann);
    const stamp = '2024-01-01T00:00:00.000Z';
    const branch = (n: number) => ({
      branchNumber: n,
      label: String.fromCharCode(64 + n),
      percentage: 25,
    });
    const document: Questionnaire = {
      questionnaireId: corrupt.questionnaireId,
      locale: { language: 'en', country: 'GB' },
      audienceEntries: [],
      lastEntryNumber: 1,
      entries: [
        {
          number: 1,
          position: 0,
          contextPosition: 0,
          label: 'A/B',
          questionKind: 'questionnaire',
          forks: [],
          questionLogic: [],
          createdDate: stamp,
          sinceDate: stamp,
          entryType: 'fork',
          // Four groups: more than a fork may have (a corrupted document, not user input).
          entryItem: { fork: { forkId: 'f1', name: 'Fork', branches: [1, 2, 3, 4].map(branch) } },
        },
      ],
    };
    await t.deps.database.pool.query(
      'WITH head AS (UPDATE draft_questionnaires SET version = version + 1 WHERE survey_id = $1 RETURNING version) UPDATE draft_questionnaire_snapshots SET packed = NULL, document = $2, version = (SELECT version FROM head) WHERE survey_id = $1',
      [corrupt.surveyId, JSON.stringify(document)],
    );
    const reported = t.reported.length;
    const code = await draftEditor(t, ann, corrupt).fails('addTextCard', { position: 1 });
    expect(code).toBe('INTERNAL_SERVER_ERROR');
    expect(t.reported.length).toBe(reported + 1);
    const after = await storedDraft(t, corrupt.surveyId);
    expect({ version: after.version, document: after.document }).toEqual({ version: 2, document });
  });

  it('logs every applied command with its user, time, operation and arguments', async () => {
    t.advance(60_000);
    const change = await edit.ok('updateQuestion', {
      questionLk,
      questionTypeCode: 'Basic',
      text: 'Logged?',
    });
    const { rows } = await t.deps.database.pool.query<{
      user_id: string;
      at: Date;
      operation: string;
      arguments: Record<string, unknown>;
    }>(
      'SELECT user_id, at, operation, arguments FROM questionnaire_commands WHERE survey_id = $1 ORDER BY id',
      [draft.surveyId],
    );
    const last = rows.at(-1);
    expect(last).toMatchObject({
      user_id: ann.userId,
      operation: 'updateQuestion',
      arguments: {
        questionnaireId: draft.questionnaireId,
        questionLk,
        questionTypeCode: 'Basic',
        text: 'Logged?',
      },
    });
    expect(Math.abs((last?.at.getTime() ?? 0) - t.deps.clock().getTime())).toBeLessThan(5_000);
    expect(rows.map((r) => r.operation)).toEqual(
      expect.arrayContaining([
        'addQuestionnaire',
        'addQuestion',
        'addTextCard',
        'addResponseOption',
      ]),
    );
    // One log row per applied command since the draft was created (its version 1).
    expect(rows).toHaveLength(change.version);
  });

  it('stores script payloads as plain text and refuses script URLs (R8)', async () => {
    const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const styled = { ops: [{ insert: script, attributes: { link: 'javascript:alert(3)' } }] };
    const updated = await edit.ok('updateQuestion', {
      questionLk,
      questionTypeCode: 'Basic',
      text: script,
      textStyling: styled,
    });
    // Not this product's styling: nothing of it is kept.
    expect(updated.entry?.entryItem.question).toMatchObject({ text: script, textStyling: null });
    const card = await edit.ok('addTextCard', {
      position: 0,
      title: script,
      body: `"'><svg onload=alert(4)>`,
    });
    expect(card.entry?.entryItem.textCard).toMatchObject({ title: script });
    const media = { questionLk, mediaName: script, mediaType: 'image' };
    for (const mediaUrl of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
    ]) {
      expect(await edit.fails('setQuestionMedia', { ...media, mediaUrl })).toBe('INVALID_MEDIA');
    }
    const safe = await edit.ok('setQuestionMedia', { ...media, mediaUrl: '/media/pic.png' });
    expect(safe.entry?.entryItem.questionMedia).toMatchObject({ mediaName: script });
    const read = await readDraft(t, ann, draft.surveyId);
    expect(read.entries[1]?.entryItem.question?.text).toBe(script);
    expect(checkInvariants((await stored()).document)).toEqual([]);
  });

  it('sanitises rich-text styling on write: the answer, the stored draft and the command log hold no payload (R8)', async () => {
    const payload = (text: string) => ({
      type: 'doc',
      onload: 'xssMarker1()',
      content: [
        {
          type: 'paragraph',
          attrs: { style: 'x:expression(xssMarker2())' },
          content: [
            { type: 'html', html: '<script>xssMarker3()</script>' },
            {
              type: 'text',
              text,
              marks: [
                { type: 'link', attrs: { href: 'javascript:xssMarker4()' } },
                { type: 'bold', attrs: { onclick: 'xssMarker5()' } },
              ],
            },
            { type: 'pipe', attrs: { questionLk: '"><img src=x onerror=xssMarker6()>' } },
            { type: 'image', attrs: { src: 'x', onerror: 'xssMarker7()' } },
          ],
        },
      ],
    });
    const clean = (text: string) => ({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text, marks: [{ type: 'bold' }] }] },
      ],
    });
    const title = '<b>Styled</b> title';
    const question = await edit.ok('updateQuestion', {
      questionLk,
      questionTypeCode: 'Basic',
      text: title,
      textStyling: payload(title),
    });
    expect(question.entry?.entryItem.question).toMatchObject({ textStyling: clean(title) });
    const card = await edit.ok('addTextCard', { position: 0, title: 'Card' });
    const textCardLk = card.entry?.entryItem.textCardLk ?? '';
    const updatedCard = await edit.ok('updateTextCard', {
      textCardLk,
      title: 'Card',
      titleStyling: payload('Card'),
    });
    expect(updatedCard.entry?.entryItem.textCard).toMatchObject({ titleStyling: clean('Card') });
    const read = JSON.stringify(await readDraft(t, ann, draft.surveyId));
    const document = JSON.stringify((await stored()).document);
    const { rows } = await t.deps.database.pool.query<{ arguments: unknown }>(
      'SELECT arguments FROM questionnaire_commands WHERE survey_id = $1',
      [draft.surveyId],
    );
    // The whole log: no row keeps the payload as sent.
    const latest = JSON.stringify(rows);
    for (const kept of [read, document, latest])
      for (const bad of ['xssMarker', 'expression', 'onclick']) expect(kept).not.toContain(bad);
    expect(read).toContain('<b>Styled</b> title');
  });
  it('lists 100 projects for the import dialog, newest update first', async () => {
    const bob = await signUpUser(t);
    for (let i = 0; i < 101; i++) {
      await createTestProject(t, bob, `Import source ${String(i).padStart(3, '0')}`);
      t.advance(1_000);
    }
    const data = await gqlOk<{
      searchProjects: { projects: { name: string; surveys: { surveyId: string }[] }[] };
    }>(
      t,
      'project',
      bob.accessToken,
      `query List($accountId: ID!) {
        searchProjects(accountId: $accountId, offset: 0, limit: 100, sorting: { sortBy: SinceDate, order: Desc }) {
          projects { name surveys { surveyId } }
        }
      }`,
      { accountId: bob.accountId },
    );
    const projects = data.searchProjects.projects;
    expect(projects).toHaveLength(100);
    expect(projects[0]?.name).toBe('Import source 100');
    expect(projects.at(-1)?.name).toBe('Import source 001');
    expect(projects.every((p) => p.surveys.length === 1)).toBe(true);
  });
});
