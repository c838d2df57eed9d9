/**
 * The result entries of a multi-market project's markets read together (issue 37 §3): the derived
 * 'Market' entry (one option per market, labelled by its country), then every entry of any
 * market, matched by id. The markets share the lead's questionnaire (same ids), so its entries are
 * the same in each; audience questions differ by country: an audience question asked in several
 * markets is one entry whose options are the union of theirs (by id), and a market that did not
 * ask it adds nobody to it (docs/decisions/spec-gaps.md, s24-mmresults).
 */
import type { ResponseFilter } from './contract.ts';
import { derivedEntry, type LayoutEntry, type LayoutRow, type ResultLayout } from './layout.ts';

/** Id of the derived 'Market' entry; its options are the markets' survey ids. */
export const MARKET_ENTRY_ID = 'markets:market';

export interface MarketLayoutPart {
  /** The market's survey id: the Market entry's option id. */
  id: string;
  /** The market's country name: the option's text. */
  text: string;
  layout: ResultLayout;
}

function unionRows(a: readonly LayoutRow[], b: readonly LayoutRow[]): LayoutRow[] {
  const rows = a.map((r) => ({ ...r, items: [...r.items] }));
  for (const row of b) {
    const known = rows.find((r) => r.id === row.id);
    if (!known) {
      rows.push({ ...row, position: rows.length, items: [...row.items] });
      continue;
    }
    for (const item of row.items) {
      if (!known.items.some((i) => i.id === item.id)) known.items.push(item);
    }
  }
  return rows;
}

/** The combined layout: Market first, audience questions, then the questionnaire's entries. */
export function marketsLayout(parts: readonly MarketLayoutPart[]): ResultLayout {
  const byId = new Map<string, LayoutEntry>();
  const order: string[] = [];
  for (const part of parts) {
    for (const entry of part.layout.entries) {
      const known = byId.get(entry.id);
      if (!known) order.push(entry.id);
      byId.set(entry.id, known ? { ...known, rows: unionRows(known.rows, entry.rows) } : entry);
    }
  }
  const kindOf = (id: string) => byId.get(id)?.questionKind;
  const sorted = [
    ...order.filter((id) => kindOf(id) === 'Audience'),
    ...order.filter((id) => kindOf(id) !== 'Audience'),
  ];
  const market = derivedEntry(
    { id: MARKET_ENTRY_ID, label: 'MKT', text: 'Market', multiple: false, contextPosition: 0 },
    parts.map((p) => ({ id: p.id, text: p.text })),
  );
  const entries = [
    market,
    ...sorted.map((id, i) => ({ ...(byId.get(id) as LayoutEntry), contextPosition: i + 1 })),
  ];
  return {
    entries,
    byId: new Map(entries.map((e) => [e.id, e])),
    language: parts[0]?.layout.language ?? 'en',
  };
}

/**
 * The filters as one market reads them (already checked against the combined layout): the Market
 * filter decides whether the market takes part; options the market does not have are dropped.
 * null: nobody in this market matches (not a chosen market, or a question or every option of a
 * filter that it lacks). A filter without options restricts nothing, as everywhere.
 */
export function marketFilters(
  marketId: string,
  layout: ResultLayout,
  filters: readonly ResponseFilter[],
): ResponseFilter[] | null {
  const kept: ResponseFilter[] = [];
  for (const f of filters) {
    if (f.responseOptionIds.length === 0) continue;
    if (f.questionId === MARKET_ENTRY_ID && f.matrixTitleId === null) {
      if (!f.responseOptionIds.includes(marketId)) return null;
      continue;
    }
    const entry = layout.byId.get(f.matrixTitleId ?? f.questionId);
    if (!entry) return null;
    if (entry.answerKind === 'text') {
      kept.push(f);
      continue;
    }
    const has =
      entry.entryType === 'matrix'
        ? (id: string) =>
            entry.rows.find((r) => r.id === f.questionId)?.items.some((i) => i.id === id) ?? false
        : (id: string) => entry.rows.some((r) => r.id === id);
    const options = f.responseOptionIds.filter(has);
    if (options.length === 0) return null;
    kept.push({ ...f, responseOptionIds: options });
  }
  return kept;
}
