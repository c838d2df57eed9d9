/**
 * Themes of the free-text answers of one question (issue 26 §4), deterministic and offline: the
 * stems most answers use (document frequency >= 1% of the answers, at least 2) are the candidate
 * themes; a theme holds the answers that use any of its stems; two themes whose answers mostly
 * overlap (>= half of the smaller) merge, up to 4 stems; the 12 largest are shown and 'Other'
 * holds the answers in none of them.
 *
 * A theme's id names its stems (`theme:deliveri+late`; Other: `theme:-` and every shown theme's
 * stems), so membership is a function of the id and the answer alone: a filter on a theme needs
 * no stored state and means the same in the summary, the texts and a crosstab. Every decision is
 * made on counts and stem texts, never on the order answers arrived in.
 */
import { Bitset } from '../bitset.ts';
import type { TextTheme } from '../analysisContract.ts';
import type { ThemeCorpus } from './corpus.ts';
import { EXAMPLES, foldExample, type Rank } from './examples.ts';

export const THEME_OPTION_PREFIX = 'theme:';
export const MAX_THEMES = 12;
/** Fewer answers than this: no themes ('Not enough answers to find themes.'). */
export const MIN_ANSWERS_FOR_THEMES = 5;
const MIN_SHARE = 0.01;
const MIN_DOCUMENTS = 2;
const CANDIDATES = 48;
const MAX_STEMS = 4;
const MERGE_OVERLAP = 0.5;
/** Longer 'words' are links, codes or keyboard mashing, not themes. */
const MAX_STEM_LENGTH = 30;

export interface ThemeDefinition {
  /** The option id, `theme:…`. */
  id: string;
  label: string;
  /** Respondent numbers of the answers in the theme. */
  members: Bitset;
  /** Stem ids of the theme (empty for Other): examples using more of them come first. */
  stems: readonly number[];
}

export interface ThemeSet {
  /** The answers' stems the themes were found with (an example's words are read from it). */
  corpus: ThemeCorpus;
  /** Answers the themes were found among (non-blank, in the population). */
  answered: Bitset;
  /** Largest first; Other last when some answers are in no theme. */
  themes: ThemeDefinition[];
}

/** A theme option: the stems it names and whether it means 'none of them' (Other). */
export interface ThemeOption {
  stems: string[];
  none: boolean;
}

const STEM_TEXT = /^[\p{L}\p{N}]+$/u;

/** Reads `theme:a+b` / `theme:-a+b`; null when the id is not a theme option. */
export function parseThemeOption(optionId: string): ThemeOption | null {
  if (!optionId.startsWith(THEME_OPTION_PREFIX)) return null;
  let body = optionId.slice(THEME_OPTION_PREFIX.length);
  const none = body.startsWith('-');
  if (none) body = body.slice(1);
  const stems = body === '' && none ? [] : body.split('+');
  if (!stems.every((s) => STEM_TEXT.test(s))) return null;
  return { stems, none };
}

function optionId(stems: readonly string[], none: boolean): string {
  return `${THEME_OPTION_PREFIX}${none ? '-' : ''}${[...stems].sort().join('+')}`;
}

/** A theme option names at most this many stems: Other names every shown theme's. */
export const MAX_OPTION_STEMS = MAX_THEMES * MAX_STEMS;
/** The longest theme id: an Other naming MAX_OPTION_STEMS stems of 30 letters (`theme:-a+b…`). */
export const MAX_THEME_OPTION_LENGTH =
  THEME_OPTION_PREFIX.length + 1 + MAX_OPTION_STEMS * (MAX_STEM_LENGTH + 1) - 1;

/**
 * The option `optionId` names when it can be a theme of these answers (its stems sorted, each
 * once), else null: not a theme id, more stems than a theme holds (4; Other: every shown theme's),
 * or a stem no answer uses or no theme could have (over 30 letters). Two ids naming the same
 * stems give the same option (`theme:b+a` is `theme:a+b`).
 */
export function knownThemeOption(corpus: ThemeCorpus, optionId: string): ThemeOption | null {
  const parsed = parseThemeOption(optionId);
  if (!parsed) return null;
  const stems = [...new Set(parsed.stems)].sort();
  if (stems.length > (parsed.none ? MAX_OPTION_STEMS : MAX_STEMS)) return null;
  const known = (stem: string) =>
    stem.length <= MAX_STEM_LENGTH && corpus.stemId(stem) !== undefined;
  return stems.every(known) ? { stems, none: parsed.none } : null;
}

/** The option's id in one spelling: stems sorted (the key filters de-duplicate by). */
export function themeOptionKey(option: ThemeOption): string {
  return optionId(option.stems, option.none);
}

/**
 * Respondents whose answer is in the theme option (any of its stems; Other: none of them), from
 * the corpus's respondents per stem: the cost is the stems' answers, not every answer.
 */
export function themeMembers(corpus: ThemeCorpus, option: ThemeOption): Bitset {
  const out = new Bitset(corpus.size);
  for (const stem of option.stems) {
    const id = corpus.stemId(stem);
    if (id === undefined) continue;
    for (const n of corpus.respondentsOf(id)) out.add(n);
  }
  return option.none ? corpus.withText.clone().andNotInPlace(out) : out;
}

/** A theme while themes merge: its stems, its id and how many answers use any of its stems. */
export interface ThemeGroup {
  stems: number[];
  key: string;
  count: number;
}

/** How the answers of two groups overlap: counted on bitmaps (`findThemes`) or kept counts. */
export interface Overlap<G extends ThemeGroup> {
  /** Answers in both groups. */
  shared(a: G, b: G): number;
  /** `a` takes `b`'s answers (before their stems are joined); answers in either. */
  absorb(a: G, b: G): number;
}

function byCountThenKey(a: ThemeGroup, b: ThemeGroup): number {
  return b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

/** How many of the answers in `answered` use each stem (by stem id). */
export function documentFrequencies(corpus: ThemeCorpus, answered: Bitset): Int32Array {
  const df = new Int32Array(corpus.stems.length);
  for (const n of answered) for (const s of corpus.stemsOf(n)) df[s] = (df[s] as number) + 1;
  return df;
}

/** The least document frequency of a candidate among `total` answers. */
export function minDocuments(total: number, share = MIN_SHARE): number {
  return Math.max(MIN_DOCUMENTS, Math.ceil(total * share));
}

/**
 * The stems at least `minDf` of the answers use (MIN_SHARE by default), most used first (ties:
 * by stem text), at most `limit`.
 */
export function candidateStems(
  corpus: ThemeCorpus,
  df: Int32Array,
  total: number,
  limit = CANDIDATES,
  minDf = minDocuments(total),
): number[] {
  const ids: number[] = [];
  df.forEach((d, s) => {
    if (d >= minDf && (corpus.stems[s] as string).length <= MAX_STEM_LENGTH) ids.push(s);
  });
  const text = (s: number) => corpus.stems[s] as string;
  ids.sort((a, b) => (df[b] as number) - (df[a] as number) || (text(a) < text(b) ? -1 : 1));
  return ids.slice(0, limit);
}

/** A candidate stem's group before merging: `count` answers use it. */
export function stemGroup(corpus: ThemeCorpus, stem: number, count: number): ThemeGroup {
  return { stems: [stem], key: optionId([corpus.stems[stem] as string], false), count };
}

/**
 * Merges groups whose answers mostly overlap, largest first, until none does; the shown ones
 * (the MAX_THEMES largest) are returned.
 */
export function mergeGroups<G extends ThemeGroup>(
  groups: G[],
  corpus: ThemeCorpus,
  overlap: Overlap<G>,
): G[] {
  groups.sort(byCountThenKey);
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      const a = groups[i] as G;
      const b = groups[j] as G;
      if (a.stems.length + b.stems.length > MAX_STEMS) continue;
      const shared = overlap.shared(a, b);
      if (shared < MERGE_OVERLAP * Math.min(a.count, b.count)) continue;
      a.count = overlap.absorb(a, b);
      a.stems = [...a.stems, ...b.stems];
      a.key = optionId(
        a.stems.map((s) => corpus.stems[s] as string),
        false,
      );
      groups.splice(j, 1);
      j = i; // a grew: check it against every remaining group again
    }
  }
  return groups.sort(byCountThenKey).slice(0, MAX_THEMES);
}

/** Every stem of the theme (up to 4): an answer in it uses at least one word of its label. */
export function labelOf(corpus: ThemeCorpus, stems: readonly number[]): string {
  return stems.map((s) => corpus.writtenForm(s)).join(', ');
}

/** Other's id: none of the shown themes' stems. */
export function otherId(corpus: ThemeCorpus, shown: readonly ThemeGroup[]): string {
  return optionId(
    shown.flatMap((g) => g.stems.map((s) => corpus.stems[s] as string)),
    true,
  );
}

interface BitsetGroup extends ThemeGroup {
  members: Bitset;
}

const onBitmaps: Overlap<BitsetGroup> = {
  shared: (a, b) => a.members.andCount(b.members),
  absorb: (a, b) => a.members.orInPlace(b.members).count(),
};

/**
 * The themes of the answers in `answered` (respondent numbers with a non-blank answer), found
 * by a walk of every answer. Empty below MIN_ANSWERS_FOR_THEMES answers.
 */
export function findThemes(corpus: ThemeCorpus, answered: Bitset): ThemeSet {
  const total = answered.count();
  if (total < MIN_ANSWERS_FOR_THEMES) return { corpus, answered, themes: [] };
  const df = documentFrequencies(corpus, answered);
  const candidates = candidateStems(corpus, df, total);
  const groups: BitsetGroup[] = candidates.map((s) => ({
    ...stemGroup(corpus, s, df[s] as number),
    members: new Bitset(corpus.size),
  }));
  const slot = new Int32Array(corpus.stems.length).fill(-1);
  candidates.forEach((s, i) => {
    slot[s] = i;
  });
  for (const n of answered) {
    for (const s of corpus.stemsOf(n)) {
      const i = slot[s] as number;
      if (i >= 0) (groups[i] as BitsetGroup).members.add(n);
    }
  }
  const shown = mergeGroups(groups, corpus, onBitmaps);
  return { corpus, answered, themes: themeDefinitions(corpus, answered, shown) };
}

/** The shown groups as themes, with Other when some answers are in none of them. */
export function themeDefinitions(
  corpus: ThemeCorpus,
  answered: Bitset,
  shown: readonly (ThemeGroup & { members: Bitset })[],
): ThemeDefinition[] {
  const themes: ThemeDefinition[] = shown.map((g) => ({
    id: g.key,
    label: labelOf(corpus, g.stems),
    members: g.members,
    stems: g.stems,
  }));
  const inAny = new Bitset(corpus.size);
  for (const g of shown) inAny.orInPlace(g.members);
  const other = answered.clone().andNotInPlace(inAny);
  if (other.count() > 0) {
    themes.push({ id: otherId(corpus, shown), label: 'Other', members: other, stems: [] });
  }
  return themes;
}

/** How many of `stems` the answer of respondent `n` does not use. */
function missingStems(corpus: ThemeCorpus, stems: readonly number[], n: number): number {
  if (stems.length === 0) return 0;
  const used = corpus.stemsOf(n);
  let missing = 0;
  for (const s of stems) if (!used.includes(s)) missing += 1;
  return missing;
}

/**
 * The best examples among `members`, ranked (`foldExample`: the same whatever order they are
 * visited in).
 */
function exampleRanks(
  theme: Pick<ThemeDefinition, 'stems'>,
  members: Bitset,
  texts: readonly (string | undefined)[],
  corpus: ThemeCorpus,
): Rank[] {
  const best: Rank[] = [];
  // A loop over the words, not the iterator: a filtered call visits every filtered member.
  const words = members.wordsUpTo(texts.length);
  for (let w = 0; w < words.length; w++) {
    for (let word = words[w] as number; word !== 0; word = (word & (word - 1)) >>> 0) {
      const n = w * 32 + 31 - Math.clz32(word & -word);
      const raw = texts[n];
      if (raw === undefined) continue;
      // Behind a full list of short readable examples using every stem of the theme, a longer
      // answer loses whatever stems it uses: skip it before looking at them.
      const worst = best.length === EXAMPLES ? (best[EXAMPLES - 1] as Rank) : null;
      if (worst && worst[0] === 0 && worst[1] === 0 && raw.trim().length > worst[2]) continue;
      foldExample(best, raw, missingStems(corpus, theme.stems, n));
    }
  }
  return best;
}

/** The themes' counts, shares and examples among the respondents in `match` (null: all). */
export function themeResults(
  set: ThemeSet,
  texts: readonly (string | undefined)[],
  match: Bitset | null,
): { answered: number; themes: TextTheme[] } {
  const answered = match ? set.answered.andCount(match) : set.answered.count();
  return {
    answered,
    themes: set.themes.map((t) => {
      const among = match ? t.members.clone().andInPlace(match) : t.members;
      const count = among.count();
      return {
        id: t.id,
        label: t.label,
        count,
        share: answered > 0 ? count / answered : 0,
        examples: exampleRanks(t, among, texts, set.corpus).map((r) => r[3]),
      };
    }),
  };
}
