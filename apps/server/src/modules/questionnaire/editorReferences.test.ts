import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  readDraft,
  type EntryView,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/** Routes, masking, logic, forks, paste, empty, duplicate, relocalise and import over GraphQL. */
describe('questionnaire editor: references and bulk edits over GraphQL', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let draft: TestDraft;
  let edit: ReturnType<typeof draftEditor>;
  let fork: EntryView;
  let q1: EntryView;
  let q2: EntryView;
  let m1: EntryView;
  let t1: EntryView;
  const lkOf = (e: EntryView) => e.entryItem.questionLk ?? '';
  const optionLks = (e: EntryView) =>
    (e.entryItem.responseOptions ?? []).map((o) => o.responseOptionLk);

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    draft = await createTestDraft(t, ann);
    edit = draftEditor(t, ann, draft);
    await edit.ok('addFork', { position: 0, name: 'Split' });
    await edit.ok('addQuestion', { questionTypeCode: 'Basic', position: 1, text: 'Brand?' });
    await edit.ok('addQuestion', { questionTypeCode: 'Basic', position: 2, text: 'Why?' });
    await edit.ok('addMatrixQuestion', { position: 3, title: 'Rate' });
    await edit.ok('addTextCard', { position: 4, title: 'Bye' });
    const read = await readDraft(t, ann, draft.surveyId);
    [fork, q1, q2, m1, t1] = read.entries as [
      EntryView,
      EntryView,
      EntryView,
      EntryView,
      EntryView,
    ];
    const [a, b] = optionLks(q1);
    await edit.ok('updateResponseOption', {
      questionLk: lkOf(q1),
      responseOptionLk: a,
      responseOptionValue: 'Yes',
    });
    await edit.ok('updateResponseOption', {
      questionLk: lkOf(q1),
      responseOptionLk: b,
      responseOptionValue: 'No',
    });
  });
  afterAll(() => t.close());

  it('routes forward, refuses a backward route, removes a route', async () => {
    const [yes] = optionLks(q1);
    const route = { questionLk: lkOf(q2), responseOptionLk: optionLks(q2)[0] };
    const set = await edit.ok('setRoute', { ...route, targetNumber: t1.number });
    expect(set.responseOption?.route).toEqual({ targetNumber: t1.number });
    const before = (await readDraft(t, ann, draft.surveyId)).version;
    const code = await edit.fails('setRoute', {
      questionLk: lkOf(q2),
      responseOptionLk: optionLks(q2)[1],
      targetNumber: q1.number,
    });
    expect(code).toBe('ROUTE_BACKWARD');
    expect((await readDraft(t, ann, draft.surveyId)).version).toBe(before);
    const removed = await edit.ok('removeRoute', route);
    expect(removed.responseOption?.route).toBeNull();
    const end = await edit.ok('setRoute', {
      questionLk: lkOf(q1),
      responseOptionLk: yes,
      targetNumber: 100000,
    });
    expect(end.responseOption?.route).toEqual({ targetNumber: 100000 });
  });

  it('masks options, rows and columns by earlier answers', async () => {
    const [yes] = optionLks(q1);
    const maskingRules = [
      {
        clause: 'OR',
        negated: false,
        maskingKeys: [{ questionLk: lkOf(q1), responseOptionLk: yes }],
      },
    ];
    const option = await edit.ok('createOrUpdateMaskingRule', {
      questionLk: lkOf(q2),
      responseOptionLk: optionLks(q2)[0],
      maskingRules,
    });
    expect(option.responseOption).toMatchObject({
      maskingRules: [
        { clause: 'OR', maskingKeys: [{ questionLk: lkOf(q1), matrixTitleLk: null }] },
      ],
    });
    const m = m1.entryItem;
    await edit.ok('createOrUpdateMatrixRowMaskingRule', {
      matrixTitleLk: m.matrixTitleLk,
      questionLk: m.matrixRows?.[0]?.questionLk,
      maskingRules,
    });
    const column = await edit.ok('createOrUpdateMatrixColumnMaskingRule', {
      matrixTitleLk: m.matrixTitleLk,
      responseOptionLk: optionLks(m1)[0],
      maskingRules,
    });
    expect(column.responseOption?.responseOptionLk).toBe(optionLks(m1)[0]);
    const code = await edit.fails('createOrUpdateMaskingRule', {
      questionLk: lkOf(q1),
      responseOptionLk: yes,
      maskingRules: [
        {
          ...maskingRules[0],
          maskingKeys: [{ questionLk: lkOf(q2), responseOptionLk: optionLks(q2)[0] }],
        },
      ],
    });
    expect(code).toMatch(/^MASKING_/);
  });

  it('sets display logic of every card kind and removes it', async () => {
    const proposition = {
      questionResponseOption: { questionLk: lkOf(q1), responseOptionLks: [optionLks(q1)[0]] },
    };
    const set = await edit.ok('setQuestionLogic', {
      questionLk: lkOf(q2),
      proposition,
      negated: true,
    });
    expect(set.logic).toMatchObject({ clauseNumber: 1, negated: true });
    expect(set.propositionRef).toEqual({
      clauseNumber: 1,
      propositionId: set.logic?.propositionId,
    });
    const ored = await edit.ok('setQuestionLogic', {
      questionLk: lkOf(q2),
      logicInfoRef: { clauseNumber: 1 },
      proposition: { questionResponseOptionCount: { questionLk: lkOf(q1), min: 1, max: 1 } },
    });
    expect(ored.entry?.questionLogic).toHaveLength(2);
    const matrix = await edit.ok('setMatrixLogic', {
      matrixTitleLk: m1.entryItem.matrixTitleLk,
      proposition,
    });
    expect(matrix.logic?.clauseNumber).toBe(1);
    await edit.ok('setTextCardQuestionLogic', {
      textCardLk: t1.entryItem.textCardLk,
      proposition: {
        matrixResponseOption: {
          matrixTitleLk: m1.entryItem.matrixTitleLk,
          questionLk: m1.entryItem.matrixRows?.[0]?.questionLk,
          responseOptionLks: [optionLks(m1)[0]],
        },
      },
    });
    const one = await edit.ok('removeQuestionLogic', {
      questionLk: lkOf(q2),
      logicInfoRef: { clauseNumber: 1, propositionId: set.logic?.propositionId },
    });
    expect(one.entry?.questionLogic).toHaveLength(1);
    expect(await edit.fails('setQuestionLogic', { questionLk: lkOf(q1), proposition })).toMatch(
      /^LOGIC_/,
    );
    const all = await edit.ok('removeMatrixLogic', { matrixTitleLk: m1.entryItem.matrixTitleLk });
    expect(all.entry?.questionLogic).toEqual([]);
    await edit.ok('removeTextCardQuestionLogic', { textCardLk: t1.entryItem.textCardLk });
  });

  it('edits forks, their groups and the cards on them', async () => {
    const forkId = fork.entryItem.fork?.forkId;
    const added = await edit.ok('addForkBranch', { forkId });
    expect(added.entry?.entryItem.fork?.branches).toHaveLength(3);
    await edit.ok('updateFork', { forkId, name: 'Price test' });
    await edit.ok('updateForkBranch', { forkId, branchNumber: 1, percentage: 20 });
    const equal = await edit.ok('equaliseForkBranches', { forkId });
    const shares = equal.entry?.entryItem.fork?.branches.map((b) => b.percentage) ?? [];
    expect(shares.reduce((s, p) => s + p, 0)).toBeCloseTo(100, 3);
    const on = await edit.ok('setQuestionnaireEntryForkBranch', {
      number: q2.number,
      forkId,
      branchNumber: 2,
    });
    expect(on.entry?.forks).toEqual([{ forkId, branchNumber: 2 }]);
    const off = await edit.ok('removeQuestionnaireEntryForkBranch', {
      number: q2.number,
      forkId,
      branchNumber: 2,
    });
    expect(off.entry?.forks).toEqual([]);
    const removed = await edit.ok('removeForkBranch', { forkId, branchNumber: 3 });
    expect(removed.entry?.entryItem.fork?.branches).toHaveLength(2);
    expect(await edit.fails('removeForkBranch', { forkId, branchNumber: 2 })).toBe('TOO_FEW_ITEMS');
  });

  it('pastes into titles, options, columns and rows; empties cards; duplicates cards', async () => {
    const title = await edit.ok('pasteInTitle', {
      questionLk: lkOf(q2),
      text: 'Why not?',
      responseOptions: ['Price', 'Taste', 'Other'],
    });
    expect(title.entry?.entryItem.responseOptions?.map((o) => o.responseOption.value)).toEqual([
      'Price',
      'Taste',
      'Other',
    ]);
    const more = await edit.ok('pasteInResponses', {
      questionLk: lkOf(q2),
      responseOptions: ['Smell'],
      position: 3,
    });
    expect(more.entry?.entryItem.responseOptions).toHaveLength(4);
    const matrix = m1.entryItem.matrixTitleLk;
    await edit.ok('pasteInMatrixResponses', {
      matrixTitleLk: matrix,
      responseOptions: ['Good', 'Bad'],
      position: 0,
    });
    const rows = await edit.ok('pasteInMatrixRows', {
      matrixTitleLk: matrix,
      rows: ['Acme', 'Globex', 'Initech'],
      position: 0,
    });
    expect(rows.entry?.entryItem.matrixRows?.map((r) => r.question.text)).toEqual([
      'Acme',
      'Globex',
      'Initech',
    ]);
    const copy = await edit.ok('duplicateMatrixQuestion', { matrixTitleLk: matrix, position: 4 });
    expect(copy.entry?.entryItem.matrixRows).toHaveLength(3);
    const card = await edit.ok('duplicateTextCard', {
      textCardLk: t1.entryItem.textCardLk,
      position: 6,
    });
    expect(card.entry?.label).toBe('T2');
    const emptied = await edit.ok('emptyMatrixQuestion', {
      matrixTitleLk: copy.entry?.entryItem.matrixTitleLk,
    });
    expect(emptied.entry?.entryItem.matrixRows?.every((r) => r.question.text === '')).toBe(true);
    const empty = await edit.ok('emptyQuestionCard', { questionLk: lkOf(q2) });
    expect(empty.entry?.entryItem.question?.text).toBe('');
  });

  it('relocalises the draft and imports entries of another draft of the account', async () => {
    const relocalised = await edit.ok('relocaliseQuestionnaire', {
      questionnaireId: undefined,
      surveyId: draft.surveyId,
      newLocale: { language: 'de', country: 'DE' },
    });
    expect(relocalised.entry).toBeNull();
    const other = await createTestDraft(t, ann);
    const source = draftEditor(t, ann, other);
    await source.ok('addFork', { position: 0 });
    await source.ok('addQuestion', {
      questionTypeCode: 'FreeText',
      position: 1,
      text: 'Imported?',
    });
    const before = await readDraft(t, ann, draft.surveyId);
    const refused = await edit.fails('importQuestionnaireEntries', {
      sourceQuestionnaireId: other.questionnaireId,
      entryNumbers: [1, 2],
      position: 1,
    });
    expect(refused).toBe('IMPORT_NOT_ALLOWED');
    const imported = await edit.ok('importQuestionnaireEntries', {
      sourceQuestionnaireId: other.questionnaireId,
      entryNumbers: [2],
      position: 1,
    });
    expect(imported.entries).toHaveLength(1);
    expect(imported.entry).toMatchObject({
      position: 1,
      entryItem: { question: { text: 'Imported?' } },
    });
    const after = await readDraft(t, ann, draft.surveyId);
    expect(after.entries).toHaveLength(before.entries.length + 1);
  });
});
