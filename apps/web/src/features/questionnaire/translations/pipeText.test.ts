import { pipeToken } from '@survey/domain/questionnaire/piping';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import type { QuestionEntry } from '@survey/domain/questionnaire/model';
import { describe, expect, it } from 'vitest';
import { pipeText } from './pipeText.ts';

describe('translations as the editor shows them', () => {
  const b = new QuestionnaireBuilder().question('Which drink?', ['Tea', 'Coffee']);
  const lk = (b.q.entries[0] as QuestionEntry).entryItem.questionLk;
  const base = `Why ${pipeToken(lk)}?`;
  b.question(base, [], 'FreeText');
  const pipes = pipeText(b.q);

  it('shows a pipe as its source label and stores the label back as the pipe', () => {
    expect(pipes.shown(`Warum ${pipeToken(lk)}?`)).toBe('Warum [Q1]?');
    expect(pipes.stored('[Q1]: warum?', base)).toBe(`${pipeToken(lk)}: warum?`);
  });

  it('leaves a label the base text does not pipe as typed', () => {
    expect(pipes.stored('Siehe [Q1]', 'See Q1')).toBe('Siehe [Q1]');
  });
});
