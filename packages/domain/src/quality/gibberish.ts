/**
 * Gibberish free text (issue 26 §3): deterministic heuristics, no dictionary and no hosted service,
 * tuned to flag junk typed to get past a question without flagging short, numeric or foreign
 * answers. The survey's language (ISO 639-1, the questionnaire's locale) chooses the keyboard
 * layouts, the letters that carry a syllable, and how long a run of consonants may be.
 */

export type GibberishReason =
  'REPEATED_CHARACTER' | 'KEYBOARD_ROW' | 'NO_VOWELS' | 'CONSONANT_CLUSTER' | 'LOW_VARIETY';

/** What the researcher reads after the answer, e.g. '"asdf" looks typed along a keyboard row.' */
export const GIBBERISH_WORDING: Record<GibberishReason, string> = {
  REPEATED_CHARACTER: 'repeats one character',
  KEYBOARD_ROW: 'is typed along a keyboard row',
  NO_VOWELS: 'has a long word without vowels',
  CONSONANT_CLUSTER: 'has a run of consonants no word of the survey language has',
  LOW_VARIETY: 'uses only two or three different letters',
};

const QWERTY = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const QWERTZ = ['qwertzuiop', 'yxcvbnm'];
const AZERTY = ['azertyuiop', 'qsdfghjklm', 'wxcvbn'];
/** Layouts beside QWERTY by language: German-speaking and central European keyboards are QWERTZ. */
const EXTRA_LAYOUTS: Record<string, readonly string[]> = {
  de: QWERTZ,
  cs: QWERTZ,
  hu: QWERTZ,
  fr: AZERTY,
};

/** Letters that carry a syllable beyond a e i o u y (after accents are stripped). */
const EXTRA_VOWELS: Record<string, string> = {
  // Czech: syllabic r and l ('krk', 'vlk', 'strč prst skrz krk').
  cs: 'rl',
  da: 'æø',
  nb: 'æø',
  sv: 'æø',
  tr: 'ı',
};

/**
 * The longest run of consonants a word may hold. English reaches 6 ('catchphrase': tchphr);
 * the compounding Germanic languages 8 ('Angstschweiß': ngstschw); Polish and Czech 6
 * ('bezwzględny': zwzgl, with ł a consonant).
 */
const MAX_CONSONANTS: Record<string, number> = { de: 8, nl: 8, da: 8, nb: 8, sv: 8 };
const DEFAULT_MAX_CONSONANTS = 6;

const BASE_VOWELS = 'aeiouy';
/** A word without vowels this long or longer is not a word ('hmm', 'psst' and 'nth' are shorter). */
const NO_VOWEL_WORD = 6;
/** A whole answer of this many letters or more needs at least one vowel ('xkcd bzzt prr'). */
const NO_VOWEL_TEXT = 6;

interface Language {
  rows: readonly string[];
  vowels: string;
  maxConsonants: number;
}

function languageOf(code: string): Language {
  const lang = code.toLowerCase().slice(0, 2);
  const rows = [...QWERTY, ...(EXTRA_LAYOUTS[lang] ?? [])];
  return {
    rows: rows.flatMap((row) => [row, [...row].reverse().join('')]),
    vowels: BASE_VOWELS + (EXTRA_VOWELS[lang] ?? ''),
    maxConsonants: MAX_CONSONANTS[lang] ?? DEFAULT_MAX_CONSONANTS,
  };
}

const slices = (word: string, n: number) =>
  Array.from({ length: Math.max(0, word.length - n + 1) }, (_, i) => word.slice(i, i + n));

/**
 * A word typed along a keyboard row: the whole word is a run of 4+ keys ('asdf'), or it holds a
 * run of 5+ ('qwerty'), or the same run of 4 twice ('asdfasdf'). A single run of 4 inside a longer
 * word is allowed: 'property' and 'liberty' hold 'erty'.
 */
function keyboardRun(word: string, rows: readonly string[]): boolean {
  const isRun = (piece: string) => rows.some((row) => row.includes(piece));
  if (word.length >= 4 && isRun(word)) return true;
  if (slices(word, 5).some(isRun)) return true;
  const runs = slices(word, 4).filter(isRun);
  return new Set(runs).size < runs.length;
}

const LATIN = /^\p{Script=Latin}+$/u;

function longestConsonantRun(word: string, vowels: string): number {
  let longest = 0;
  let run = 0;
  for (const c of word) {
    run = vowels.includes(c) ? 0 : run + 1;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * Why a free-text answer looks like gibberish, or null:
 * - REPEATED_CHARACTER: one letter or symbol 5+ times in a row ('aaaaa', '!!!!!'; digits are
 *   exempt so '100000' passes);
 * - KEYBOARD_ROW: a word typed along one row of the language's keyboards (see keyboardRun);
 * - NO_VOWELS: a Latin word of 6+ letters without a vowel, or 6+ Latin letters in the whole
 *   answer and not one vowel ('jkhgfd', 'xkcd bzzt prr');
 * - CONSONANT_CLUSTER: a Latin word with a run of consonants longer than the language allows;
 * - LOW_VARIETY: 10+ letters made of at most 3 different ones ('ababababab', 'hahahahaha').
 * Accents are stripped first; words in other scripts (Greek, Cyrillic, Thai, CJK) are only
 * checked for repeats and variety.
 */
export function gibberishReason(text: string, language = 'en'): GibberishReason | null {
  const lang = languageOf(language);
  const plain = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (/([^\d\s])\1{4,}/u.test(plain)) return 'REPEATED_CHARACTER';
  const words = plain.split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '');
  if (words.some((w) => keyboardRun(w, lang.rows))) return 'KEYBOARD_ROW';
  const latinWords = words.filter((w) => LATIN.test(w));
  const hasVowel = (w: string) => [...w].some((c) => lang.vowels.includes(c));
  if (latinWords.some((w) => [...w].length >= NO_VOWEL_WORD && !hasVowel(w))) return 'NO_VOWELS';
  const latinLetters = latinWords.join('');
  const allLatin = latinWords.length === words.filter((w) => /\p{L}/u.test(w)).length;
  if (allLatin && [...latinLetters].length >= NO_VOWEL_TEXT && !hasVowel(latinLetters)) {
    return 'NO_VOWELS';
  }
  if (latinWords.some((w) => longestConsonantRun(w, lang.vowels) > lang.maxConsonants)) {
    return 'CONSONANT_CLUSTER';
  }
  const letters = [...plain].filter((c) => /\p{L}/u.test(c));
  if (letters.length >= 10 && new Set(letters).size <= 3) return 'LOW_VARIETY';
  return null;
}

/** True when the text looks like gibberish (see gibberishReason). */
export function gibberish(text: string, language = 'en'): boolean {
  return gibberishReason(text, language) !== null;
}
