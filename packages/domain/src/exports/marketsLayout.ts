/**
 * One raw-data file across the markets of a multi-market project (issue 37 §3). Every market is a
 * survey with its own publication and so its own layout (`rawDataLayout.ts`); the questionnaire
 * is the lead's in every market (same questions, same variables), the audience is each market's.
 * The file's variables are the markets' variables merged:
 * - `Market` (the country code; in a .sav labelled with the country's name) and `Language` (the
 *   market's survey language) right after `respondent_id`;
 * - a variable that is the same in several markets (name, labels, codes) is one column;
 * - a variable whose name another market uses for something else (an audience question asked
 *   only in one market, or with other options) gets its own column named after its market
 *   (`A2_DE`), placed after that market's previous variable; rows of other markets leave it empty.
 * Labels come from the publications, which hold the base language's texts.
 */
import {
  spssName,
  VARIABLE_NAME_MAX,
  type Cell,
  type RawDataColumns,
  type RawVariable,
} from './rawDataLayout.ts';

/** A market of the file, in the project's order (the lead first). */
export interface ExportMarket {
  countryCode: string;
  countryName: string;
  /** The market's survey language. */
  language: string;
}

export const MARKET_VARIABLE = 'Market';
export const LANGUAGE_VARIABLE = 'Language';

/** The file's columns, and each market's cells mapped into them. */
export interface MarketsLayout {
  columns: RawDataColumns;
  /**
   * The file's cells of a complete of market `market` (an index of the markets given), from its
   * cells in that market's layout: one array reused by every call (write it out first).
   */
  cellsOf(market: number, cells: readonly Cell[]): readonly Cell[];
}

interface Slot {
  variable: RawVariable;
  key: string;
  /** The variable's name in its market's layout. */
  origin: string;
}

/** What makes two variables the same column. */
const keyOf = (v: RawVariable) =>
  JSON.stringify([v.label, v.type, v.measure, v.valueLabels, v.missing, v.decimals]);

/**
 * Merges the markets' variables of one part (the respondent's own, or the answers) in order: the
 * lead's first, then each market's new ones after that market's previous variable. Answers the
 * merged slots and, per market, the slot of each of its variables.
 */
function merge(
  parts: readonly { variables: readonly RawVariable[]; market: ExportMarket }[],
  takenNames: Set<string>,
): { slots: Slot[]; maps: Slot[][] } {
  const slots: Slot[] = [];
  // The slots made for a variable name so far (one per different meaning).
  const byName = new Map<string, Slot[]>();
  const maps = parts.map(({ variables, market }) => {
    let previous: Slot | null = null;
    return variables.map((variable) => {
      const key = keyOf(variable);
      const named = byName.get(variable.name) ?? [];
      let slot = named.find((s) => s.key === key);
      if (!slot) {
        const name =
          named.length > 0
            ? uniqueName(`${variable.name}_${market.countryCode}`, takenNames)
            : variable.name;
        takenNames.add(name.toUpperCase());
        slot = { variable: { ...variable, name }, key, origin: variable.name };
        byName.set(variable.name, [...named, slot]);
        // After the market's previous variable and the other meanings of the same name.
        let at = previous ? slots.indexOf(previous) + 1 : 0;
        while (slots[at]?.origin === variable.name) at++;
        slots.splice(at, 0, slot);
      }
      previous = slot;
      return slot;
    });
  });
  return { slots, maps };
}

function uniqueName(raw: string, taken: Set<string>): string {
  const base = spssName(raw);
  let name = base;
  for (let n = 2; taken.has(name.toUpperCase()); n++) {
    const suffix = `_${n}`;
    name = `${base.slice(0, VARIABLE_NAME_MAX - suffix.length)}${suffix}`;
  }
  return name;
}

const text = (name: string, label: string): RawVariable => ({
  name,
  label,
  type: 'string',
  measure: 'nominal',
  valueLabels: [],
  missing: [],
  decimals: 0,
});

/** The file's layout for these markets' layouts (aligned with `markets`, the lead first). */
export function marketsLayout(
  markets: readonly { market: ExportMarket; layout: RawDataColumns }[],
): MarketsLayout {
  const taken = new Set([MARKET_VARIABLE.toUpperCase(), LANGUAGE_VARIABLE.toUpperCase()]);
  for (const { layout } of markets)
    for (const v of layout.variables) taken.add(v.name.toUpperCase());
  const fixed = merge(
    markets.map(({ market, layout }) => ({
      market,
      variables: layout.variables.slice(0, layout.fixedCount),
    })),
    taken,
  );
  const answers = merge(
    markets.map(({ market, layout }) => ({
      market,
      variables: layout.variables.slice(layout.fixedCount),
    })),
    taken,
  );
  const marketVariable: RawVariable = {
    ...text(MARKET_VARIABLE, 'Market'),
    textLabels: markets.map(({ market }) => ({
      value: market.countryCode,
      label: market.countryName,
    })),
  };
  const languageVariable = text(LANGUAGE_VARIABLE, 'Survey language');
  // After the respondent id (the first of every layout's own columns).
  const [id, ...ownRest] = fixed.slots.map((s) => s.variable);
  const own = [...(id ? [id] : []), marketVariable, languageVariable, ...ownRest];
  const variables = [...own, ...answers.slots.map((s) => s.variable)];
  const indexOf = new Map<RawVariable, number>(variables.map((v, i) => [v, i]));
  const marketAt = indexOf.get(marketVariable) ?? 1;
  const languageAt = indexOf.get(languageVariable) ?? 2;
  // Per market: where each of its cells goes in the file's row.
  const targets = markets.map((_, m) =>
    Int32Array.from(
      [...(fixed.maps[m] ?? []), ...(answers.maps[m] ?? [])].map(
        (slot) => indexOf.get(slot.variable) ?? -1,
      ),
    ),
  );
  const out: Cell[] = variables.map(() => null);
  return {
    columns: {
      variables,
      fixedCount: own.length,
      weightIndex: variables.findIndex((v) => v.name === 'weight'),
    },
    cellsOf(market, cells) {
      const to = targets[market];
      const m = markets[market];
      if (!to || !m) throw new RangeError(`no market ${market}`);
      out.fill(null);
      for (let i = 0; i < to.length; i++) {
        const at = to[i] ?? -1;
        if (at >= 0) out[at] = cells[i] ?? null;
      }
      out[marketAt] = m.market.countryCode;
      out[languageAt] = m.market.language;
      return out;
    },
  };
}
