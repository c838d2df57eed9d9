/** What property tests draw commands with: every command's name, and dice for `randomArgs`. */
import { fc } from '@fast-check/vitest';
import {
  extraQuestionnaireCommands,
  questionnaireCommands,
  type QuestionnaireCommandName,
} from '../registry.ts';
import type { Dice } from './randomArgs.ts';

/** Every questionnaire command (the registry's and the extra ones). */
export const QUESTIONNAIRE_COMMAND_NAMES = [
  ...Object.keys(questionnaireCommands),
  ...Object.keys(extraQuestionnaireCommands),
] as QuestionnaireCommandName[];

/** Dice for `randomArgs` (and the audience's argument maker): one in ten hostile. */
export const diceArb: fc.Arbitrary<Dice> = fc.record({
  a: fc.nat(1000),
  b: fc.nat(1000),
  c: fc.nat(1000),
  hostile: fc.nat(9),
  text: fc.string({ maxLength: 20 }),
});
