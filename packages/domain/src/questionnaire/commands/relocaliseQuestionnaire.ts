import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import type { Entry, Locale, Questionnaire } from '../model.ts';
import { normaliseQuestionSettings } from '../settingRules.ts';
import { mapEntries } from '../walk.ts';

export interface RelocaliseQuestionnaireArgs {
  newLocale: Locale;
}

function relocaliseEntry(e: Entry, locale: Locale): Entry {
  if (e.entryType !== 'question') return e;
  let item = normaliseQuestionSettings(e.entryItem, locale);
  const scale = item.questionScale;
  if (scale && scale.labels.length > 0) {
    const labels = scale.labels.map((l) => ({
      ...l,
      label: { ...l.label, language: locale.language, country: locale.country },
    }));
    item = { ...item, questionScale: { ...scale, labels } };
  }
  return item === e.entryItem ? e : { ...e, entryItem: item };
}

/**
 * Moves the questionnaire to a new locale (before a country change): slider labels take the new
 * language and country; postcode validation is dropped outside GB (it is offered only there).
 */
export function relocaliseQuestionnaire(
  q: Questionnaire,
  args: RelocaliseQuestionnaireArgs,
  _ctx: CommandContext,
): Questionnaire {
  const l = args.newLocale as Partial<Locale> | null | undefined;
  const language = typeof l?.language === 'string' ? l.language : '';
  const country = typeof l?.country === 'string' ? l.country.toUpperCase() : '';
  if (!/^[a-z]{2,3}$/i.test(language) || !/^[A-Z]{2}$/.test(country)) {
    fail('INVALID_ARGUMENT', 'newLocale needs a language code and a 2-letter country code');
  }
  const locale = { language: language.toLowerCase(), country };
  return { ...q, locale, entries: mapEntries(q.entries, (e) => relocaliseEntry(e, locale)) };
}
