import type { RespondentOption } from '@survey/domain/respondent/respondentItems';
import type { RunnerTexts } from './i18n/messages.ts';
import type { Translator } from './i18n/translator.ts';

/** The default options' ids (respondentItems: `default:{setting}`) and their catalogue texts. */
const DEFAULT_TEXTS: Readonly<Record<string, keyof RunnerTexts>> = {
  'default:DontKnow': 'dontKnow',
  'default:PreferNotToSay': 'preferNotToSay',
  'default:NoneOfThese': 'noneOfThese',
};

/**
 * The options with the default options ('Don't know', ...) in the respondent's language: the
 * runner adds them, so their text is the runner's, not the questionnaire's.
 */
export function localOptions(options: RespondentOption[], t: Translator): RespondentOption[] {
  return options.map((option) => {
    const key = DEFAULT_TEXTS[option.id];
    return key === undefined ? option : { ...option, label: t.text(key) };
  });
}
