/**
 * Which catalogue a survey's locale reads (issue 37 §2). One catalogue per language of the 26 codes
 * the spec maps (spec 2 §9; 'no' and 'nb' are both Norwegian Bokmål), and Traditional Chinese for the
 * Chinese of Hong Kong and Taiwan. Anything else reads English.
 */
import { writtenLanguageOf } from '@survey/domain/questionnaire/translations/writtenLanguage';
import type { RunnerCatalogue } from './messages.ts';

export const CATALOGUE_IDS = [
  'en',
  'zh',
  'zh-Hant',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'nb',
  'fi',
  'pl',
  'cs',
  'hu',
  'ro',
  'el',
  'tr',
  'ja',
  'ko',
  'th',
  'id',
  'ms',
  'vi',
  'ar',
] as const;
export type CatalogueId = (typeof CATALOGUE_IDS)[number];

export const DEFAULT_CATALOGUE: CatalogueId = 'en';

function isCatalogueId(value: string): value is CatalogueId {
  return (CATALOGUE_IDS as readonly string[]).includes(value);
}

/**
 * The catalogue for a survey's locale: its written language (any case; 'no' reads Bokmål),
 * Chinese by country, the same rule as the standard screening texts (`writtenLanguageOf`); an
 * unknown or missing language reads English.
 */
export function catalogueIdOf(
  locale: { language: string; country?: string | undefined } | null | undefined,
): CatalogueId {
  const id = writtenLanguageOf(locale);
  return isCatalogueId(id) ? id : DEFAULT_CATALOGUE;
}

/**
 * The first of the browser's languages with a catalogue, for pages shown before a survey is known
 * (loading, a broken link, the panel's end page); English when none has one.
 */
export function catalogueIdOfBrowser(languages: readonly string[]): CatalogueId {
  for (const tag of languages) {
    const [language = '', region = ''] = tag.split(/[-_]/);
    const script = /hant/i.test(tag) ? 'TW' : region;
    const id = catalogueIdOf({ language, country: script });
    if (id !== DEFAULT_CATALOGUE || language.toLowerCase() === 'en') return id;
  }
  return DEFAULT_CATALOGUE;
}

/**
 * Each catalogue is its own chunk: a respondent's browser loads only theirs (the runner's initial
 * JS stays within P6's 80 KB gzip; English is not in it either).
 */
const LOADERS: Record<CatalogueId, () => Promise<{ catalogue: RunnerCatalogue }>> = {
  en: () => import('./catalogues/en.ts'),
  zh: () => import('./catalogues/zh.ts'),
  'zh-Hant': () => import('./catalogues/zhHant.ts'),
  es: () => import('./catalogues/es.ts'),
  fr: () => import('./catalogues/fr.ts'),
  de: () => import('./catalogues/de.ts'),
  it: () => import('./catalogues/it.ts'),
  pt: () => import('./catalogues/pt.ts'),
  nl: () => import('./catalogues/nl.ts'),
  sv: () => import('./catalogues/sv.ts'),
  da: () => import('./catalogues/da.ts'),
  nb: () => import('./catalogues/nb.ts'),
  fi: () => import('./catalogues/fi.ts'),
  pl: () => import('./catalogues/pl.ts'),
  cs: () => import('./catalogues/cs.ts'),
  hu: () => import('./catalogues/hu.ts'),
  ro: () => import('./catalogues/ro.ts'),
  el: () => import('./catalogues/el.ts'),
  tr: () => import('./catalogues/tr.ts'),
  ja: () => import('./catalogues/ja.ts'),
  ko: () => import('./catalogues/ko.ts'),
  th: () => import('./catalogues/th.ts'),
  id: () => import('./catalogues/id.ts'),
  ms: () => import('./catalogues/ms.ts'),
  vi: () => import('./catalogues/vi.ts'),
  ar: () => import('./catalogues/ar.ts'),
};

/** Loads one catalogue. */
export async function loadCatalogue(id: CatalogueId): Promise<RunnerCatalogue> {
  return (await LOADERS[id]()).catalogue;
}
