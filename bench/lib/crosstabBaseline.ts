/**
 * P9's baseline: the counts of a crosstab (a basic row question by banner groups of basic
 * questions) by one plain SQL statement over the stored answers (jsonb), and the check that the
 * engine's table has the same counts and bases.
 */
import type { CrosstabResponse, VariableRef } from '@survey/domain/results/analysisContract';
import type { ResponseFilter } from '@survey/domain/results/contract';
import type { ResultLayout } from '@survey/domain/results/layout';
import type { PublishedSurvey } from '@survey/domain/respondent/engine/published';
import type { Database } from '@survey/server/src/db/database.ts';
import { filterCte } from './resultsBaseline.ts';

/** `{group}|{column}|{rowOption}` -> completes; `{group}|{column}|` -> the column's base. Group 0 is Total. */
export type CrosstabCounts = Map<string, number>;

const pageOf = (layout: ResultLayout, ref: VariableRef) => {
  const entry = layout.byId.get(ref.questionId);
  if (!entry || entry.answerKind !== 'choice')
    throw new Error(`P9: ${ref.questionId} is no basic question`);
  return entry.pageKey;
};

export async function sqlCrosstab(
  database: Database,
  surveyId: string,
  published: PublishedSurvey,
  layout: ResultLayout,
  req: { row: VariableRef; banner: VariableRef[]; responseFilters: ResponseFilter[] },
): Promise<CrosstabCounts> {
  const params: unknown[] = [surveyId];
  const hit = filterCte(published, req.responseFilters, params);
  params.push(pageOf(layout, req.row));
  const rowPage = `$${params.length}::text`;
  params.push(req.banner.map((b) => pageOf(layout, b)));
  const bannerPages = `$${params.length}::text[]`;
  const query = `
    WITH complete AS (
      SELECT id FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete'
    ), hit AS (${hit}
    ), counted AS (
      SELECT DISTINCT h.session_id FROM hit h JOIN complete c ON c.id = h.session_id
    ), r AS (
      SELECT ra.session_id, o
        FROM respondent_answers ra JOIN counted k ON k.session_id = ra.session_id,
             jsonb_array_elements_text(ra.answer->'selected') o
       WHERE ra.survey_id = $1 AND ra.page_key = ${rowPage}
    ), answered AS (
      SELECT DISTINCT session_id FROM r
    ), b AS (
      SELECT a.session_id, 0::bigint AS grp, 'total' AS col FROM answered a
      UNION ALL
      SELECT ra.session_id, g.grp, col
        FROM respondent_answers ra
        JOIN answered a ON a.session_id = ra.session_id
        JOIN unnest(${bannerPages}) WITH ORDINALITY g(page, grp) ON g.page = ra.page_key,
             jsonb_array_elements_text(ra.answer->'selected') col
       WHERE ra.survey_id = $1
    )
    SELECT b.grp, b.col, '' AS o, count(*)::int AS n FROM b GROUP BY 1, 2
    UNION ALL
    SELECT b.grp, b.col, r.o, count(*)::int FROM b JOIN r ON r.session_id = b.session_id
     GROUP BY 1, 2, 3`;
  const { rows } = await database.pool.query<{ grp: string; col: string; o: string; n: number }>(
    query,
    params,
  );
  return new Map(rows.map((r) => [`${r.grp}|${r.col}|${r.o}`, r.n]));
}

/** Every difference between the table's counts and bases and the SQL ones (empty when equal). */
export function compareCrosstab(table: CrosstabResponse, sql: CrosstabCounts): string[] {
  const out: string[] = [];
  const columns = [
    { group: 0, id: 'total', column: table.total },
    ...table.groups.flatMap((g, gi) =>
      g.columns.map((c) => ({ group: gi + 1, id: c.id.slice(c.id.indexOf(':') + 1), column: c })),
    ),
  ];
  columns.forEach(({ group, id, column }, at) => {
    const base = sql.get(`${group}|${id}|`) ?? 0;
    if (column.unweightedBase !== base)
      out.push(`${column.text} base: ${column.unweightedBase} vs SQL ${base}`);
    for (const row of table.rows) {
      if (row.kind !== 'option') continue;
      const want = sql.get(`${group}|${id}|${row.id}`) ?? 0;
      const got = row.cells[at]?.count;
      if (!table.weighted && got !== want)
        out.push(`${row.text} x ${column.text}: ${got} vs SQL ${want}`);
    }
  });
  return out;
}
