import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { getSetting } from '../settings.ts';
import { updateQuestion } from './updateQuestion.ts';

describe('updateQuestion', () => {
  it('changes the title and styling', () => {
    const base = new QuestionnaireBuilder().question('Old').build();
    const lk = questionAt(base, 0).entryItem.questionLk;
    const styling = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'New', marks: [{ type: 'bold' }] }] },
      ],
    };
    const q = updateQuestion(
      base,
      { questionLk: lk, questionTypeCode: 'Basic', text: 'New', textStyling: styling },
      testContext(),
    );
    expect(questionAt(q, 0).entryItem.question).toMatchObject({
      text: 'New',
      textStyling: styling,
    });
  });

  it('stores styling sanitised: script payloads, unknown nodes, marks and attributes are dropped', () => {
    const base = new QuestionnaireBuilder().question('Old').build();
    const lk = questionAt(base, 0).entryItem.questionLk;
    const payload = {
      type: 'doc',
      onload: 'alert(1)',
      content: [
        {
          type: 'paragraph',
          attrs: { style: 'background:url(javascript:alert(1))' },
          content: [
            { type: 'html', html: '<script>alert(1)</script>' },
            {
              type: 'text',
              text: '<script>alert(1)</script>',
              marks: [
                { type: 'link', attrs: { href: 'javascript:alert(1)' } },
                { type: 'bold', attrs: { onclick: 'x' } },
              ],
            },
            { type: 'pipe', attrs: { questionLk: '"><img src=x onerror=alert(1)>' } },
            { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
          ],
        },
      ],
    };
    const q = updateQuestion(
      base,
      {
        questionLk: lk,
        questionTypeCode: 'Basic',
        text: '<script>alert(1)</script>',
        textStyling: payload,
      },
      testContext(),
    );
    expect(questionAt(q, 0).entryItem.question.textStyling).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [{ type: 'text', text: '<script>alert(1)</script>', marks: [{ type: 'bold' }] }],
        },
      ],
    });
    const unstyled = updateQuestion(
      base,
      { questionLk: lk, questionTypeCode: 'Basic', text: 'New', textStyling: { b: true } },
      testContext(),
    );
    expect(questionAt(unstyled, 0).entryItem.question.textStyling).toBeNull();
  });

  it('switching to free text drops options and adds the 200 character limit', () => {
    const base = new QuestionnaireBuilder().question('Q', ['a', 'b', 'c']).build();
    const lk = questionAt(base, 0).entryItem.questionLk;
    const q = updateQuestion(
      base,
      { questionLk: lk, questionTypeCode: 'FreeText', text: 'Q' },
      testContext(),
    );
    const item = questionAt(q, 0).entryItem;
    expect(item.responseOptions).toEqual([]);
    expect(getSetting(item.settingValues, 'CharacterLimit')).toBe('200');
    expect(getSetting(item.settingValues, 'BasicChoice')).toBeUndefined();
  });

  it('switching a basic question to ranked clears routes and drops logic that needs a basic question', () => {
    const b = new QuestionnaireBuilder().question('A', ['x', 'y']).question('B');
    const a = questionAt(b.q, 0).entryItem;
    b.apply('setRoute', {
      questionLk: a.questionLk,
      responseOptionLk: optionLks(b.q, 0)[0] ?? '',
      targetNumber: 100000,
    });
    b.apply('setQuestionLogic', {
      questionLk: questionAt(b.q, 1).entryItem.questionLk,
      proposition: {
        questionResponseOption: {
          questionLk: a.questionLk,
          responseOptionLks: [optionLks(b.q, 0)[0] ?? ''],
        },
      },
    });
    const q = updateQuestion(
      b.q,
      { questionLk: a.questionLk, questionTypeCode: 'Ranked', text: 'A' },
      testContext(),
    );
    expect(questionAt(q, 0).entryItem.responseOptions.every((o) => o.route === null)).toBe(true);
    expect(questionAt(q, 1).questionLogic).toEqual([]);
  });

  it('refuses text over the limit', () => {
    const base = new QuestionnaireBuilder().question('Q').build();
    const lk = questionAt(base, 0).entryItem.questionLk;
    expect(() =>
      updateQuestion(
        base,
        { questionLk: lk, questionTypeCode: 'Basic', text: 'x'.repeat(6000) },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'TEXT_TOO_LONG' }));
  });
});
