import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode } from '../../../test/graphqlHelpers.ts';
import {
  createTestDraft,
  mutate,
  readDraft,
  storeTestDocument,
  type EntryView,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

interface Change {
  version: number;
  number: number | null;
  entry: EntryView | null;
  responseOption: { responseOptionLk: string; pinned: boolean } | null;
}

describe('questionnaire editor: the draft and its basic edits over GraphQL', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let draft: TestDraft;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    draft = await createTestDraft(t, ann);
  });
  afterAll(() => t.close());

  const edit = async (name: string, vars: Record<string, unknown>) => {
    const r = await mutate<Change>(t, ann, name, {
      questionnaireId: draft.questionnaireId,
      ...vars,
    });
    if (r.errors?.length || !r.data?.[name])
      throw new Error(`${name}: ${JSON.stringify(r.errors)}`);
    return r.data[name];
  };

  it('reads an empty draft with its version, no errors and the shortest length', async () => {
    const read = await readDraft(t, ann, draft.surveyId);
    expect(read).toMatchObject({
      questionnaireId: draft.questionnaireId,
      version: 1,
      entries: [],
      validationErrors: [],
      interviewLength: { minutes: 1, tier: { maxMinutes: 2 } },
    });
  });

  it('returns every kind of entry of a generated questionnaire in the spec shape', async () => {
    const other = await createTestDraft(t, ann);
    const document = makeQuestionnaire(40, 7);
    await storeTestDocument(t, other.surveyId, document);
    const read = await readDraft(t, ann, other.surveyId);
    expect(read.entries).toHaveLength(document.entries.length);
    const kinds = new Set(read.entries.map((e) => e.__typename));
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining(['ForkEntry', 'MatrixEntry', 'QuestionEntry', 'TextCardEntry']),
    );
    expect(read.entries.some((e) => e.questionLogic.length > 0)).toBe(true);
    expect(read.entries.some((e) => e.forks.length > 0)).toBe(true);
    expect(read.entries.map((e) => e.label)).toEqual(document.entries.map((e) => e.label));
    expect(read.interviewLength.minutes).toBeGreaterThan(1);
  });

  it('adds a single select with two blank options, reports its title error, and edits it', async () => {
    const added = await edit('addQuestion', { questionTypeCode: 'Basic', position: 0 });
    expect(added.version).toBe(2);
    expect(added.entry).toMatchObject({ __typename: 'QuestionEntry', label: 'Q1', position: 0 });
    const questionLk = added.entry?.entryItem.questionLk;
    expect(added.entry?.entryItem.responseOptions).toHaveLength(2);
    const read = await readDraft(t, ann, draft.surveyId);
    expect(read.validationErrors[0]?.errors.map((e) => e.message)).toContain(
      'Please add a question title',
    );

    const updated = await edit('updateQuestion', {
      questionLk,
      questionTypeCode: 'Basic',
      text: 'Which brands do you know?',
      textStyling: { ops: [{ insert: 'Which brands do you know?' }] },
    });
    expect(updated.version).toBe(3);
    // Not this product's styling (R8: sanitised on write), so the title is stored unstyled.
    expect(updated.entry?.entryItem.question).toMatchObject({
      text: 'Which brands do you know?',
      textStyling: null,
    });

    const option = await edit('addResponseOption', {
      questionLk,
      position: 2,
      responseOptionValue: 'Acme',
    });
    expect(option.responseOption).toMatchObject({ responseOption: { value: 'Acme' } });
    expect(option.entry?.entryItem.responseOptions).toHaveLength(3);
  });

  it('duplicates a question right after it and returns the copy and its number', async () => {
    const read = await readDraft(t, ann, draft.surveyId);
    const original = read.entries[0];
    const copy = await edit('duplicateQuestion', {
      questionLk: original?.entryItem.questionLk,
      position: 1,
    });
    expect(copy.number).toBeGreaterThan(original?.number ?? 0);
    expect(copy.entry).toMatchObject({ position: 1, label: 'Q2' });
    expect(copy.entry?.entryItem.question?.text).toBe('Which brands do you know?');
    expect(copy.entry?.entryItem.questionLk).not.toBe(original?.entryItem.questionLk);
  });

  it('moves and deletes entries, renumbering labels', async () => {
    const card = await edit('addTextCard', { position: 0 });
    expect(card.entry).toMatchObject({ __typename: 'TextCardEntry', label: 'T1' });
    const moved = await edit('moveQuestionnaireEntry', { number: card.number, toPosition: 2 });
    expect(moved.entry?.position).toBe(2);
    const removed = await edit('detachQuestionnaireEntry', { number: card.number });
    expect(removed.entry).toBeNull();
    const read = await readDraft(t, ann, draft.surveyId);
    expect(read.entries.map((e) => e.label)).toEqual(['Q1', 'Q2']);
    expect(read.version).toBe(removed.version);
  });

  it('answers an unknown id with the domain code and changes nothing', async () => {
    const before = await readDraft(t, ann, draft.surveyId);
    const r = await mutate(t, ann, 'updateQuestion', {
      questionnaireId: draft.questionnaireId,
      questionLk: 'no-such-question',
      questionTypeCode: 'Basic',
      text: 'x',
    });
    expect(errorCode(r)).toBe('QUESTION_NOT_FOUND');
    expect(r.errors?.[0]?.extensions).toMatchObject({ category: 'NOT_FOUND' });
    expect(await readDraft(t, ann, draft.surveyId)).toEqual(before);
  });
});
