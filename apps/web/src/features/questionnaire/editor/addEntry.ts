import type { CommandArgs } from '@survey/domain/questionnaire/registry';
import { MULTIPLE_CHOICE, SINGLE_CHOICE } from '@survey/domain/questionnaire/settings';

/** Spec 2 §2 Add menu, in its order ('Import questions' is its own flow). */
export const ADD_CHOICES = [
  'Single select',
  'Multi select',
  'Matrix (grid)',
  'Ranked',
  'Slider',
  'Free text',
  'Text instruction',
  'A/B fork',
] as const;

export type AddChoice = (typeof ADD_CHOICES)[number];

export type AddCommand =
  | { name: 'addQuestion'; args: CommandArgs<'addQuestion'> }
  | { name: 'addMatrixQuestion'; args: CommandArgs<'addMatrixQuestion'> }
  | { name: 'addTextCard'; args: CommandArgs<'addTextCard'> }
  | { name: 'addFork'; args: CommandArgs<'addFork'> };

/**
 * The command an Add menu choice sends (spec 2 §7). The domain commands apply the spec's
 * defaults (2 options for choice and ranked, 0 for free text and scale, scale 0/100/1/0, free text
 * limit 200, 'Fork {n}' with 2 groups); the arguments the spec names are sent as it says.
 */
export function addCommand(choice: AddChoice, position: number): AddCommand {
  const basic = (settingValue: string): AddCommand => ({
    name: 'addQuestion',
    args: {
      questionTypeCode: 'Basic',
      position,
      text: '',
      setting: { questionSettingCode: 'BasicChoice', settingValue },
      defaultOptionsCount: 2,
    },
  });
  switch (choice) {
    case 'Single select':
      return basic(SINGLE_CHOICE);
    case 'Multi select':
      return basic(MULTIPLE_CHOICE);
    case 'Matrix (grid)':
      return { name: 'addMatrixQuestion', args: { position, title: '' } };
    case 'Ranked':
      return {
        name: 'addQuestion',
        args: { questionTypeCode: 'Ranked', position, text: '', defaultOptionsCount: 2 },
      };
    case 'Slider':
      return {
        name: 'addQuestion',
        args: { questionTypeCode: 'Scale', position, text: '', defaultOptionsCount: 0 },
      };
    case 'Free text':
      return {
        name: 'addQuestion',
        args: { questionTypeCode: 'FreeText', position, text: '', defaultOptionsCount: 0 },
      };
    case 'Text instruction':
      return { name: 'addTextCard', args: { position, title: '', subtitle: '', body: '' } };
    case 'A/B fork':
      return { name: 'addFork', args: { position, defaultBranchCount: 2 } };
  }
}
