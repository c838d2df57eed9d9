import type {
  CustomCriterionItem,
  DraftAudience,
  StandardCriterionItem,
} from '@survey/domain/audience/model';
import { choiceOf, qualifies } from '@survey/domain/audience/normalise';
import { isOn, MULTIPLE_CHOICE, responseLimit } from '@survey/domain/audience/settings';
import { interlocksOf } from '@survey/domain/audience/interlocks';
import { quotaCellKey } from '@survey/domain/respondent/engine/quotaCells';
import { interlockCells, type QuotaCellCount } from './interlockCount.ts';
import type { Population } from './population.ts';

export type { QuotaCellCount } from './interlockCount.ts';

export interface AudienceCount {
  size: number;
  /** Members who pass every targeting criterion. */
  targeted: number;
  /** Share of targeted respondents expected to pass the screening questions (0..1). */
  screeningShare: number;
  /** Percent of the population that qualifies: targeted / size x screeningShare x 100. */
  incidenceRate: number;
  quotaCells: QuotaCellCount[];
}

/** P(X >= t) for X ~ Binomial(n, p). */
function atLeast(t: number, n: number, p: number): number {
  let term = (1 - p) ** n;
  let below = 0;
  for (let k = 0; k < t && k <= n; k++) {
    below += term;
    term = (term * (n - k) * p) / ((k + 1) * (1 - p || 1));
  }
  return Math.max(0, Math.min(1, 1 - below));
}

/**
 * The share of respondents a screening question lets through, from a default per-option share of
 * 1/options: single select, the qualifying options' share; multi select, each option picked with
 * probability 1/options and at least `threshold` (default 1) qualifying picks needed.
 */
export function screeningShareOf(item: CustomCriterionItem): number {
  const options = item.criterionOptions;
  const n = options.length;
  if (n === 0) return 0;
  const q = options.filter((o) => qualifies(item.settingValues, o)).length;
  if (choiceOf(item) !== MULTIPLE_CHOICE) return q / n;
  return atLeast(Math.max(1, responseLimit(item.settingValues)), q, 1 / n);
}

/** Per population option index: does it qualify (single choice), as 0/1. */
function allowedIndexes(item: StandardCriterionItem, codes: readonly string[]): Uint8Array {
  const allowed = new Uint8Array(codes.length);
  for (const o of item.standardCriterionOptions) {
    const k = codes.indexOf(o.criterionOption.code);
    if (k >= 0 && qualifies(item.settingValues, o)) allowed[k] = 1;
  }
  return allowed;
}

function qualifyingMask(item: StandardCriterionItem, codes: readonly string[]): number {
  let mask = 0;
  for (const o of item.standardCriterionOptions) {
    const k = codes.indexOf(o.criterionOption.code);
    if (k >= 0 && k < 32 && qualifies(item.settingValues, o)) mask |= 1 << k;
  }
  return mask >>> 0;
}

const popcount = (x: number) => {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** Narrows `ok` (1 = still qualifying) to members passing one targeting criterion. */
function applyCriterion(population: Population, item: StandardCriterionItem, ok: Uint8Array) {
  const column = population.columns.get(item.criterion.code);
  const criterion = population.criteria.get(item.criterion.code);
  if (!column || !criterion || !isOn(item.settingValues, 'qualifying')) return;
  const codes = criterion.options.map((o) => o.code);
  if (choiceOf(item) === MULTIPLE_CHOICE) {
    const mask = qualifyingMask(item, codes);
    const need = Math.max(1, responseLimit(item.settingValues));
    // Every member picks at least one option: all options qualifying with no threshold passes all.
    if (need === 1 && popcount(mask) === Math.min(codes.length, 32)) return;
    for (let i = 0; i < ok.length; i++) {
      if (ok[i] && popcount((column[i] ?? 0) & mask) < need) ok[i] = 0;
    }
    return;
  }
  const allowed = allowedIndexes(item, codes);
  // Skip the pass when every option qualifies (the usual case for quota criteria).
  if (allowed.every((x) => x === 1)) return;
  for (let i = 0; i < ok.length; i++) if (ok[i] && !allowed[column[i] ?? 0]) ok[i] = 0;
}

/** Standard quota cells: qualifying members per option of a criterion with quotas. */
function standardCells(
  population: Population,
  item: StandardCriterionItem,
  ok: Uint8Array,
  screeningShare: number,
): QuotaCellCount[] {
  const column = population.columns.get(item.criterion.code);
  const criterion = population.criteria.get(item.criterion.code);
  const withQuota = item.standardCriterionOptions.filter((o) => o.quota);
  if (!column || !criterion || withQuota.length === 0) return [];
  const counts = new Float64Array(criterion.options.length);
  for (let i = 0; i < ok.length; i++) {
    if (!ok[i]) continue;
    const k = column[i] ?? 0;
    counts[k] = (counts[k] ?? 0) + 1;
  }
  const codes = criterion.options.map((o) => o.code);
  return withQuota.map((o) => ({
    questionId: item.criterion.question.questionId,
    cellKey: quotaCellKey(item.criterion.code, o.criterionOption.code),
    responseOptionId: o.criterionOption.responseOption.responseOptionId,
    percent: o.quota?.percent ?? 0,
    available: (counts[codes.indexOf(o.criterionOption.code)] ?? 0) * screeningShare,
  }));
}

/** Custom quota cells: the qualifying respondents spread evenly over the qualifying options. */
function customCells(item: CustomCriterionItem, qualified: number): QuotaCellCount[] {
  const qualifying = item.criterionOptions.filter((o) => qualifies(item.settingValues, o));
  return item.criterionOptions
    .filter((o) => o.quota)
    .map((o) => ({
      questionId: item.question.questionId,
      cellKey: quotaCellKey(item.questionLk, o.responseOptionLk),
      responseOptionId: o.responseOption.responseOptionId,
      percent: o.quota?.percent ?? 0,
      available: qualifying.length > 0 ? qualified / qualifying.length : 0,
    }));
}

/** Counts an audience over a population: one pass per criterion over typed arrays. */
export function countAudience(population: Population, audience: DraftAudience): AudienceCount {
  const ok = new Uint8Array(population.size).fill(1);
  for (const m of audience.members) {
    if (m.memberType === 'Standard') applyCriterion(population, m.memberItem, ok);
  }
  let targeted = 0;
  for (let i = 0; i < ok.length; i++) targeted += ok[i] ?? 0;
  let screeningShare = 1;
  for (const m of audience.members) {
    if (m.memberType === 'Custom') screeningShare *= screeningShareOf(m.memberItem);
  }
  const qualified = targeted * screeningShare;
  // Interlocked criteria have no margin cells: their combinations are the cells.
  const interlocked = new Set(interlocksOf(audience).flatMap((i) => i.memberNumbers));
  const quotaCells = [
    ...audience.members
      .filter((m) => !interlocked.has(m.number))
      .flatMap((m) =>
        m.memberType === 'Standard'
          ? standardCells(population, m.memberItem, ok, screeningShare)
          : customCells(m.memberItem, qualified),
      ),
    ...interlockCells(population, audience, ok, screeningShare),
  ];
  return {
    size: population.size,
    targeted,
    screeningShare,
    incidenceRate: population.size > 0 ? (qualified / population.size) * 100 : 0,
    quotaCells,
  };
}
