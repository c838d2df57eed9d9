/**
 * The summary and free texts of a multi-market project (issue 37 §3): each market's own summary
 * (its index, its filters as it reads them, its own weights) added up entry by entry, so that a
 * Market filter gives exactly the sum of the chosen markets' own results. A slider's mean is the
 * markets' means weighted by who answered (exact: each mean is a sum over that count).
 */
import type {
  ResultEntry,
  ResponseFilter,
  SummaryResponse,
  TextAnswersRequest,
  TextAnswersResponse,
} from './contract.ts';
import { ResultsQueryError } from './filters.ts';
import { weightingInfo } from './indexWeights.ts';
import type { LayoutEntry } from './layout.ts';
import { MARKET_ENTRY_ID } from './marketsLayout.ts';
import type { MarketsIndex } from './marketsIndex.ts';

/** Weighting of a combined read: only when every market has quotas to weight to. */
export const PARTLY_WEIGHTED_NOTE =
  'Weighting is available when every market has quotas to weight to.';

interface MarketCounts {
  summary: SummaryResponse;
  /** false: nobody in this market matches the filters (its filtered counts are 0). */
  matches: boolean;
}

function combinedEntry(
  entry: LayoutEntry,
  counts: readonly MarketCounts[],
  marketIds: readonly string[],
): ResultEntry {
  const { pageKey: _p, answerKind: _k, rows, scale, ...header } = entry;
  const own = counts.map((c) => ({
    matches: c.matches,
    result: c.summary.results.find((r) => r.id === entry.id),
  }));
  const sum = (f: (r: ResultEntry) => number, filtered: boolean) =>
    own.reduce((total, o) => total + (o.result && (!filtered || o.matches) ? f(o.result) : 0), 0);
  if (entry.id === MARKET_ENTRY_ID) {
    const all = counts.map((c) => c.summary.samplesCollected);
    const filtered = counts.map((c) => (c.matches ? c.summary.samplesCollectedFiltered : 0));
    return {
      ...header,
      samplesCollected: all.reduce((a, b) => a + b, 0),
      samplesCollectedFiltered: filtered.reduce((a, b) => a + b, 0),
      rows: rows.map((r, i) => ({
        id: r.id,
        text: r.text,
        position: r.position,
        rowItems: r.items.map((item) => ({
          id: item.id,
          text: item.text,
          completes: marketIds[i] === r.id ? (all[i] ?? 0) : 0,
          completesFiltered: marketIds[i] === r.id ? (filtered[i] ?? 0) : 0,
        })),
      })),
      scale: null,
    };
  }
  const cell = (rowId: string, itemId: string, filtered: boolean) =>
    sum((r) => {
      const item = r.rows.find((x) => x.id === rowId)?.rowItems.find((i) => i.id === itemId);
      return item ? (filtered ? item.completesFiltered : item.completes) : 0;
    }, filtered);
  const meanOf = (filtered: boolean): number | null => {
    let weight = 0;
    let total = 0;
    for (const o of own) {
      if (!o.result?.scale || (filtered && !o.matches)) continue;
      const mean = filtered ? o.result.scale.meanFiltered : o.result.scale.mean;
      const n = filtered ? o.result.samplesCollectedFiltered : o.result.samplesCollected;
      if (mean === null || n === 0) continue;
      weight += n;
      total += mean * n;
    }
    return weight > 0 ? total / weight : null;
  };
  return {
    ...header,
    samplesCollected: sum((r) => r.samplesCollected, false),
    samplesCollectedFiltered: sum((r) => r.samplesCollectedFiltered, true),
    rows: rows.map((r) => ({
      id: r.id,
      text: r.text,
      position: r.position,
      rowItems: r.items.map((i) => ({
        id: i.id,
        text: i.text,
        completes: cell(r.id, i.id, false),
        completesFiltered: cell(r.id, i.id, true),
      })),
      ...(r.media ? { media: r.media } : {}),
    })),
    scale: scale && {
      min: scale.min,
      max: scale.max,
      step: scale.step,
      mean: meanOf(false),
      meanFiltered: meanOf(true),
    },
  };
}

/** The project's summary under `surveyId` (the survey the caller asked through). */
export function marketsSummary(
  index: MarketsIndex,
  surveyId: string,
  filters: readonly ResponseFilter[],
  opts: { weighted?: boolean } = {},
): SummaryResponse {
  const weights = index.weights();
  const weighted = opts.weighted === true && weights !== null;
  const byMarket = index.eachMarket(filters, (p, own): MarketCounts => {
    const summary = p.part.index.summary(p.part.id, own ?? [], { weighted });
    return { summary, matches: own !== null };
  });
  const placed = index.markets();
  const counts = placed.map((p) => byMarket.get(p) as MarketCounts);
  const ids = placed.map((p) => p.part.id);
  const total = (filtered: boolean) =>
    counts.reduce(
      (n, c) =>
        n +
        (filtered
          ? c.matches
            ? c.summary.samplesCollectedFiltered
            : 0
          : c.summary.samplesCollected),
      0,
    );
  const weighting = index.partlyWeighted()
    ? { ...weightingInfo(null, false), note: PARTLY_WEIGHTED_NOTE }
    : weightingInfo(weights, weighted);
  return {
    surveyId,
    samplesCollected: total(false),
    samplesCollectedFiltered: total(true),
    results: index.layout.entries.map((e) => combinedEntry(e, counts, ids)),
    weighting,
  };
}

/** Free texts of one text question across the markets, newest first. */
export function marketsTexts(
  index: MarketsIndex,
  req: Omit<TextAnswersRequest, 'surveyId'>,
): TextAnswersResponse {
  const entry = index.layout.byId.get(req.questionId);
  if (entry?.answerKind !== 'text') {
    throw new ResultsQueryError(
      'UNKNOWN_QUESTION',
      `No text question ${req.questionId} in this survey.`,
    );
  }
  const wanted = req.offset + req.limit;
  const byMarket = index.eachMarket(req.responseFilters, (p, own) =>
    own === null || !p.part.index.layout.byId.has(req.questionId)
      ? { total: 0, items: [] }
      : p.part.index.texts({ ...req, responseFilters: own, offset: 0, limit: wanted }),
  );
  const answers = [...byMarket.values()];
  const items = answers
    .flatMap((a) => a.items)
    // ISO times of one format sort as text; a stable sort keeps the markets' order on a tie.
    .sort((a, b) => (a.completedAt < b.completedAt ? 1 : a.completedAt > b.completedAt ? -1 : 0));
  return {
    total: answers.reduce((n, a) => n + a.total, 0),
    items: items.slice(req.offset, wanted),
  };
}
