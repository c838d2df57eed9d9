import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { loadCatalogue, type CatalogueId } from './languages.ts';
import { translator, type Translator } from './translator.ts';

const Messages = createContext<Translator | null>(null);

/** The runner texts of one language for the components inside (EntryView and its parts). */
export function MessagesProvider({ value, children }: { value: Translator; children: ReactNode }) {
  return <Messages.Provider value={value}>{children}</Messages.Provider>;
}

/**
 * The texts of the provider above. No default language: a default would put English into every
 * bundle (the runner loads only the respondent's catalogue), so a missing provider is a bug.
 */
export function useMessages(): Translator {
  const value = useContext(Messages);
  if (value === null) throw new Error('survey-ui components need a MessagesProvider');
  return value;
}

/**
 * The translator of catalogue `id`, loaded on demand; null until it has arrived, also while
 * switching from another language (the runner would otherwise draw a page in the language it is
 * leaving, and focus and announce it).
 */
export function useCatalogue(id: CatalogueId): Translator | null {
  const [loaded, setLoaded] = useState<{ id: CatalogueId; t: Translator } | null>(null);
  useEffect(() => {
    let current = true;
    // A chunk that fails to load (a deploy replaced it) reads English rather than nothing.
    void loadCatalogue(id)
      .catch(() => loadCatalogue('en'))
      .then((catalogue) => current && setLoaded({ id, t: translator(catalogue) }));
    return () => {
      current = false;
    };
  }, [id]);
  return loaded?.id === id ? loaded.t : null;
}
