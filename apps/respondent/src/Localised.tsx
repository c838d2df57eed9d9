import { catalogueIdOf, catalogueIdOfBrowser } from '@survey/survey-ui/i18n/languages';
import { MessagesProvider, useCatalogue } from '@survey/survey-ui/i18n/MessagesContext.tsx';
import { useEffect, type ReactNode } from 'react';
import type { RunnerLocale } from './api.ts';

/**
 * The runner's texts in the survey's language (issue 37 §2): only that language's catalogue is
 * loaded. Before the survey is known (loading, a broken link, the panel's end page) the browser's
 * first language with a catalogue is used; English when none has one. The page's `lang` and `dir`
 * follow, so screen readers pronounce it right and Arabic reads right to left. Nothing shows until
 * the catalogue wanted has arrived (one small chunk), also when the survey's language replaces the
 * browser's: a page is never drawn, focused and announced in the language being left.
 */
export function Localised({
  locale,
  children,
}: {
  locale: RunnerLocale | null;
  children: ReactNode;
}) {
  const id = locale === null ? catalogueIdOfBrowser(navigator.languages) : catalogueIdOf(locale);
  const t = useCatalogue(id);
  useEffect(() => {
    if (t === null) return;
    document.documentElement.lang = t.catalogue.lang;
    document.documentElement.dir = t.catalogue.dir;
  }, [t]);
  return t === null ? null : <MessagesProvider value={t}>{children}</MessagesProvider>;
}
