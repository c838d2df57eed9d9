/** The instruction line a respondent reads above each entry (spec 2 §9 "Preview instructions"). */
import type { Entry } from '@survey/domain/questionnaire/model';
import { choiceRule } from '@survey/domain/respondent/choiceRule';
import { answerKind, isMultipleChoice } from '@survey/domain/respondent/respondentItems';
import { numberInWords } from './numberInWords.ts';

/** Ranked preview texts (spec 2 §9): above the options, above the ranking, on a ranked item. */
export const RANKED_TEXTS = {
  select: 'TAP TO SELECT',
  reorder: 'DRAG TO REORDER',
  remove: 'TAP TO REMOVE',
} as const;

/** The instruction of an entry, or null when it takes no answer (text card, fork, section). */
export function entryInstruction(entry: Entry): string | null {
  switch (answerKind(entry)) {
    case 'choice': {
      const rule = choiceRule(entry);
      switch (rule.type) {
        case 'single':
          return 'Select one';
        case 'any':
          return 'Select all that apply';
        case 'upTo':
          // Decision: a limit of one reads as a single select would ('up to one answers' is not English).
          return rule.max === 1 ? 'Select one' : `Select up to ${numberInWords(rule.max)} answers`;
        case 'between':
          return `Select between ${rule.min} and ${rule.max} answers`;
      }
      break;
    }
    case 'matrix':
      // Decision: the spec words only the single-select matrix; a multi-select one says per row
      // what a multi select says.
      return isMultipleChoice(entry) ? 'Select all that apply' : 'Select one answer per row';
    case 'ranked':
      return RANKED_TEXTS.select;
    case 'scale':
      return 'Drag the button to rate';
    case 'text':
      return 'Enter your answer in the box below';
    case null:
      return null;
  }
  return null;
}
