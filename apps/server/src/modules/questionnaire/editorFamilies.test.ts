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

/** A representative mutation of every family, through real HTTP, on one growing draft. */
describe('questionnaire editor: every mutation family over GraphQL', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let draft: TestDraft;
  let edit: ReturnType<typeof draftEditor>;
  const lk = { q1: '', q2: '', m1: '', s1: '', t1: '', fork: '' };
  const optionsOf = (e: EntryView | null | undefined) =>
    (e?.entryItem.responseOptions ?? []).map((o) => o.responseOptionLk);

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    draft = await createTestDraft(t, ann);
    edit = draftEditor(t, ann, draft);
  });
  afterAll(() => t.close());

  it('adds every kind of card', async () => {
    const q1 = await edit.ok('addQuestion', {
      questionTypeCode: 'Basic',
      position: 0,
      text: 'Q1?',
    });
    const q2 = await edit.ok('addQuestion', {
      questionTypeCode: 'Basic',
      position: 1,
      text: 'Q2?',
    });
    const m1 = await edit.ok('addMatrixQuestion', { position: 2, title: 'Rate these' });
    const s1 = await edit.ok('addQuestion', { questionTypeCode: 'Scale', position: 3 });
    const t1 = await edit.ok('addTextCard', { position: 4, title: 'Thanks' });
    const fork = await edit.ok('addFork', { position: 0 });
    lk.q1 = q1.entry?.entryItem.questionLk ?? '';
    lk.q2 = q2.entry?.entryItem.questionLk ?? '';
    lk.m1 = m1.entry?.entryItem.matrixTitleLk ?? '';
    lk.s1 = s1.entry?.entryItem.questionLk ?? '';
    lk.t1 = t1.entry?.entryItem.textCardLk ?? '';
    lk.fork = fork.entry?.entryItem.fork?.forkId ?? '';
    expect(fork.entry?.entryItem.fork?.branches).toHaveLength(2);
    expect(m1.entry?.entryItem.matrixRows).toHaveLength(2);
    const read = await readDraft(t, ann, draft.surveyId);
    expect(read.entries.map((e) => e.label)).toEqual(['A/B', 'Q1', 'Q2', 'Q3', 'Q4', 'T1']);
    expect(fork.version).toBe(7);
  });

  it('edits options: update, add, move, detach, exclusive, text entry, pin under randomise', async () => {
    const opts = optionsOf((await readDraft(t, ann, draft.surveyId)).entries[1]);
    await edit.ok('updateResponseOption', {
      questionLk: lk.q1,
      responseOptionLk: opts[0],
      responseOptionValue: 'Acme',
    });
    await edit.ok('updateResponseOption', {
      questionLk: lk.q1,
      responseOptionLk: opts[1],
      responseOptionValue: 'Globex',
    });
    const added = await edit.ok('addResponseOption', {
      questionLk: lk.q1,
      position: 2,
      responseOptionValue: 'Initech',
    });
    const third = added.responseOption?.responseOptionLk;
    const moved = await edit.ok('moveResponseOption', {
      questionLk: lk.q1,
      responseOptionLk: third,
      toPosition: 0,
    });
    expect(optionsOf(moved.entry)[0]).toBe(third);
    const exclusive = await edit.ok('setRoExclusive', {
      questionLk: lk.q1,
      responseOptionLk: third,
      exclusive: true,
    });
    expect(exclusive.responseOption?.exclusive).toBe(true);
    await edit.ok('setRoTextEntryState', {
      questionLk: lk.q1,
      responseOptionLk: third,
      textEntryState: 'enabled',
    });
    expect(
      await edit.fails('pinOrUnpinResponseOption', {
        questionLk: lk.q1,
        responseOptionLk: third,
        pinned: true,
      }),
    ).toBe('PIN_REQUIRES_RANDOMISE');
    await edit.ok('setQuestionnaireSettingValue', {
      questionLk: lk.q1,
      setting: { questionSettingCode: 'RandomiseOptions', settingValue: 'enabled' },
    });
    const pinned = await edit.ok('pinOrUnpinResponseOption', {
      questionLk: lk.q1,
      responseOptionLk: third,
      pinned: true,
    });
    expect(pinned.responseOption).toMatchObject({ responseOptionLk: third, pinned: true });
    const off = await edit.ok('removeQuestionnaireSettingValue', {
      questionLk: lk.q1,
      questionSettingCode: 'RandomiseOptions',
    });
    expect(off.entry?.entryItem.responseOptions?.some((o) => o.pinned)).toBe(false);
    const detached = await edit.ok('detachResponseOption', {
      questionLk: lk.q1,
      responseOptionLk: third,
    });
    expect(optionsOf(detached.entry)).toEqual(opts);
  });

  it('edits a matrix: rows, columns, choice, exclusive column, pinned rows', async () => {
    const row = await edit.ok('addMatrixQuestionRow', {
      matrixTitleLk: lk.m1,
      position: 2,
      text: 'Price',
    });
    const rowLk = row.matrixRow?.questionLk;
    expect(row.matrixRow).toMatchObject({ position: 2, question: { text: 'Price' } });
    await edit.ok('updateMatrixQuestionRow', {
      matrixTitleLk: lk.m1,
      questionLk: rowLk,
      text: 'Value',
    });
    const moved = await edit.ok('moveMatrixQuestionRow', {
      matrixTitleLk: lk.m1,
      questionLk: rowLk,
      toPosition: 0,
    });
    expect(moved.matrixRow?.position).toBe(0);
    const column = await edit.ok('addMatrixResponseOption', {
      matrixTitleLk: lk.m1,
      position: 2,
      responseOptionValue: 'Agree',
    });
    const colLk = column.responseOption?.responseOptionLk;
    await edit.ok('updateMatrixResponseOption', {
      matrixTitleLk: lk.m1,
      responseOptionLk: colLk,
      responseOptionValue: 'Strongly agree',
    });
    await edit.ok('moveMatrixResponseOption', {
      matrixTitleLk: lk.m1,
      responseOptionLk: colLk,
      toPosition: 0,
    });
    const multi = await edit.ok('setQuestionnaireMatrixSettingValue', {
      matrixTitleLk: lk.m1,
      setting: { questionSettingCode: 'MatrixChoice', settingValue: 'multiple_choice' },
    });
    expect(multi.entry?.entryItem.settingValues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'MatrixChoice', value: 'multiple_choice' }),
      ]),
    );
    const exclusive = await edit.ok('setExclusiveMatrixRow', {
      matrixTitleLk: lk.m1,
      responseOptionLk: colLk,
      exclusive: true,
    });
    expect(exclusive.responseOption?.exclusive).toBe(true);
    await edit.ok('setQuestionnaireMatrixSettingValue', {
      matrixTitleLk: lk.m1,
      setting: { questionSettingCode: 'MatrixRandomiseRows', settingValue: 'enabled' },
    });
    const pinned = await edit.ok('pinOrUnpinMatrixRow', {
      matrixTitleLk: lk.m1,
      questionLk: rowLk,
      pinned: true,
    });
    expect(pinned.matrixRow?.pinned).toBe(true);
    await edit.ok('removeQuestionnaireMatrixSettingValue', {
      matrixTitleLk: lk.m1,
      questionSettingCode: 'MatrixRandomiseRows',
    });
    await edit.ok('detachMatrixResponseOption', { matrixTitleLk: lk.m1, responseOptionLk: colLk });
    const gone = await edit.ok('detachMatrixQuestionRow', {
      matrixTitleLk: lk.m1,
      questionLk: rowLk,
    });
    expect(gone.entry?.entryItem.matrixRows).toHaveLength(2);
    await edit.ok('updateMatrixQuestion', { matrixTitleLk: lk.m1, title: 'Rate our brands' });
  });

  it('sets a slider scale and label, text card fields and media everywhere', async () => {
    const scale = await edit.ok('setQuestionScale', {
      questionLk: lk.s1,
      min: 1,
      max: 10,
      step: 1,
      startingPosition: 5,
    });
    expect(scale.entry?.entryItem.questionScale).toMatchObject({
      range: { min: 1, max: 10, step: 1, startingPosition: 5 },
    });
    const label = await edit.ok('setQuestionScaleLabel', {
      questionLk: lk.s1,
      labelText: 'Low',
      position: 0,
    });
    expect(label.entry?.entryItem.questionScale).toMatchObject({
      labels: [{ position: 0, label: { text: 'Low' } }],
    });
    await edit.ok('updateTextCard', {
      textCardLk: lk.t1,
      title: 'Thanks',
      subtitle: 'Nearly done',
      body: 'Body',
    });
    const media = {
      mediaName: 'logo.png',
      mediaUrl: 'https://cdn.example/logo.png',
      mediaType: 'image',
    };
    const q = await edit.ok('setQuestionMedia', {
      questionLk: lk.q1,
      ...media,
      renderedMediaUrl: 'https://cdn.example/logo=s0',
    });
    expect(q.entry?.entryItem.questionMedia).toEqual({
      ...media,
      renderedMediaUrl: 'https://cdn.example/logo=s0',
    });
    const [option] = optionsOf(q.entry);
    const o = await edit.ok('setResponseOptionMedia', {
      questionLk: lk.q1,
      responseOptionLk: option,
      ...media,
    });
    expect(o.responseOption?.media).toMatchObject({ mediaUrl: media.mediaUrl });
    const rowLk = (await readDraft(t, ann, draft.surveyId)).entries[3]?.entryItem.matrixRows?.[0]
      ?.questionLk;
    await edit.ok('setMatrixRowMedia', {
      matrixTitleLk: lk.m1,
      questionLk: rowLk,
      ...media,
      mediaType: 'video',
    });
    const card = await edit.ok('setTextCardMedia', { textCardLk: lk.t1, ...media });
    expect(card.entry?.entryItem.questionMedia).toMatchObject({ mediaName: 'logo.png' });
    await edit.ok('removeTextCardMedia', { textCardLk: lk.t1 });
    await edit.ok('removeMatrixRowMedia', { matrixTitleLk: lk.m1, questionLk: rowLk });
    await edit.ok('removeResponseOptionMedia', { questionLk: lk.q1, responseOptionLk: option });
    const removed = await edit.ok('removeQuestionMedia', { questionLk: lk.q1 });
    expect(removed.entry?.entryItem.questionMedia).toBeNull();
  });
});
