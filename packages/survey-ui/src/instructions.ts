/** The instruction line a respondent reads above each entry (spec 2 §9 "Preview instructions"). */
import type { Entry } from '@survey/domain/questionnaire/model';
import { choiceRule } from '@survey/domain/respondent/choiceRule';
import { answerKind, isMultipleChoice } from '@survey/domain/respondent/respondentItems';
import type { Translator } from './i18n/translator.ts';

/** The instruction of an entry in the respondent's language, or null when it takes no answer. */
export function entryInstruction(entry: Entry, t: Translator): string | null {
  switch (answerKind(entry)) {
    case 'choice': {
      const rule = choiceRule(entry);
      switch (rule.type) {
        case 'single':
          return t.text('selectOne');
        case 'any':
          return t.text('selectAll');
        case 'upTo': {
          // Decision: a limit of one reads as a single select would ('up to one answers' is not English).
          if (rule.max === 1) return t.text('selectOne');
          // English writes the number in words (spec 2 §9); the other languages use digits.
          const words = t.catalogue.words;
          return t.plural('selectUpTo', rule.max, { n: words ? words(rule.max) : rule.max });
        }
        case 'between':
          return t.plural('selectBetween', rule.max, { min: rule.min, max: rule.max });
      }
      break;
    }
    case 'matrix':
      // Decision: the spec words only the single-select matrix; a multi-select one says per row
      // what a multi select says.
      return isMultipleChoice(entry) ? t.text('selectAll') : t.text('selectOnePerRow');
    case 'ranked':
      return t.text('tapToSelect');
    case 'scale':
      return t.text('dragToRate');
    case 'text':
      return t.text('enterAnswer');
    case null:
      return null;
  }
  return null;
}
