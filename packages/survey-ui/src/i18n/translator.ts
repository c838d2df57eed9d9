import type { PluralText, RunnerCatalogue, RunnerPlurals, RunnerTexts } from './messages.ts';

type Params = Readonly<Record<string, string | number>>;

/** A catalogue with its language's number format and plural rules (CLDR, through Intl). */
export interface Translator {
  readonly catalogue: RunnerCatalogue;
  text(key: keyof RunnerTexts, params?: Params): string;
  /** The form for `count` (a number, formatted); other params fill the rest. */
  plural(key: keyof RunnerPlurals, count: number, params?: Params): string;
  /** A number as the language writes it (digits, grouping, Arabic-Indic digits in Arabic). */
  number(n: number): string;
}

/** Fills `{name}` placeholders; numbers are formatted, a placeholder without a value stays. */
export function fill(
  template: string,
  params: Params,
  format: (n: number) => string,
  isolate = false,
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value === 'number') return format(value);
    // An option's text in a right-to-left sentence may run left to right ('Coca-Cola'): isolated
    // (FSI ... PDI), it keeps its own direction without reordering the words around it.
    return isolate ? `\u2068${value}\u2069` : value;
  });
}

export function translator(catalogue: RunnerCatalogue): Translator {
  const numbers = new Intl.NumberFormat(catalogue.lang);
  const rules = new Intl.PluralRules(catalogue.lang);
  const number = (n: number) => numbers.format(n);
  const rtl = catalogue.dir === 'rtl';
  const pick = (text: PluralText, count: number) =>
    text[rules.select(count) as keyof PluralText] ?? text.other;
  return {
    catalogue,
    number,
    text: (key, params = {}) => fill(catalogue.texts[key], params, number, rtl),
    plural: (key, count, params = {}) =>
      fill(pick(catalogue.plurals[key], count), params, number, rtl),
  };
}
