/**
 * The counts of a summary computed by plain SQL GROUP BYs over respondent_answers (tests only):
 * an independent second implementation the index must agree with. It shares the layout (which
 * rows, items and slider bins exist) and nothing of the index's counting.
 */
import type { ResponseFilter } from '@survey/domain/results/contract';
import type { LayoutEntry, ResultLayout } from '@survey/domain/results/layout';
import type { Pool } from 'pg';

export interface OracleCounts {
  matching: number;
  /** Per entry id: answered, and completes per `rowId|itemId`. */
  entries: Map<string, { answered: number; cells: Map<string, number> }>;
}

class Params {
  readonly values: unknown[] = [];
  /** The placeholder with its type spelled out (PostgreSQL cannot infer every one). */
  add(v: unknown, type: string): string {
    this.values.push(v);
    return `$${this.values.length}::${type}`;
  }
}

/** SQL true when the answer row `a` marks any of the filter's options. */
function optionPredicate(entry: LayoutEntry, f: ResponseFilter, p: Params): string {
  // Every placeholder must be used, or PostgreSQL cannot type it.
  const ids = () => p.add(f.responseOptionIds, 'text[]');
  switch (entry.answerKind) {
    case 'choice':
      return `a.answer -> 'selected' ?| ${ids()}`;
    case 'ranked':
      return `a.answer -> 'ranking' ?| ${ids()}`;
    case 'matrix':
      return `a.answer -> 'rows' -> ${p.add(f.questionId, 'text')} ?| ${ids()}`;
    case 'scale': {
      const bins = (entry.scale?.bins ?? []).filter((b) => f.responseOptionIds.includes(b.id));
      const ors = bins.map(
        (b) =>
          `(a.answer ->> 'value')::float8 BETWEEN ${p.add(b.lo, 'float8')} AND ${p.add(b.hi, 'float8')}`,
      );
      return ors.length > 0 ? `(${ors.join(' OR ')})` : 'false';
    }
    case 'text':
      return 'false';
  }
}

/** The sessions (ids) that complete the survey and match every filter (same question: ORed). */
function matchingSql(layout: ResultLayout, filters: ResponseFilter[], p: Params, survey: string) {
  const groups = new Map<string, { entry: LayoutEntry; preds: string[] }>();
  for (const f of filters) {
    const entry = layout.byId.get(f.matrixTitleId ?? f.questionId);
    if (!entry || f.responseOptionIds.length === 0) continue;
    const key = `${entry.id}/${f.questionId}`;
    const group = groups.get(key) ?? { entry, preds: [] };
    group.preds.push(optionPredicate(entry, f, p));
    groups.set(key, group);
  }
  const exists = [...groups.values()].map(
    (g) => `EXISTS (SELECT 1 FROM respondent_answers a WHERE a.session_id = s.id
                      AND a.page_key = ${p.add(g.entry.pageKey, 'text')} AND (${g.preds.join(' OR ')}))`,
  );
  return `SELECT s.id FROM respondent_sessions s
           WHERE s.survey_id = ${survey} AND s.status = 'complete'
           ${exists.map((e) => `AND ${e}`).join(' ')}`;
}

/** GROUP BY of one entry's answers among `matching`: rows of (row, item, n). */
function cellsSql(entry: LayoutEntry, page: string): string {
  const from = `FROM m JOIN respondent_answers a ON a.session_id = m.id AND a.page_key = ${page}`;
  switch (entry.answerKind) {
    case 'choice':
      return `SELECT o AS row, 'selected' AS item, count(*)::int AS n ${from},
                jsonb_array_elements_text(a.answer -> 'selected') AS o GROUP BY o`;
    case 'ranked':
      return `SELECT o AS row, CASE WHEN o LIKE 'default:%' THEN 'selected' ELSE 'rank:' || k END AS item,
                count(*)::int AS n ${from},
                jsonb_array_elements_text(a.answer -> 'ranking') WITH ORDINALITY AS r(o, k) GROUP BY 1, 2`;
    case 'matrix':
      return `SELECT r.key AS row, c AS item, count(*)::int AS n ${from},
                jsonb_each(a.answer -> 'rows') AS r, jsonb_array_elements_text(r.value) AS c GROUP BY 1, 2`;
    case 'scale':
      // Grouped by value; the values are put into the layout's bins afterwards.
      return `SELECT (a.answer ->> 'value') AS row, 'value' AS item, count(*)::int AS n ${from}
               WHERE a.answer ->> 'value' IS NOT NULL GROUP BY 1`;
    case 'text':
      return `SELECT 'none' AS row, 'none' AS item, 0 AS n FROM m WHERE ${page} IS NULL`;
  }
}

function answeredSql(entry: LayoutEntry, page: string): string {
  const cond = {
    choice: `jsonb_array_length(a.answer -> 'selected') > 0`,
    ranked: `jsonb_array_length(a.answer -> 'ranking') > 0`,
    matrix: `EXISTS (SELECT 1 FROM jsonb_each(a.answer -> 'rows') r WHERE jsonb_array_length(r.value) > 0)`,
    scale: `a.answer ->> 'value' IS NOT NULL`,
    text: `btrim(a.answer ->> 'text') <> ''`,
  }[entry.answerKind];
  return `SELECT count(*)::int AS n FROM m JOIN respondent_answers a
            ON a.session_id = m.id AND a.page_key = ${page} WHERE ${cond}`;
}

/** Every count of the summary by SQL (audience questions answered on their page only). */
export async function sqlCounts(
  pool: Pool,
  surveyId: string,
  layout: ResultLayout,
  filters: ResponseFilter[],
): Promise<OracleCounts> {
  const entries: OracleCounts['entries'] = new Map();
  let matching = 0;
  for (const entry of layout.entries) {
    const p = new Params();
    const m = matchingSql(layout, filters, p, p.add(surveyId, 'uuid'));
    const page = p.add(entry.pageKey, 'text');
    const cells = await pool.query<{ row: string; item: string; n: number }>(
      `WITH m AS (${m}) ${cellsSql(entry, page)}`,
      p.values,
    );
    const answered = await pool.query<{ n: number }>(
      `WITH m AS (${m}) ${answeredSql(entry, page)}`,
      p.values,
    );
    const counted = new Map<string, number>();
    for (const r of cells.rows) {
      const bin =
        entry.answerKind === 'scale'
          ? entry.scale?.bins.find((b) => Number(r.row) >= b.lo && Number(r.row) <= b.hi)?.id
          : undefined;
      const key = bin ? `${bin}|selected` : `${r.row}|${r.item}`;
      counted.set(key, (counted.get(key) ?? 0) + r.n);
    }
    entries.set(entry.id, { answered: answered.rows[0]?.n ?? 0, cells: counted });
    const total = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${m}) x`, [
      ...p.values.slice(0, -1),
    ]);
    matching = total.rows[0]?.n ?? 0;
  }
  return { matching, entries };
}
