/** Spec 2 §9: the cost panel names the survey language; 26 codes are mapped, others read English. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  zh: 'Mandarin Chinese',
  es: 'Spanish',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  sv: 'Swedish',
  da: 'Danish',
  nb: 'Norwegian',
  no: 'Norwegian',
  fi: 'Finnish',
  pl: 'Polish',
  cs: 'Czech',
  hu: 'Hungarian',
  ro: 'Romanian',
  el: 'Greek',
  tr: 'Turkish',
  ja: 'Japanese',
  ko: 'Korean',
  th: 'Thai',
  id: 'Indonesian',
  ms: 'Malay',
  vi: 'Vietnamese',
  ar: 'Arabic',
};

/** The language's name for an ISO 639-1 code; English when the code is not mapped. */
export function languageName(code: string | null | undefined): string {
  const key = (code ?? '').toLowerCase();
  return Object.hasOwn(LANGUAGE_NAMES, key) ? (LANGUAGE_NAMES[key] ?? 'English') : 'English';
}

export const MAPPED_LANGUAGE_CODES = Object.keys(LANGUAGE_NAMES);
