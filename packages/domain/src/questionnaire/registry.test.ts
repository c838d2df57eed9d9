import { describe, expect, it } from 'vitest';
import { QuestionnaireCommandError } from './errors.ts';
import {
  applyQuestionnaireCommand,
  isQuestionnaireCommandName,
  questionnaireCommands,
} from './registry.ts';
import { emptyQuestionnaire, testContext } from './testing/builders.ts';

describe('command registry', () => {
  it('maps the spec mutation names to commands', () => {
    expect(Object.keys(questionnaireCommands)).toHaveLength(78);
    expect(isQuestionnaireCommandName('addQuestion')).toBe(true);
    expect(isQuestionnaireCommandName('toString')).toBe(false);
  });

  it('dispatches by name and refuses unknown names', () => {
    const q = applyQuestionnaireCommand(
      'addTextCard',
      emptyQuestionnaire(),
      { position: 0 },
      testContext(),
    );
    expect(q.entries).toHaveLength(1);
    expect(() =>
      applyQuestionnaireCommand('dropTables' as never, q, {} as never, testContext()),
    ).toThrow(QuestionnaireCommandError);
  });
});
