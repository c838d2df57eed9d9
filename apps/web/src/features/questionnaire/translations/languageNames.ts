/** A language's English name for the switcher ('de' -> 'German'); the code when unknown. */
const names = new Intl.DisplayNames(['en'], { type: 'language' });

export function languageLabel(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
