import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import { sampleMatrix, sampleQuestion } from '@survey/domain/respondent/testing/sampleEntries';
import { describe, expect, it } from 'vitest';
import { entryInstruction } from './instructions.ts';

const basic = (settings: Record<string, string>) =>
  entryInstruction(sampleQuestion('Basic', ['A', 'B', 'C', 'D', 'E'], settings).entry);
const MULTI = { BasicChoice: 'multiple_choice' };

describe('entryInstruction', () => {
  it('words single and multi select by their choice settings', () => {
    expect(basic({})).toBe('Select one');
    expect(basic(MULTI)).toBe('Select all that apply');
    expect(basic({ ...MULTI, ChoiceLimit: '3' })).toBe('Select up to three answers');
    expect(basic({ ...MULTI, ChoiceIntervalMin: '2', ChoiceIntervalMax: '4' })).toBe(
      'Select between 2 and 4 answers',
    );
    expect(basic({ ...MULTI, ChoiceIntervalMax: '2' })).toBe('Select up to two answers');
    expect(basic({ ...MULTI, ChoiceIntervalMin: '2' })).toBe('Select between 2 and 5 answers');
  });

  it('words the other entry types as the spec does', () => {
    expect(entryInstruction(sampleQuestion('Ranked', ['A', 'B']).entry)).toBe('TAP TO SELECT');
    expect(entryInstruction(sampleQuestion('Scale').entry)).toBe('Drag the button to rate');
    expect(entryInstruction(sampleQuestion('FreeText').entry)).toBe(
      'Enter your answer in the box below',
    );
    expect(entryInstruction(sampleMatrix(['r1', 'r2'], ['c1', 'c2']))).toBe(
      'Select one answer per row',
    );
    expect(
      entryInstruction(
        sampleMatrix(['r1', 'r2'], ['c1', 'c2'], { MatrixChoice: 'multiple_choice' }),
      ),
    ).toBe('Select all that apply');
    expect(entryInstruction(new QuestionnaireBuilder().textCard('Hello').last())).toBeNull();
  });
});
