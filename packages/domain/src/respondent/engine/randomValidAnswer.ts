/**
 * A random answer that `submitAnswer` accepts, for the simulated panel (plausible respondents) and
 * the property tests. Mostly ordinary picks; now and then a respondent takes an exclusive option
 * ("Don't know") where one is offered.
 */
import { getIntSetting } from '../../questionnaire/settings.ts';
import type { Answer, ChoiceAnswer } from '../answers.ts';
import { choiceRule } from '../choiceRule.ts';
import { characterLimit, contentStructure } from '../freeTextFormat.ts';
import { isMultipleChoice, type RespondentOption } from '../respondentItems.ts';
import type { EntryPage } from './pages.ts';
import type { PanelProfile } from './state.ts';

type Rnd = () => number;
type PageItem = Pick<EntryPage, 'entry' | 'options' | 'rows'>;

const WORDS = ['good', 'value', 'quick', 'friendly', 'staff', 'price', 'easy', 'fresh', 'local'];
const EXCLUSIVE_SHARE = 0.1;

const int = (rnd: Rnd, min: number, max: number) => min + Math.floor(rnd() * (max - min + 1));

function sample<T>(items: readonly T[], k: number, rnd: Rnd): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, Math.max(0, k));
}

function words(rnd: Rnd, max: number): string {
  const text = Array.from({ length: int(rnd, 2, 8) }, () => WORDS[int(rnd, 0, WORDS.length - 1)])
    .join(' ')
    .slice(0, max)
    .trim();
  return text === '' ? 'ok' : text;
}

function freeText(page: PageItem, rnd: Rnd): string {
  const limit = characterLimit(page.entry);
  switch (contentStructure(page.entry)) {
    case 'numeric':
      return String(int(rnd, 0, 999) / 10);
    case 'positive_integer':
      return String(int(rnd, 1, 99));
    case 'integer':
      return String(int(rnd, -50, 50));
    case 'postcode_sector':
      return `SW1A ${int(rnd, 0, 9)}`;
    case 'postcode_full':
      return `SW1A ${int(rnd, 0, 9)}AA`;
    case 'alphanumeric':
      return `${words(rnd, Math.min(limit, 40))} ${int(rnd, 1, 9)}`.slice(0, limit).trim();
    case 'email':
      return `respondent${int(rnd, 1, 9999)}@example.com`;
    case 'unstructured':
      return words(rnd, Math.min(limit, 80));
  }
}

function picks(options: readonly RespondentOption[], min: number, max: number, rnd: Rnd): string[] {
  const free = options.filter((o) => !o.exclusive);
  const exclusive = options.filter((o) => o.exclusive);
  const hi = Math.min(max, free.length);
  if (exclusive.length > 0 && (hi < Math.max(1, min) || rnd() < EXCLUSIVE_SHARE)) {
    return [(exclusive[int(rnd, 0, exclusive.length - 1)] as RespondentOption).id];
  }
  const lo = Math.min(Math.max(1, min), hi);
  return sample(free, int(rnd, lo, hi), rnd).map((o) => o.id);
}

function choice(page: PageItem, rnd: Rnd): ChoiceAnswer {
  const rule = choiceRule(page.entry);
  const n = page.options.length;
  const selected =
    rule.type === 'single'
      ? [(page.options[int(rnd, 0, n - 1)] as RespondentOption).id]
      : rule.type === 'any'
        ? picks(page.options, 1, n, rnd)
        : rule.type === 'upTo'
          ? picks(page.options, 1, rule.max, rnd)
          : picks(page.options, rule.min, rule.max, rnd);
  const texts: Record<string, string> = {};
  for (const o of page.options) {
    if (o.textEntry && selected.includes(o.id)) texts[o.id] = words(rnd, 60);
  }
  return { kind: 'choice', selected, texts };
}

/** A random answer the page's question accepts (null for a text card). */
export function randomValidAnswer(page: PageItem, rnd: Rnd): Answer | null {
  const entry = page.entry;
  if (entry.entryType === 'matrix') {
    const single = !isMultipleChoice(entry);
    const rows: Record<string, string[]> = {};
    for (const row of page.rows) {
      rows[row.id] = single
        ? [(page.options[int(rnd, 0, page.options.length - 1)] as RespondentOption).id]
        : picks(page.options, 1, page.options.length, rnd);
    }
    return { kind: 'matrix', rows };
  }
  if (entry.entryType !== 'question') return null;
  const item = entry.entryItem;
  switch (item.questionTypeCode) {
    case 'Basic':
      return choice(page, rnd);
    case 'Ranked': {
      const rankable = page.options.filter((o) => !o.exclusive).length;
      const top = getIntSetting(item.settingValues, 'RankChoiceRequisite');
      const needed = top > 0 ? Math.min(top, rankable) : rankable;
      return { kind: 'ranked', ranking: picks(page.options, needed, needed, rnd) };
    }
    case 'Scale': {
      const range = item.questionScale?.range ?? { min: 0, max: 100, step: 1 };
      const steps = Math.floor((range.max - range.min) / range.step);
      return { kind: 'scale', value: range.min + range.step * int(rnd, 0, Math.max(0, steps)) };
    }
    case 'FreeText':
      return { kind: 'text', text: freeText(page, rnd) };
  }
}

/**
 * The panel member's own answer to an audience question page (so a simulated respondent answers
 * consistently with their profile), or null when the page is not one or the profile is silent.
 */
export function answerFromProfile(
  page: Pick<EntryPage, 'questionKind' | 'entry' | 'options'>,
  profile: PanelProfile,
): ChoiceAnswer | null {
  if (page.questionKind !== 'audience' || page.entry.entryType !== 'question') return null;
  const raw = profile[page.entry.entryItem.questionLk];
  if (raw === undefined) return null;
  const offered = new Set(page.options.map((o) => o.id));
  const known = (typeof raw === 'string' ? [raw] : [...raw]).filter((id) => offered.has(id));
  const selected = isMultipleChoice(page.entry) ? [...new Set(known)] : known.slice(0, 1);
  return selected.length === 0 ? null : { kind: 'choice', selected, texts: {} };
}
