/**
 * The shape of a runner message catalogue (issue 37 §2): every text the respondent reads that is
 * not the questionnaire's own. Each language is a typed object of this shape, so a missing key is a
 * type error; placeholders are `{name}` and the same in every language (i18n.test.ts checks them).
 */

/** CLDR plural categories (Intl.PluralRules); `other` is always there. */
export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many';

/** A text that depends on a count: one form per plural category the language uses for integers. */
export type PluralText = Readonly<{ other: string } & Partial<Record<PluralCategory, string>>>;

/** Texts without a count. */
export interface RunnerTexts {
  // Instructions (spec 2 §9 'Preview instructions').
  selectOne: string;
  selectAll: string;
  selectOnePerRow: string;
  dragToRate: string;
  enterAnswer: string;
  // Ranked questions (spec 2 §9): above the options, above the ranking, on a ranked item.
  tapToSelect: string;
  dragToReorder: string;
  tapToRemove: string;
  /** Handle of a ranked item: {label}, {rank}, {count}. */
  reorderItem: string;
  /** Announced after a move: {label}, {position}. */
  movedTo: string;
  /** Remove button of a ranked item: {label}. */
  removeItem: string;
  // Blank items (only in the editor's preview): {n}.
  blankOption: string;
  blankRow: string;
  blankColumn: string;
  /** The text box of an 'Other (please specify)' option: placeholder, and its name with {label}. */
  pleaseSpecify: string;
  specifyItem: string;
  watchVideo: string;
  // The default options the runner adds to a question (spec 2 §3 settings), fixed texts.
  dontKnow: string;
  preferNotToSay: string;
  noneOfThese: string;
  // Problems with an answer (the domain's validateAnswer codes, by question kind).
  answerQuestion: string;
  requiredChoice: string;
  requiredRanked: string;
  requiredMatrix: string;
  requiredText: string;
  requiredScale: string;
  /** {label}: the exclusive option. */
  exclusive: string;
  textRequired: string;
  tooManySingle: string;
  tooManyPerRow: string;
  rankAll: string;
  /** {min}, {max}. */
  outOfRange: string;
  notAnOption: string;
  wrongKind: string;
  formatNumeric: string;
  formatPositiveInteger: string;
  formatInteger: string;
  formatPostcodeSector: string;
  formatPostcodeFull: string;
  formatAlphanumeric: string;
  formatEmail: string;
  // The runner's page.
  previewBanner: string;
  loading: string;
  saving: string;
  reconnecting: string;
  progress: string;
  next: string;
  takingYouBack: string;
  continueNow: string;
}

/** Texts with a count, chosen by the language's plural rules. */
export interface RunnerPlurals {
  /** 'Select up to {n} answers': {n} in words where the catalogue has words (English), else digits. */
  selectUpTo: PluralText;
  /** {min}, {max}; the form follows {max}. */
  selectBetween: PluralText;
  /** {max}. */
  tooManyUpTo: PluralText;
  /** {min}, {max}; the form follows {max}. */
  betweenProblem: PluralText;
  /** {n}. */
  rankTop: PluralText;
  /** {n}. */
  rankOnlyTop: PluralText;
  /** An 'Other' option's text: {limit}. */
  tooLongOption: PluralText;
  /** A free-text answer: {limit}. */
  tooLongText: PluralText;
}

/** Every way a visit ends, as the respondent reads it (the runner's end pages). */
export type Ending =
  | 'complete'
  | 'screened_out'
  | 'quota_full'
  | 'dropped'
  | 'not_open'
  | 'invalid_link'
  | 'preview_link'
  | 'failed';

export interface RunnerCatalogue {
  /** The BCP 47 tag of the page (`<html lang>`). */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Cardinals in words for 'Select up to {n} answers'; digits (Intl.NumberFormat) without. */
  words?: (n: number) => string;
  texts: RunnerTexts;
  plurals: RunnerPlurals;
  endings: Record<Ending, { title: string; body: string }>;
}
