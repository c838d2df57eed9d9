import { describe, expect, it } from 'vitest';
import { commandReadsAudience, withAudienceEntries } from './audienceContext.ts';
import { checkInvariants } from './invariants.ts';
import {
  QuestionnaireBuilder,
  audienceEntry,
  questionAt,
  testContext,
} from './testing/builders.ts';

const cycle = audienceEntry(1, 'Do you cycle?', ['Yes', 'No']);
const drive = audienceEntry(2, 'Do you drive?', ['Yes', 'No', 'Sometimes']);

/** Q1 shown when A1 is Yes and A2 is No or Sometimes; Q2 masks its option 1 on A2 Yes. */
function draftWithAudienceLogic() {
  const b = new QuestionnaireBuilder().audience(cycle, drive).question('Q1').question('Q2');
  const q1 = questionAt(b.q, 0).entryItem.questionLk;
  const q2 = questionAt(b.q, 1).entryItem;
  const on = (entry: typeof cycle, options: number[]) => ({
    audienceReponseOption: {
      questionLk: entry.entryItem.questionLk,
      responseOptionLks: options.map(
        (i) => entry.entryItem.responseOptions[i]?.responseOptionLk ?? '',
      ),
    },
  });
  return b
    .apply('setQuestionLogic', { questionLk: q1, proposition: on(cycle, [0]) })
    .apply('setQuestionLogic', { questionLk: q1, proposition: on(drive, [1, 2]) })
    .apply('createOrUpdateMaskingRule', {
      questionLk: q2.questionLk,
      responseOptionLk: q2.responseOptions[0]?.responseOptionLk ?? '',
      maskingRules: [
        {
          clause: 'OR',
          negated: false,
          maskingKeys: [
            {
              questionLk: drive.entryItem.questionLk,
              matrixTitleLk: null,
              responseOptionLk: drive.entryItem.responseOptions[0]?.responseOptionLk ?? '',
            },
          ],
        },
      ],
    }).q;
}

describe('withAudienceEntries', () => {
  it('is the same draft when its audience entries already are these', () => {
    const q = draftWithAudienceLogic();
    expect(withAudienceEntries(q, q.audienceEntries)).toBe(q);
    expect(
      withAudienceEntries(
        q,
        JSON.parse(JSON.stringify(q.audienceEntries)) as typeof q.audienceEntries,
      ),
    ).toBe(q);
  });

  it('lets the first question take display logic once there are audience entries', () => {
    const b = new QuestionnaireBuilder().question('Q1');
    const questionLk = questionAt(b.q, 0).entryItem.questionLk;
    const args = {
      questionLk,
      proposition: {
        audienceReponseOption: {
          questionLk: cycle.entryItem.questionLk,
          responseOptionLks: [cycle.entryItem.responseOptions[0]?.responseOptionLk ?? ''],
        },
      },
    };
    expect(() => b.apply('setQuestionLogic', args)).toThrow(
      expect.objectContaining({ code: 'LOGIC_NOT_ALLOWED' }),
    );
    const seen = new QuestionnaireBuilder(withAudienceEntries(b.q, [cycle]), testContext('a'));
    expect(questionAt(seen.apply('setQuestionLogic', args).q, 0).questionLogic).toHaveLength(1);
  });

  it('drops references to an audience question removed since, and options gone, keeping the rest', () => {
    const q = draftWithAudienceLogic();
    // A2 lost its 'Sometimes' option; A1 is gone.
    const fewer = { ...drive, entryItem: { ...drive.entryItem } };
    fewer.entryItem.responseOptions = drive.entryItem.responseOptions.slice(0, 2);
    const next = withAudienceEntries(q, [fewer]);
    expect(next.audienceEntries.map((a) => [a.label, a.entryItem.questionLk])).toEqual([
      ['A1', drive.entryItem.questionLk],
    ]);
    expect(questionAt(next, 0).questionLogic.map((t) => t.proposition)).toEqual([
      {
        kind: 'audienceResponseOption',
        questionLk: drive.entryItem.questionLk,
        responseOptionLks: [drive.entryItem.responseOptions[1]?.responseOptionLk],
      },
    ]);
    expect(questionAt(next, 1).entryItem.responseOptions[0]?.maskingRules).toHaveLength(1);
    expect(checkInvariants(next)).toEqual([]);

    const none = withAudienceEntries(q, []);
    expect(questionAt(none, 0).questionLogic).toEqual([]);
    expect(questionAt(none, 1).entryItem.responseOptions[0]?.maskingRules).toEqual([]);
    expect(checkInvariants(none)).toEqual([]);
  });
});

describe('commandReadsAudience', () => {
  it('is true for logic and masking commands, and for any command on a draft that refers to its audience', () => {
    const plain = new QuestionnaireBuilder().audience(cycle).question('Q1').q;
    expect(commandReadsAudience('addTextCard', plain)).toBe(false);
    expect(commandReadsAudience('setQuestionLogic', plain)).toBe(true);
    expect(commandReadsAudience('createOrUpdateMaskingRule', plain)).toBe(true);
    const referring = draftWithAudienceLogic();
    expect(commandReadsAudience('addTextCard', referring)).toBe(true);
    expect(commandReadsAudience('detachQuestionnaireEntry', referring)).toBe(true);
    // Only the masking on A2 left: still a reference to the audience.
    const q1 = questionAt(referring, 0).entryItem.questionLk;
    const masked = new QuestionnaireBuilder(referring, testContext('r')).apply(
      'removeQuestionLogic',
      {
        questionLk: q1,
      },
    ).q;
    expect(questionAt(masked, 0).questionLogic).toEqual([]);
    expect(commandReadsAudience('addTextCard', masked)).toBe(true);
    expect(commandReadsAudience('addTextCard', withAudienceEntries(masked, [cycle]))).toBe(false);
  });
});
