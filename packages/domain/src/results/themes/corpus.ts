/**
 * The free-text answers of one text question as stem ids, for themes (issue 26 §4). A text is
 * normalised (NFKC, lower case), split into words (letters and digits; the runtime's word
 * segmenter for languages written without spaces), each distinct word matched once (accents
 * stripped, stop word or stem) and remembered, so 100k answers cost one split and a map lookup
 * per word. Answers keep their respondent numbers: stems of respondent n sit at
 * `stemIds[offsets[n] .. offsets[n + 1])`, each stem once per answer.
 */
import { Bitset } from '../bitset.ts';
import { languageRules, SEGMENTED_LANGUAGES, type LanguageRules } from './languages.ts';

/** Words shorter than this (after accents are stripped) carry no theme: 'a', 'x', '5'. */
const MIN_WORD = 2;
const NOT_A_WORD = /[^\p{L}\p{N}]+/u;
/** Most answers are plain ASCII: split them with a byte class, several times faster. */
const PLAIN = /^[ -~\t\n\r]*$/;
const NOT_A_PLAIN_WORD = /[^a-z0-9]+/;
const ONLY_DIGITS = /^\p{N}+$/u;
const MARKS = /\p{M}/gu;

/** The form words are matched in: accents stripped, ligatures and ß spelled out. */
export function matchForm(written: string): string {
  return written
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');
}

const segmenters = new Map<string, Intl.Segmenter>();

/** The written words of a text: NFKC, lower case, split on everything but letters and digits. */
export function splitWords(text: string, language: string): string[] {
  if (PLAIN.test(text))
    return text
      .toLowerCase()
      .split(NOT_A_PLAIN_WORD)
      .filter((w) => w !== '');
  const normal = text.normalize('NFKC').toLowerCase();
  if (SEGMENTED_LANGUAGES.has(language)) {
    let segmenter = segmenters.get(language);
    if (!segmenter) {
      segmenter = new Intl.Segmenter(language, { granularity: 'word' });
      segmenters.set(language, segmenter);
    }
    const out: string[] = [];
    for (const s of segmenter.segment(normal)) if (s.isWordLike) out.push(s.segment);
    return out;
  }
  return normal.split(NOT_A_WORD).filter((w) => w !== '');
}

type Ints = Int32Array<ArrayBuffer>;

function grown(array: Ints, needed: number): Ints {
  if (needed <= array.length) return array;
  const next = new Int32Array(Math.max(needed, array.length * 2));
  next.set(array);
  return next;
}

/** Twice as long, the new half -1. */
function grownFilled(array: Ints): Ints {
  const next = new Int32Array(array.length * 2).fill(-1);
  next.set(array);
  return next;
}

export class ThemeCorpus {
  private readonly rules: LanguageRules;
  /** Written word -> word id; each word's stem id (-1: not a theme word) and occurrences. */
  private readonly wordIds = new Map<string, number>();
  private readonly words: string[] = [];
  private wordStem: Ints = new Int32Array(1024);
  private wordUses: Ints = new Int32Array(1024);
  private readonly stemIdOf = new Map<string, number>();
  /**
   * Each stem's most used written word (word id, -1: none yet), kept as words are counted: only
   * the counted word's uses grow, so it either overtakes the kept one or not (a label then costs
   * nothing per call however many distinct words the answers hold).
   */
  private stemWord: Ints = new Int32Array(1024).fill(-1);
  /** Stem text per stem id. */
  readonly stems: string[] = [];
  private offsetsArray: Ints = new Int32Array(1025);
  private stemArray: Ints = new Int32Array(4096);
  private stemCount = 0;
  /** Last respondent number each stem was seen in (dedupes stems within an answer). */
  private seenIn: Ints = new Int32Array(1024).fill(-1);
  /** Respondents whose answer is not blank. */
  readonly withText = new Bitset();
  /** Respondent numbers tokenised so far. */
  private answers = 0;
  /**
   * Respondents per stem (an inverted index of the stem arrays), made on the first filter by a
   * theme after the corpus grew: a theme's members are then its stems' lists, not a walk of every
   * answer per theme id (issue 34 §2: ~10 ms per id at 100k answers).
   */
  private postings: { answers: number; starts: Ints; numbers: Ints } | null = null;

  constructor(readonly language: string) {
    this.rules = languageRules(language);
  }

  /** Respondent numbers covered (answers 0..size-1, blank or not). */
  get size(): number {
    return this.answers;
  }

  /**
   * Tokenises the texts of respondents 0..size-1 not seen yet (the index only ever appends, so
   * a growing survey costs only its new answers).
   */
  sync(texts: readonly (string | undefined)[], size: number): void {
    for (let n = this.answers; n < size; n++) this.addAnswer(n, texts[n]);
    this.answers = Math.max(this.answers, size);
  }

  private addAnswer(n: number, text: string | undefined): void {
    this.offsetsArray = grown(this.offsetsArray, n + 2);
    this.offsetsArray[n] = this.stemCount;
    if (text !== undefined && text.trim() !== '') {
      this.withText.add(n);
      for (const written of splitWords(text, this.rules.language)) {
        const stem = this.stemOfWord(written);
        if (stem < 0 || this.seenIn[stem] === n) continue;
        this.seenIn[stem] = n;
        if (this.stemCount === this.stemArray.length) {
          this.stemArray = grown(this.stemArray, this.stemCount + 1);
        }
        this.stemArray[this.stemCount++] = stem;
      }
    }
    this.offsetsArray[n + 1] = this.stemCount;
  }

  private stemOfWord(written: string): number {
    let id = this.wordIds.get(written);
    if (id === undefined) {
      id = this.words.length;
      this.wordIds.set(written, id);
      this.words.push(written);
      this.wordStem = grown(this.wordStem, id + 1);
      this.wordUses = grown(this.wordUses, id + 1);
      this.wordStem[id] = this.newWordStem(written);
    }
    const uses = (this.wordUses[id] as number) + 1;
    this.wordUses[id] = uses;
    const stem = this.wordStem[id] as number;
    if (stem >= 0) {
      const kept = this.stemWord[stem] as number;
      const keptUses = kept < 0 ? -1 : (this.wordUses[kept] as number);
      if (uses > keptUses || (uses === keptUses && written < (this.words[kept] as string))) {
        this.stemWord[stem] = id;
      }
    }
    return stem;
  }

  private newWordStem(written: string): number {
    const match = matchForm(written);
    if (match.length < MIN_WORD || ONLY_DIGITS.test(match) || this.rules.isStopWord(match)) {
      return -1;
    }
    const stem = this.rules.stem(match);
    let id = this.stemIdOf.get(stem);
    if (id === undefined) {
      id = this.stems.length;
      this.stemIdOf.set(stem, id);
      this.stems.push(stem);
      if (id >= this.seenIn.length) {
        this.seenIn = grownFilled(this.seenIn);
        this.stemWord = grownFilled(this.stemWord);
      }
    }
    return id;
  }

  /** Respondent numbers whose answer uses stem `stemId` (ascending; each once). */
  respondentsOf(stemId: number): Int32Array {
    const p = this.postingsNow();
    return p.numbers.subarray(p.starts[stemId], p.starts[stemId + 1]);
  }

  /** One counting sort of the stem arrays by stem, kept until the corpus grows. */
  private postingsNow(): { starts: Ints; numbers: Ints } {
    if (this.postings?.answers === this.answers) return this.postings;
    const starts = new Int32Array(this.stems.length + 1);
    for (let i = 0; i < this.stemCount; i++) {
      const s = this.stemArray[i] as number;
      starts[s + 1] = (starts[s + 1] as number) + 1;
    }
    for (let s = 0; s < this.stems.length; s++) {
      starts[s + 1] = (starts[s + 1] as number) + (starts[s] as number);
    }
    const next = starts.slice(0, this.stems.length);
    const numbers = new Int32Array(this.stemCount);
    for (let n = 0; n < this.answers; n++) {
      const end = this.offsetsArray[n + 1] as number;
      for (let i = this.offsetsArray[n] as number; i < end; i++) {
        const s = this.stemArray[i] as number;
        numbers[next[s] as number] = n;
        next[s] = (next[s] as number) + 1;
      }
    }
    this.postings = { answers: this.answers, starts, numbers };
    return this.postings;
  }

  /** Bytes held: the stem arrays, and each distinct word with its map slot. */
  estimatedBytes(): number {
    return (
      (this.postings ? this.postings.numbers.byteLength + this.postings.starts.byteLength : 0) +
      this.stemArray.byteLength +
      this.offsetsArray.byteLength +
      this.withText.byteLength +
      this.words.length * 80
    );
  }

  /** Stem id of a stem text, or undefined when no answer has it. */
  stemId(stem: string): number | undefined {
    return this.stemIdOf.get(stem);
  }

  /** Stem ids of respondent n's answer (each once); empty when blank or unanswered. */
  stemsOf(n: number): Int32Array {
    if (n >= this.answers) return new Int32Array(0);
    return this.stemArray.subarray(this.offsetsArray[n], this.offsetsArray[n + 1]);
  }

  /** The written form of a stem people used most (ties: the alphabetically first). */
  writtenForm(stemId: number): string {
    const word = this.stemWord[stemId] ?? -1;
    return word < 0 ? '' : (this.words[word] as string);
  }
}
