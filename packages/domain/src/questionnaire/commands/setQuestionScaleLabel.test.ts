import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { setQuestionScaleLabel } from './setQuestionScaleLabel.ts';

describe('setQuestionScaleLabel', () => {
  it('sets left and right labels in the questionnaire language, and an empty text removes one', () => {
    const base = new QuestionnaireBuilder().question('Rate', [], 'Scale').build();
    const questionLk = questionAt(base, 0).entryItem.questionLk;
    let q = setQuestionScaleLabel(
      base,
      { questionLk, labelText: 'Hate', position: 0 },
      testContext(),
    );
    q = setQuestionScaleLabel(q, { questionLk, labelText: 'Love', position: 2 }, testContext());
    const labels = questionAt(q, 0).entryItem.questionScale?.labels ?? [];
    expect(labels.map((l) => [l.position, l.label.text, l.label.country])).toEqual([
      [0, 'Hate', 'GB'],
      [2, 'Love', 'GB'],
    ]);
    q = setQuestionScaleLabel(q, { questionLk, labelText: '', position: 0 }, testContext());
    expect(questionAt(q, 0).entryItem.questionScale?.labels).toHaveLength(1);
  });
});
