/**
 * The Porter stemmer for English (M. F. Porter, 1980, "An algorithm for suffix stripping"), steps
 * 1a to 5b as published. Input: a lower-case word of ASCII letters (the themes' normaliser strips
 * accents first); anything shorter than 3 letters is returned as it is, as in the reference.
 */

function isConsonant(w: string, i: number): boolean {
  const c = w.charCodeAt(i);
  // a e i o u
  if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) return false;
  if (c === 121) return i === 0 || !isConsonant(w, i - 1); // y after a consonant is a vowel
  return true;
}

/** m: the number of vowel-consonant sequences in the stem w[0..end). */
function measure(w: string, end: number): number {
  let m = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    while (i < end && isConsonant(w, i)) i++;
    m++;
  }
  return m;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function doubleConsonant(w: string, end: number): boolean {
  return end >= 2 && w[end - 1] === w[end - 2] && isConsonant(w, end - 1);
}

/** *o: the stem ends consonant-vowel-consonant, the last not w, x or y. */
function cvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(w, end - 1) || isConsonant(w, end - 2) || !isConsonant(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}

/** Replaces `suffix` by `by` when the stem before it has measure > `minM`; null: no suffix. */
function replaceIf(w: string, suffix: string, by: string, minM: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const stem = w.length - suffix.length;
  return measure(w, stem) > minM ? w.slice(0, stem) + by : w;
}

function firstRule(w: string, rules: readonly (readonly [string, string])[], minM: number): string {
  for (const [suffix, by] of rules) {
    const r = replaceIf(w, suffix, by, minM);
    if (r !== null) return r;
  }
  return w;
}

function step1a(w: string): string {
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ies')) return w.slice(0, -2);
  if (w.endsWith('ss')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

function step1b(w: string): string {
  if (w.endsWith('eed')) return measure(w, w.length - 3) > 0 ? w.slice(0, -1) : w;
  let stem: string | null = null;
  if (w.endsWith('ed') && hasVowel(w, w.length - 2)) stem = w.slice(0, -2);
  else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) stem = w.slice(0, -3);
  if (stem === null) return w;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return `${stem}e`;
  const end = stem.length;
  if (doubleConsonant(stem, end) && !/[lsz]$/.test(stem)) return stem.slice(0, -1);
  if (measure(stem, end) === 1 && cvc(stem, end)) return `${stem}e`;
  return stem;
}

function step1c(w: string): string {
  if (w.endsWith('y') && hasVowel(w, w.length - 1)) return `${w.slice(0, -1)}i`;
  return w;
}

const STEP2: readonly (readonly [string, string])[] = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['abli', 'able'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
];

const STEP3: readonly (readonly [string, string])[] = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];

const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

/** Longest-match rule tables: a word is tried against the longest suffix it ends with. */
function byLongest<T extends readonly [string, string] | string>(rules: readonly T[]): T[] {
  const len = (r: T) => (typeof r === 'string' ? r.length : r[0].length);
  return [...rules].sort((a, b) => len(b) - len(a));
}
const STEP2_SORTED = byLongest(STEP2);
const STEP3_SORTED = byLongest(STEP3);
const STEP4_SORTED = byLongest(STEP4);

function step4(w: string): string {
  for (const suffix of STEP4_SORTED) {
    if (!w.endsWith(suffix)) continue;
    const stem = w.length - suffix.length;
    if (suffix === 'ion' && !/[st]$/.test(w.slice(0, stem))) return w;
    return measure(w, stem) > 1 ? w.slice(0, stem) : w;
  }
  return w;
}

function step5(w: string): string {
  let out = w;
  if (out.endsWith('e')) {
    const m = measure(out, out.length - 1);
    if (m > 1 || (m === 1 && !cvc(out, out.length - 1))) out = out.slice(0, -1);
  }
  if (out.endsWith('ll') && measure(out, out.length) > 1) out = out.slice(0, -1);
  return out;
}

/**
 * Longer words are kept whole: they are links, codes or keyboard mashing, never themes (themes.ts
 * drops stems over 30 letters), and the measure of a run of 'y's costs the square of its length
 * (each 'y' is a consonant or a vowel by the letter before it), so one long answer could hold the
 * server for seconds.
 */
export const MAX_STEMMED_LETTERS = 30;

/** The Porter stem of an English word (lower case, ASCII letters); see MAX_STEMMED_LETTERS. */
export function porterStem(word: string): string {
  if (word.length < 3 || word.length > MAX_STEMMED_LETTERS) return word;
  let w = step1a(word);
  w = step1b(w);
  w = step1c(w);
  w = firstRule(w, STEP2_SORTED, 0);
  w = firstRule(w, STEP3_SORTED, 0);
  w = step4(w);
  return step5(w);
}
