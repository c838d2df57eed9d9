import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { addTestFieldwork } from '../../../test/projectHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  readDraft,
  storedDraft,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

interface LogicView {
  entries: {
    number: number;
    label: string;
    questionLogic: {
      clauseNumber: number;
      proposition: { kind: string; questionLk: string; responseOptionLks?: string[] };
    }[];
  }[];
  audienceEntries: {
    label: string;
    entryItem: { questionLk: string; responseOptions: { responseOptionLk: string }[] };
  }[];
}

const LOGIC_FIELDS = `entries { number label questionLogic { clauseNumber
    proposition { ... on AudienceResponseOptionProposition { kind questionLk responseOptionLks } } } }
  audienceEntries { label entryItem { questionLk responseOptions { responseOptionLk } } }`;

/** Which audience questions Q1's display logic points at, in clause order. */
const logicTargets = (view: LogicView) =>
  (view.entries.find((e) => e.label === 'Q1')?.questionLogic ?? []).map(
    (t) => `${t.proposition.questionLk}:${(t.proposition.responseOptionLks ?? []).join(',')}`,
  );

// Spec 2 §5: display logic may reference audience questions, and logic on the first question is
// refused only when there are no audience entries. The server runs every command with the
// survey's audience entries, as the editor does.
describe('display logic on audience questions (spec 2 §5)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let draft: TestDraft;
  let cycleLk: string;
  let cycleYes: string;

  const audience = (name: string, args: Record<string, unknown>) =>
    audienceOk(t, ann.accessToken, name, { surveyId: draft.surveyId, ...args });
  const read = () => readDraft<LogicView>(t, ann, draft.surveyId, LOGIC_FIELDS);
  const editor = () => draftEditor(t, ann, draft);

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    draft = await createTestDraft(t, ann);
    await addTestFieldwork(t, ann, draft.surveyId);
    await audience('setStandardCriterion', { position: 0, audienceCriterionCode: 'gender' });
    await audience('addCustomCriterion', { position: 1, text: 'Do you cycle?' });
    await editor().ok('addQuestion', {
      questionTypeCode: 'Basic',
      position: 0,
      text: 'Which brand?',
    });
    const cycle = (await read()).audienceEntries[1]?.entryItem;
    cycleLk = cycle?.questionLk ?? '';
    cycleYes = cycle?.responseOptions[0]?.responseOptionLk ?? '';
  });
  afterAll(() => t.close());

  const q1Lk = async () => {
    const view = await readDraft<{
      entries: { label: string; entryItem: { questionLk: string } }[];
    }>(
      t,
      ann,
      draft.surveyId,
      'entries { label ... on QuestionEntry { entryItem { questionLk } } }',
    );
    return view.entries.find((e) => e.label === 'Q1')?.entryItem.questionLk ?? '';
  };

  it('adds conditions on audience questions to the first question, kept by later edits and replay', async () => {
    const questionLk = await q1Lk();
    const { audienceEntries } = await read();
    const female = audienceEntries[0]?.entryItem.responseOptions[1]?.responseOptionLk ?? '';
    await editor().ok('setQuestionLogic', {
      questionLk,
      proposition: {
        audienceReponseOption: { questionLk: cycleLk, responseOptionLks: [cycleYes] },
      },
    });
    await editor().ok('setQuestionLogic', {
      questionLk,
      proposition: { audienceReponseOption: { questionLk: 'gender', responseOptionLks: [female] } },
    });
    // Edits that prune references (a card added, then deleted) keep them.
    const card = await editor().ok('addTextCard', { position: 1, title: 'Thanks' });
    await editor().ok('detachQuestionnaireEntry', { number: card.number });

    const expected = [`${cycleLk}:${cycleYes}`, `gender:${female}`];
    expect(logicTargets(await read())).toEqual(expected);
    // A fresh process rebuilds the same draft from its log.
    const replayed = (await storedDraft(t, draft.surveyId)).document;
    const q1 = replayed.entries.find((e) => e.label === 'Q1');
    expect(q1?.questionLogic.map((term) => term.proposition)).toEqual([
      { kind: 'audienceResponseOption', questionLk: cycleLk, responseOptionLks: [cycleYes] },
      { kind: 'audienceResponseOption', questionLk: 'gender', responseOptionLks: [female] },
    ]);
  });

  it('still refuses an audience question or option that does not exist, changing nothing', async () => {
    const questionLk = await q1Lk();
    const before = await read();
    const unknown = (lk: string, option: string) =>
      editor().fails('setQuestionLogic', {
        questionLk,
        proposition: { audienceReponseOption: { questionLk: lk, responseOptionLks: [option] } },
      });
    expect(await unknown('no-such-question', cycleYes)).toBe('LOGIC_TARGET_INVALID');
    expect(await unknown(cycleLk, 'no-such-option')).toBe('LOGIC_TARGET_INVALID');
    expect(await read()).toEqual(before);
  });

  it('drops the conditions on a criterion removed from the audience; the next edits go on', async () => {
    await audience('removeCustomCriterion', { questionLk: cycleLk });
    expect(logicTargets(await read())).toHaveLength(1);
    expect(logicTargets(await read())[0]).toMatch(/^gender:/);
    await editor().ok('addTextCard', { position: 1, title: 'Thanks' });
    const replayed = (await storedDraft(t, draft.surveyId)).document;
    expect(replayed.audienceEntries.map((a) => a.entryItem.questionLk)).toEqual(['gender']);
    expect(replayed.entries[0]?.questionLogic.map((term) => term.proposition.kind)).toEqual([
      'audienceResponseOption',
    ]);
    // With no audience left, logic on the first question is refused again.
    await audience('removeStandardCriterion', { audienceCriterionCode: 'gender' });
    expect(logicTargets(await read())).toEqual([]);
    expect(
      await editor().fails('setQuestionLogic', {
        questionLk: await q1Lk(),
        proposition: { audienceReponseOption: { questionLk: 'gender', responseOptionLks: ['x'] } },
      }),
    ).toBe('LOGIC_NOT_ALLOWED');
  });
});
