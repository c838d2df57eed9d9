import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { createOrUpdateMaskingRule } from './createOrUpdateMaskingRule.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = ''] = optionLks(base, 0);

describe('createOrUpdateMaskingRule', () => {
  const later = questionAt(base, 1).entryItem;
  const target = later.responseOptions[0]?.responseOptionLk ?? '';
  const key = { questionLk, matrixTitleLk: null, responseOptionLk: x };

  it('masks an option by an earlier answer, and an empty list clears it', () => {
    const rules = [{ clause: 'OR' as const, maskingKeys: [key], negated: false }];
    let q = createOrUpdateMaskingRule(
      base,
      { questionLk: later.questionLk, responseOptionLk: target, maskingRules: rules },
      testContext(),
    );
    expect(questionAt(q, 1).entryItem.responseOptions[0]?.maskingRules).toEqual(rules);
    q = createOrUpdateMaskingRule(
      q,
      { questionLk: later.questionLk, responseOptionLk: target, maskingRules: [] },
      testContext(),
    );
    expect(questionAt(q, 1).entryItem.responseOptions[0]?.maskingRules).toEqual([]);
  });

  it('refuses keys of later questions and on the first card', () => {
    const laterKey = {
      questionLk: later.questionLk,
      matrixTitleLk: null,
      responseOptionLk: target,
    };
    const rank = questionAt(base, 3).entryItem;
    expect(() =>
      createOrUpdateMaskingRule(
        base,
        {
          questionLk: later.questionLk,
          responseOptionLk: target,
          maskingRules: [
            {
              clause: 'OR',
              maskingKeys: [
                {
                  ...laterKey,
                  questionLk: rank.questionLk,
                  responseOptionLk: rank.responseOptions[0]?.responseOptionLk ?? '',
                },
              ],
              negated: false,
            },
          ],
        },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'MASKING_TARGET_INVALID' }));
    expect(() =>
      createOrUpdateMaskingRule(
        base,
        {
          questionLk,
          responseOptionLk: x,
          maskingRules: [{ clause: 'OR', maskingKeys: [laterKey], negated: false }],
        },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'MASKING_NOT_ALLOWED' }));
  });
});
