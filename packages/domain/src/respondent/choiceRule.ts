/** How many options a respondent may pick on a basic question (spec 2 §5 choice limit and range). */
import type { Entry } from '../questionnaire/model.ts';
import { getIntSetting } from '../questionnaire/settings.ts';
import { isMultipleChoice } from './respondentItems.ts';

export type ChoiceRule =
  | { type: 'single' }
  /** Multi select without limit. */
  | { type: 'any' }
  /** 'Maximum selected': 1 to `max` picks. */
  | { type: 'upTo'; max: number }
  /** 'Response range': `min` to `max` picks. */
  | { type: 'between'; min: number; max: number };

/**
 * The choice rule of a basic question. A range with only a maximum reads as 'up to'; a range
 * without a maximum runs up to the number of options. An exclusive pick on its own always counts.
 */
export function choiceRule(entry: Entry): ChoiceRule {
  if (entry.entryType !== 'question' || !isMultipleChoice(entry)) return { type: 'single' };
  const settings = entry.entryItem.settingValues;
  const limit = getIntSetting(settings, 'ChoiceLimit');
  if (limit > 0) return { type: 'upTo', max: limit };
  const min = getIntSetting(settings, 'ChoiceIntervalMin');
  const max = getIntSetting(settings, 'ChoiceIntervalMax');
  if (min <= 1 && max > 0) return { type: 'upTo', max };
  if (min > 1) {
    return { type: 'between', min, max: max > 0 ? max : entry.entryItem.responseOptions.length };
  }
  return { type: 'any' };
}
