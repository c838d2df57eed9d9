/**
 * The variables of a raw-data export (issue 13 item 4): what each column of the CSV and each
 * variable of the SPSS file holds, built from the published survey's result layout (A{n} audience
 * questions first, then Q{n} questions and matrices), so that every export counts exactly what the
 * results page counts. `rawDataRow` turns one complete into the values of these variables.
 *
 * Codes are 1..n in the editor's option order with the default options (Don't know, Prefer not to
 * say, None of these) last, as the results page lists them. The module README of
 * `apps/server/src/modules/exports/` describes the layouts for users.
 */
import type { Entry } from '../questionnaire/model.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import { surveySteps } from '../respondent/engine/steps.ts';
import { flattenEntries } from '../questionnaire/walk.ts';
import { rankLabel } from '../results/rankLabel.ts';
import { resultLayout, type LayoutEntry, type LayoutItem } from '../results/layout.ts';
import { SECTIONS_SEEN } from '../results/sectionVariables.ts';
import { truncateChars } from './labels.ts';

/** Spec 3 §8: SPSS keeps variable labels to 255 and value labels to 120 characters. */
export const VARIABLE_LABEL_MAX = 255;
export const VALUE_LABEL_MAX = 120;
/** SPSS variable names: at most 64 bytes (ours are ASCII). */
export const VARIABLE_NAME_MAX = 64;

export type Measure = 'nominal' | 'ordinal' | 'scale';
/** numeric: codes or numbers; string: text; datetime: epoch milliseconds. */
export type VariableType = 'numeric' | 'string' | 'datetime';

export interface ValueLabel {
  value: number;
  label: string;
}

export interface RawVariable {
  name: string;
  /** Truncated at 255 characters. */
  label: string;
  type: VariableType;
  measure: Measure;
  /** Truncated at 120 characters each. */
  valueLabels: ValueLabel[];
  /** Codes declared as user-missing (Don't know, Prefer not to say). */
  missing: number[];
  /** Decimals shown (SPSS print format); 0 for codes. */
  decimals: number;
  /**
   * Labels of a short text variable's values (issue 37 §3: the Market column's country codes
   * labelled with the country names in a .sav); CSV files write the text itself.
   */
  textLabels?: { value: string; label: string }[];
  /**
   * Issue 38 §2: the loop item this variable is an iteration of (a looped card's `Q5_L1`: its
   * item's text); absent elsewhere. LONG layouts write it in their `loop_item` column.
   */
  loopItem?: string;
}

/** One cell: a number (code, value, epoch ms), a text, or null (missing / not asked). */
export type Cell = number | string | null;

export type AnswersByPage = Readonly<Record<string, unknown>>;

/** What an export reads of one complete. */
export interface CompleteRecord {
  respondentId: string;
  status: string;
  startedAtMs: number;
  completedAtMs: number | null;
  /** The engine's state: fork id -> branch number taken. */
  forks: Readonly<Record<string, number>>;
  /** Data-quality flags (SPEEDER, STRAIGHTLINER, GIBBERISH). */
  flags: readonly string[];
  weight: number;
  /** Stored answers by page key. */
  answers: AnswersByPage;
}

/** Reads this variable's cell from a complete. */
type Extract = (r: CompleteRecord) => Cell;

interface Column extends RawVariable {
  extract: Extract;
}

/** What a file's writers need of a layout: its variables (a file across markets has no `row`). */
export interface RawDataColumns {
  /** Every variable in file order: the respondent's own columns, then the answers. */
  variables: RawVariable[];
  /** How many of `variables` are the respondent's own columns (the rest are answers). */
  fixedCount: number;
  /** Where `weight` is (the last of the respondent's own columns); -1 in `unweightedLayout`. */
  weightIndex: number;
}

export interface RawDataLayout extends RawDataColumns {
  /** Cells of one complete, aligned with `variables`. */
  row(record: CompleteRecord): Cell[];
}

/** Default options whose code is declared missing in SPSS ("None of these" is an answer). */
const MISSING_DEFAULTS = new Set(['default:DontKnow', 'default:PreferNotToSay']);
export const DATA_QUALITY_FLAGS = ['SPEEDER', 'STRAIGHTLINER', 'GIBBERISH'] as const;
const NO_YES: ValueLabel[] = [
  { value: 0, label: 'No' },
  { value: 1, label: 'Yes' },
];
export const NOT_SELECTED = 'Not selected';

const variable = (
  v: Pick<RawVariable, 'name' | 'label' | 'type' | 'measure'> & Partial<RawVariable>,
  extract: Extract,
): Column => ({
  valueLabels: [],
  missing: [],
  decimals: 0,
  ...v,
  label: truncateChars(v.label, VARIABLE_LABEL_MAX),
  ...(v.valueLabels && {
    valueLabels: v.valueLabels.map((l) => ({
      value: l.value,
      label: truncateChars(l.label, VALUE_LABEL_MAX),
    })),
  }),
  extract,
});

/** A name SPSS accepts: letters, digits and _, starting with a letter. */
export function spssName(raw: string): string {
  const cleaned = raw.replace(/[^A-Za-z0-9_]/g, '_').replace(/_+$/, '');
  const named = /^[A-Za-z]/.test(cleaned) ? cleaned : `V${cleaned}`;
  return named.slice(0, VARIABLE_NAME_MAX);
}

/** Makes every name unique (case-insensitively, as SPSS compares them) by numbering repeats. */
function uniqueNames(columns: Column[]): Column[] {
  const taken = new Set<string>();
  return columns.map((c) => {
    let name = c.name;
    for (let n = 2; taken.has(name.toUpperCase()); n++) {
      const suffix = `_${n}`;
      name = `${c.name.slice(0, VARIABLE_NAME_MAX - suffix.length)}${suffix}`;
    }
    taken.add(name.toUpperCase());
    return name === c.name ? c : { ...c, name };
  });
}

const answerOf = (r: CompleteRecord, pageKey: string): Record<string, unknown> | null => {
  const a = r.answers[pageKey];
  return a && typeof a === 'object' ? (a as Record<string, unknown>) : null;
};
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/**
 * Ids listed in one answer field, deduplicated, computed once per answer: every option variable
 * of a question reads the same list (a 10-option multi select would otherwise filter it 10 times).
 */
const listed = new WeakMap<object, Map<string, readonly string[]>>();
function idsIn(holder: Record<string, unknown>, field: string): readonly string[] {
  let fields = listed.get(holder);
  if (!fields) {
    fields = new Map();
    listed.set(holder, fields);
  }
  let ids = fields.get(field);
  if (!ids) {
    ids = [...new Set(strings(holder[field]))];
    fields.set(field, ids);
  }
  return ids;
}

const codeLabels = (items: readonly LayoutItem[]): ValueLabel[] =>
  items.map((o, i) => ({ value: i + 1, label: o.text }));
const missingCodes = (items: readonly LayoutItem[]): number[] =>
  items.flatMap((o, i) => (MISSING_DEFAULTS.has(o.id) ? [i + 1] : []));

/** Options of a basic question that take a typed text ("Other, please say"). */
function textEntryOptions(entry: Entry | undefined): Set<string> {
  if (entry?.entryType !== 'question' || entry.entryItem.questionTypeCode !== 'Basic') {
    return new Set();
  }
  return new Set(
    entry.entryItem.responseOptions
      .filter((o) => o.textEntryState === 'enabled')
      .map((o) => o.responseOptionLk),
  );
}

function choiceColumns(e: LayoutEntry, entry: Entry | undefined): Column[] {
  const title = `${e.label}: ${e.text}`;
  const options = e.rows.map((r) => ({ id: r.id, text: r.text }));
  const kind = e.questionKind === 'Audience' ? 'choice' : e.answerKind;
  const selectedOf = (r: CompleteRecord) => {
    const a = answerOf(r, e.pageKey);
    return a?.kind === kind ? idsIn(a, 'selected') : [];
  };
  const columns: Column[] = e.isMultipleChoice
    ? options.map((o, i) =>
        variable(
          {
            name: `${e.label}_${i + 1}`,
            label: `${title} - ${o.text}`,
            type: 'numeric',
            measure: 'nominal',
            valueLabels: [
              { value: 0, label: NOT_SELECTED },
              { value: 1, label: o.text },
            ],
          },
          (r) => {
            const selected = selectedOf(r);
            return selected.length === 0 ? null : selected.includes(o.id) ? 1 : 0;
          },
        ),
      )
    : [
        variable(
          {
            name: e.label,
            label: title,
            type: 'numeric',
            measure: 'nominal',
            valueLabels: codeLabels(options),
            missing: missingCodes(options),
          },
          (r) => {
            const first = selectedOf(r)[0];
            const code = first === undefined ? -1 : options.findIndex((o) => o.id === first);
            return code < 0 ? null : code + 1;
          },
        ),
      ];
  const typed = options.filter((o) => textEntryOptions(entry).has(o.id));
  for (const o of typed) {
    const k = options.indexOf(o) + 1;
    columns.push(
      variable(
        {
          name: typed.length === 1 ? `${e.label}_other` : `${e.label}_${k}_other`,
          label: `${title} - ${o.text} (text)`,
          type: 'string',
          measure: 'nominal',
        },
        (r) => {
          const a = answerOf(r, e.pageKey);
          const texts = a?.kind === 'choice' ? (a.texts as Record<string, unknown>) : undefined;
          const text = texts?.[o.id];
          return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
        },
      ),
    );
  }
  return columns;
}

/** Ranked: one variable per option holding the rank it was given (a default option: 1 if picked). */
function rankedColumns(e: LayoutEntry): Column[] {
  const title = `${e.label}: ${e.text}`;
  const rankingOf = (r: CompleteRecord) => {
    const a = answerOf(r, e.pageKey);
    return a?.kind === 'ranked' ? idsIn(a, 'ranking') : [];
  };
  return e.rows.map((row, i) => {
    const isDefault = row.id.startsWith('default:');
    const ranks = row.items.length;
    return variable(
      {
        name: `${e.label}_${i + 1}`,
        label: `${title} - ${row.text}`,
        type: 'numeric',
        measure: isDefault ? 'nominal' : 'ordinal',
        valueLabels: isDefault
          ? [
              { value: 0, label: NOT_SELECTED },
              { value: 1, label: row.text },
            ]
          : Array.from({ length: ranks }, (_, k) => ({ value: k + 1, label: rankLabel(k + 1) })),
      },
      (r) => {
        const ranking = rankingOf(r);
        if (ranking.length === 0) return null;
        const at = ranking.indexOf(row.id);
        if (isDefault) return at >= 0 ? 1 : 0;
        return at >= 0 ? at + 1 : null;
      },
    );
  });
}

function matrixColumns(e: LayoutEntry): Column[] {
  const rowsOf = (r: CompleteRecord, rowId: string) => {
    const a = answerOf(r, e.pageKey);
    const rows = a?.kind === 'matrix' ? a.rows : undefined;
    return rows && typeof rows === 'object' ? idsIn(rows as Record<string, unknown>, rowId) : [];
  };
  return e.rows.flatMap((row, ri) => {
    const title = `${e.label}: ${e.text} - ${row.text}`;
    const columns = row.items;
    if (!e.isMultipleChoice) {
      return [
        variable(
          {
            name: `${e.label}_${ri + 1}`,
            label: title,
            type: 'numeric',
            measure: 'nominal',
            valueLabels: codeLabels(columns),
            missing: missingCodes(columns),
          },
          (r) => {
            const first = rowsOf(r, row.id)[0];
            const code = first === undefined ? -1 : columns.findIndex((c) => c.id === first);
            return code < 0 ? null : code + 1;
          },
        ),
      ];
    }
    return columns.map((c, ci) =>
      variable(
        {
          name: `${e.label}_${ri + 1}_${ci + 1}`,
          label: `${title} - ${c.text}`,
          type: 'numeric',
          measure: 'nominal',
          valueLabels: [
            { value: 0, label: NOT_SELECTED },
            { value: 1, label: c.text },
          ],
        },
        (r) => {
          const chosen = rowsOf(r, row.id);
          return chosen.length === 0 ? null : chosen.includes(c.id) ? 1 : 0;
        },
      ),
    );
  });
}

/**
 * Issue 38 §1: the display order of the rotating sections, one variable per section named after
 * its label (`S2_order`): 1 for the section shown first, 2 for the second, missing when not shown.
 * Read from the derived 'Sections seen' answer, which lists the sections in the order shown.
 */
function sectionOrderColumns(e: LayoutEntry): Column[] {
  return e.rows.map((row) =>
    variable(
      {
        name: `${row.text.split(' ')[0] ?? row.id}_order`,
        label: `Display order: ${row.text}`,
        type: 'numeric',
        measure: 'ordinal',
      },
      (r) => {
        const a = answerOf(r, e.pageKey);
        const at = a?.kind === 'choice' ? idsIn(a, 'selected').indexOf(row.id) : -1;
        return at < 0 ? null : at + 1;
      },
    ),
  );
}

function entryColumns(e: LayoutEntry, entry: Entry | undefined): Column[] {
  const title = `${e.label}: ${e.text}`;
  switch (e.answerKind) {
    case 'choice':
      if (e.id === SECTIONS_SEEN) return [...choiceColumns(e, entry), ...sectionOrderColumns(e)];
      return choiceColumns(e, entry);
    case 'ranked':
      return rankedColumns(e);
    case 'matrix':
      return matrixColumns(e);
    case 'scale':
      return [
        variable(
          { name: e.label, label: title, type: 'numeric', measure: 'scale', decimals: 2 },
          (r) => {
            const a = answerOf(r, e.pageKey);
            const v = a?.kind === 'scale' ? a.value : null;
            return typeof v === 'number' && Number.isFinite(v) ? v : null;
          },
        ),
      ];
    case 'text':
      return [
        variable({ name: e.label, label: title, type: 'string', measure: 'nominal' }, (r) => {
          const a = answerOf(r, e.pageKey);
          const text = a?.kind === 'text' && typeof a.text === 'string' ? a.text.trim() : '';
          return text === '' ? null : text;
        }),
      ];
  }
}

function fixedColumns(published: PublishedSurvey): Column[] {
  const forks = flattenEntries(published.questionnaire.entries).flatMap((e) =>
    e.entryType === 'fork' ? [e.entryItem.fork] : [],
  );
  return [
    variable(
      { name: 'respondent_id', label: 'Respondent id', type: 'string', measure: 'nominal' },
      (r) => r.respondentId,
    ),
    variable(
      { name: 'status', label: 'Status', type: 'string', measure: 'nominal' },
      (r) => r.status,
    ),
    variable(
      { name: 'start_time', label: 'Start time (UTC)', type: 'datetime', measure: 'scale' },
      (r) => r.startedAtMs,
    ),
    variable(
      { name: 'end_time', label: 'End time (UTC)', type: 'datetime', measure: 'scale' },
      (r) => r.completedAtMs,
    ),
    ...forks.map((fork, i) =>
      variable(
        {
          name: `fork_${i + 1}`,
          label: `Fork: ${fork.name}`,
          type: 'numeric',
          measure: 'nominal',
          valueLabels: fork.branches.map((b) => ({ value: b.branchNumber, label: b.label })),
        },
        (r) => r.forks[fork.forkId] ?? null,
      ),
    ),
    ...DATA_QUALITY_FLAGS.map((flag) =>
      variable(
        {
          name: `flag_${flag.toLowerCase()}`,
          label: `Data quality: ${flag.toLowerCase()}`,
          type: 'numeric',
          measure: 'nominal',
          valueLabels: NO_YES,
        },
        (r) => (r.flags.includes(flag) ? 1 : 0),
      ),
    ),
    variable(
      { name: 'weight', label: 'Weight', type: 'numeric', measure: 'scale', decimals: 6 },
      (r) => r.weight,
    ),
  ];
}

const layouts = new WeakMap<PublishedSurvey, RawDataLayout>();

/** The export's variables for a published survey (computed once per object). */
export function rawDataLayout(published: PublishedSurvey): RawDataLayout {
  const known = layouts.get(published);
  if (known) return known;
  const { steps } = surveySteps(published);
  const entryByKey = new Map(steps.map((s) => [s.key, s.entry]));
  const itemByKey = new Map(
    steps.flatMap((s) => (s.kind === 'entry' && s.loop ? [[s.key, s.loop.item.text]] : [])),
  );
  const fixed = fixedColumns(published);
  const answers = resultLayout(published).entries.flatMap((e) => {
    const columns = entryColumns(e, entryByKey.get(e.pageKey));
    const loopItem = itemByKey.get(e.pageKey);
    return loopItem === undefined ? columns : columns.map((c) => ({ ...c, loopItem }));
  });
  const columns = uniqueNames([
    ...fixed,
    ...answers.map((c) => ({ ...c, name: spssName(c.name) })),
  ]);
  const extractors = columns.map((c) => c.extract);
  const layout: RawDataLayout = {
    variables: columns.map(({ extract: _extract, ...v }) => v),
    fixedCount: fixed.length,
    weightIndex: fixed.length - 1,
    row: (record) => extractors.map((x) => x(record)),
  };
  layouts.set(published, layout);
  return layout;
}
