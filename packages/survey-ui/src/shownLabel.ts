import type { Translator } from './i18n/translator.ts';

/**
 * The text shown for an option, row or column: its own, or '{Noun} {n}' while it is still blank.
 * A blank item only exists in the editor's preview (a questionnaire with one cannot launch), and
 * a control without a name cannot be told apart by a screen reader.
 */
export function shownLabel(
  label: string,
  index: number,
  noun: 'blankOption' | 'blankRow' | 'blankColumn',
  t: Translator,
): string {
  return label.trim() === '' ? t.text(noun, { n: index + 1 }) : label;
}
