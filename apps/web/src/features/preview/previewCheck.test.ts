import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import { flattenEntries } from '@survey/domain/questionnaire/walk';
import type { Answer } from '@survey/domain/respondent/answers';
import { validateAnswer } from '@survey/domain/respondent/validateAnswer';
import { describe, expect, it } from 'vitest';
import { previewProblem } from './previewCheck.ts';

const q = new QuestionnaireBuilder()
  .question('Which drink?', ['Tea', 'Coffee'])
  .question('Why?', [], 'FreeText')
  .question('Rank them', ['A', 'B', 'C'], 'Ranked')
  .textCard('Thanks', '')
  .build();
const [choice, freeText, ranked, card] = flattenEntries(q.entries);

describe('previewProblem', () => {
  it('lets choice questions and text cards move on unanswered', () => {
    expect(choice && previewProblem(choice, undefined)).toBeNull();
    expect(card && previewProblem(card, undefined)).toBeNull();
  });

  it("asks for free text and rankings with the runner's own sentence", () => {
    if (!freeText || !ranked) throw new Error('builder');
    expect(previewProblem(freeText, undefined)?.message).toBe('Please enter your answer.');
    expect(previewProblem(freeText, { kind: 'text', text: 'Because' })).toBeNull();
    const first = ranked.entryType === 'question' ? ranked.entryItem.responseOptions[0] : undefined;
    const partial: Answer = { kind: 'ranked', ranking: [first?.responseOptionLk ?? ''] };
    const runner = validateAnswer(ranked, partial);
    expect(runner.ok).toBe(false);
    expect(previewProblem(ranked, partial)?.message).toBe(runner.ok ? '' : runner.problem.message);
  });
});
