/**
 * The language the editor shows (issue 37 §1): the base language edits the cards as ever; a
 * translation language shows its texts with their states, and the preview shows the survey as a
 * respondent in that language meets it. Nothing is computed per card in the base language (P5).
 */
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { translateQuestionnaire } from '@survey/domain/questionnaire/translations/apply';
import { statusCounts, translationStatus } from '@survey/domain/questionnaire/translations/status';
import { useCallback, useMemo, useState } from 'react';
import { useTranslations } from './useTranslations.ts';

export function useEditorLanguage(surveyId: string, view: Questionnaire) {
  const translations = useTranslations(surveyId, view);
  const state = translations.state;
  const [chosen, setLanguage] = useState<string | null>(null);
  const baseLanguage = state?.baseLanguage ?? view.locale.language;
  const language = chosen && state?.translations.languages.includes(chosen) ? chosen : baseLanguage;
  const translating = state !== null && language !== baseLanguage;

  const lines = useMemo(
    () => (translating && state ? translationStatus(view, state.translations, language) : null),
    [translating, state, view, language],
  );
  const counts = useMemo(() => (lines ? statusCounts(lines) : null), [lines]);
  const previewed = useMemo(() => {
    if (!translating || !state) return view;
    const q = translateQuestionnaire(view, state.translations, language);
    return { ...q, locale: { ...q.locale, language } };
  }, [translating, state, view, language]);

  const save = useCallback(
    (key: string, text: string) =>
      void translations.run('setQuestionnaireTranslation', { language, key, text }),
    [translations, language],
  );

  return { translations, language, baseLanguage, setLanguage, lines, counts, previewed, save };
}
