/**
 * The raking margins of a published survey: one per audience criterion with quotas on, its targets
 * the quota shares (the same cells the respondent flow fills), and how to read a complete's
 * category from the stored audience answer.
 */
import type { Answer } from '../respondent/answers.ts';
import { audienceQuestionOf } from '../respondent/engine/audienceQuestions.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import { audienceMarginCells } from '../respondent/engine/quotaCells.ts';
import type { PageKey } from '../respondent/engine/state.ts';
import { audienceKey } from '../respondent/engine/steps.ts';
import type { RakingMargin } from './weights.ts';

export interface QuotaMargins {
  margins: RakingMargin[];
  /** The page keys whose answers categoryOf reads (so an export can fetch only those). */
  pageKeys: PageKey[];
  /** One category per margin (in `margins` order), or null when the answer names none. */
  categoryOf(answers: Readonly<Record<string, Answer | null>>): (string | null)[];
}

/**
 * A pick is a margin's category when it holds a quota. A multi select's respondent with several
 * quota'd picks counts towards several cells at once, which a rake (one category per respondent
 * and margin) cannot express without counting them twice: they get null on that margin and keep
 * their weight there (README.md "Weights").
 */
function categoryFrom(answer: Answer | null | undefined, targets: ReadonlyMap<string, number>) {
  if (answer?.kind !== 'choice') return null;
  const picks = [...new Set(answer.selected)].filter((p) => targets.has(p));
  return picks.length === 1 ? (picks[0] ?? null) : null;
}

const computed = new WeakMap<PublishedSurvey, QuotaMargins>();

/** The quota margins of a published survey and how to read one complete's categories. */
export function quotaMargins(published: PublishedSurvey): QuotaMargins {
  const known = computed.get(published);
  if (known) return known;
  const cells = audienceMarginCells(published.audience);
  const pageKeyOf = new Map(
    published.audience.members.map((m) => [audienceQuestionOf(m).key, audienceKey(m.number)]),
  );
  const percents = new Map<string, Map<string, number>>();
  for (const cell of cells) {
    // Publishing refuses 0% quotas; should one slip through, nobody can be weighted to it.
    if (!(cell.percent > 0)) continue;
    const options = percents.get(cell.criterionKey) ?? new Map<string, number>();
    options.set(cell.optionKey, cell.percent);
    percents.set(cell.criterionKey, options);
  }
  const read: { pageKey: PageKey; targets: ReadonlyMap<string, number> }[] = [];
  const margins: RakingMargin[] = [];
  for (const [id, options] of percents) {
    const pageKey = pageKeyOf.get(id);
    const total = [...options.values()].reduce((a, b) => a + b, 0);
    if (pageKey === undefined) continue;
    const targets = new Map([...options].map(([option, percent]) => [option, percent / total]));
    margins.push({ id, targets });
    read.push({ pageKey, targets });
  }
  const result: QuotaMargins = {
    margins,
    pageKeys: read.map((r) => r.pageKey),
    categoryOf: (answers) => read.map((r) => categoryFrom(answers[r.pageKey], r.targets)),
  };
  computed.set(published, result);
  return result;
}
