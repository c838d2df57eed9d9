import type { ResponseFilter, SummaryResponse } from '@survey/domain/results/contract';
import type { PublishedSurvey } from '@survey/domain/respondent/engine/published';
import { surveySteps } from '@survey/domain/respondent/engine/steps';
import { respondentOptions, respondentRows } from '@survey/domain/respondent/respondentItems';
import type { Database } from '@survey/server/src/db/database.ts';

/** [all completes, completes matching the filters] */
export type Pair = [number, number];

/**
 * Counts of a plain SQL GROUP BY over respondent_answers, keyed `kind|pageKey|a|b`:
 * total (completes), answered|page (completes whose answer says something: a pick, a ranking, a
 * slider value, non-blank text), choice|page|option, matrix|page|row|column,
 * ranked|page|option|rank, scale|page|value.
 */
export type SqlCounts = Map<string, Pair>;

/**
 * The sessions matching the filters, as SQL: for each filter the completes whose answer to its
 * question holds one of its options (`?|`: any of), intersected across filters.
 */
export function filterCte(
  published: PublishedSurvey,
  filters: readonly ResponseFilter[],
  params: unknown[],
): string {
  if (filters.length === 0) return 'SELECT id AS session_id FROM complete';
  const { keyByLk } = surveySteps(published);
  const parts = filters.map((f) => {
    const page = keyByLk.get(f.matrixTitleId ?? f.questionId);
    if (!page) throw new Error(`results bench: no page answers ${f.questionId}`);
    params.push(page, f.responseOptionIds);
    const options = `$${params.length}::text[]`;
    let holds = `answer->'selected' ?| ${options}`;
    if (f.matrixTitleId !== null) {
      params.push(f.questionId);
      holds = `answer->'rows'->$${params.length}::text ?| ${options}`;
    }
    return `SELECT session_id FROM respondent_answers
             WHERE survey_id = $1 AND page_key = $${params.length - (f.matrixTitleId ? 2 : 1)} AND ${holds}`;
  });
  return parts.join('\nINTERSECT\n');
}

/**
 * Every count /summary answers, computed by one plain SQL statement over the stored answers
 * (jsonb): no index, no cache, the baseline P1 is compared with.
 */
export async function sqlCounts(
  database: Database,
  surveyId: string,
  published: PublishedSurvey,
  filters: readonly ResponseFilter[],
): Promise<SqlCounts> {
  const params: unknown[] = [surveyId];
  const hit = filterCte(published, filters, params);
  const counted = 'count(*)::int AS n, (count(*) FILTER (WHERE a.hit))::int AS nf';
  const query = `
    WITH complete AS (
      SELECT id FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete'
    ), hit AS (${hit}
    ), a AS (
      SELECT ra.page_key, ra.answer, h.session_id IS NOT NULL AS hit
        FROM respondent_answers ra
        JOIN complete c ON c.id = ra.session_id
        LEFT JOIN (SELECT DISTINCT session_id FROM hit) h ON h.session_id = ra.session_id
       WHERE ra.survey_id = $1 AND ra.answer IS NOT NULL
    )
    SELECT 'total' AS kind, '' AS page, '' AS x, '' AS y, count(*)::int AS n,
           count(h.session_id)::int AS nf
      FROM complete c LEFT JOIN (SELECT DISTINCT session_id FROM hit) h ON h.session_id = c.id
    UNION ALL
    SELECT 'answered', a.page_key, '', '', ${counted} FROM a
     WHERE CASE a.answer->>'kind'
             WHEN 'choice' THEN jsonb_array_length(a.answer->'selected') > 0
             WHEN 'ranked' THEN jsonb_array_length(a.answer->'ranking') > 0
             WHEN 'matrix' THEN EXISTS (SELECT 1 FROM jsonb_each(a.answer->'rows') r
                                         WHERE jsonb_array_length(r.value) > 0)
             WHEN 'scale' THEN jsonb_typeof(a.answer->'value') = 'number'
             WHEN 'text' THEN btrim(a.answer->>'text') <> ''
             ELSE false
           END
     GROUP BY a.page_key
    UNION ALL
    SELECT 'choice', a.page_key, o, '', ${counted}
      FROM a, jsonb_array_elements_text(a.answer->'selected') o
     WHERE a.answer->>'kind' = 'choice' GROUP BY a.page_key, o
    UNION ALL
    SELECT 'matrix', a.page_key, r.key, col, ${counted}
      FROM a, jsonb_each(a.answer->'rows') r, jsonb_array_elements_text(r.value) col
     WHERE a.answer->>'kind' = 'matrix' GROUP BY a.page_key, r.key, col
    UNION ALL
    SELECT 'ranked', a.page_key, e.option, e.rank::text, ${counted}
      FROM a, jsonb_array_elements_text(a.answer->'ranking') WITH ORDINALITY e(option, rank)
     WHERE a.answer->>'kind' = 'ranked' GROUP BY a.page_key, e.option, e.rank
    UNION ALL
    SELECT 'scale', a.page_key, a.answer->>'value', '', ${counted}
      FROM a WHERE a.answer->>'kind' = 'scale' AND jsonb_typeof(a.answer->'value') = 'number'
     GROUP BY a.page_key, a.answer->>'value'`;
  const { rows } = await database.pool.query<{
    kind: string;
    page: string;
    x: string;
    y: string;
    n: number;
    nf: number;
  }>(query, params);
  const counts: SqlCounts = new Map();
  for (const r of rows) counts.set(key(r.kind, r.page, r.x, r.y), [r.n, r.nf]);
  return counts;
}

const key = (kind: string, page = '', x = '', y = '') => `${kind}|${page}|${x}|${y}`;

/** A scale row's bin from its text: 'lo–hi' (en dash) or one value. */
function binOf(text: string): [number, number] | null {
  const range = /^(-?\d+(?:\.\d+)?)\s*[–-]\s*(-?\d+(?:\.\d+)?)$/.exec(text.trim());
  if (range) return [Number(range[1]), Number(range[2])];
  const one = Number(text);
  return text.trim() !== '' && Number.isFinite(one) ? [one, one] : null;
}

/**
 * Every difference between /summary's counts and the SQL ones (empty when identical): entry and
 * survey totals, each row item, slider bins and means, and any SQL count /summary left out.
 */
export function compareCounts(
  published: PublishedSurvey,
  summary: SummaryResponse,
  sql: SqlCounts,
): string[] {
  const out: string[] = [];
  const { keyByLk } = surveySteps(published);
  const covered = new Set<string>();
  const at = (k: string): Pair => {
    covered.add(k);
    return sql.get(k) ?? [0, 0];
  };
  const check = (what: string, got: Pair, want: Pair) => {
    if (got[0] !== want[0] || got[1] !== want[1])
      out.push(`${what}: /summary ${got.join('/')} vs SQL ${want.join('/')}`);
  };
  check(
    'survey completes',
    [summary.samplesCollected, summary.samplesCollectedFiltered],
    at(key('total')),
  );
  for (const entry of summary.results) {
    const page = keyByLk.get(entry.id);
    if (!page) {
      out.push(`${entry.label}: entry ${entry.id} is no page of the survey`);
      continue;
    }
    const name = `${entry.label} (${entry.questionType})`;
    check(
      `${name} answered`,
      [entry.samplesCollected, entry.samplesCollectedFiltered],
      at(key('answered', page)),
    );
    const scaleValues = [...sql].filter(([k]) => k.startsWith(`scale|${page}|`));
    for (const row of entry.rows) {
      if (entry.questionType === 'scale') {
        const bin = binOf(row.text);
        if (!bin) {
          out.push(`${name}: bin '${row.text}' unreadable`);
          continue;
        }
        const sum: Pair = [0, 0];
        for (const [k, [n, nf]] of scaleValues) {
          const value = Number(k.split('|')[2]);
          if (value < bin[0] || value > bin[1]) continue;
          covered.add(k);
          sum[0] += n;
          sum[1] += nf;
        }
        const item = row.rowItems[0];
        check(
          `${name} bin ${row.text}`,
          item ? [item.completes, item.completesFiltered] : [0, 0],
          sum,
        );
        continue;
      }
      for (const item of row.rowItems) {
        const k =
          entry.questionType === 'matrix'
            ? key('matrix', page, row.id, item.id)
            : entry.questionType === 'ranked'
              ? key(
                  'ranked',
                  page,
                  row.id,
                  item.id === 'selected' ? '1' : item.id.replace(/^rank:/, ''),
                )
              : key('choice', page, row.id);
        check(
          `${name} ${row.text} / ${item.text}`,
          [item.completes, item.completesFiltered],
          at(k),
        );
      }
    }
    if (entry.questionType === 'scale' && entry.scale) {
      const mean = (i: 0 | 1) => {
        let n = 0;
        let sum = 0;
        for (const [k, pair] of scaleValues) {
          n += pair[i];
          sum += pair[i] * Number(k.split('|')[2]);
        }
        return n === 0 ? null : sum / n;
      };
      const close = (a: number | null, b: number | null) =>
        a === null || b === null ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
      if (!close(entry.scale.mean, mean(0)) || !close(entry.scale.meanFiltered, mean(1)))
        out.push(
          `${name} mean: /summary ${entry.scale.mean}/${entry.scale.meanFiltered} vs SQL ${mean(0)}/${mean(1)}`,
        );
    }
  }
  for (const [k, [n]] of sql) {
    if (n > 0 && !covered.has(k) && !k.startsWith('answered|'))
      out.push(`SQL count ${k} = ${n} is not in /summary`);
  }
  return out;
}

/** A filterable question of the survey: basic questions (audience too) and matrix rows. */
interface Filterable {
  questionId: string;
  matrixTitleId: string | null;
  options: string[];
}

export function filterables(published: PublishedSurvey): Filterable[] {
  const out: Filterable[] = [];
  for (const step of surveySteps(published).steps) {
    const e = step.entry;
    const options = respondentOptions(e).map((o) => o.id);
    if (e.entryType === 'matrix') {
      for (const row of respondentRows(e))
        out.push({ questionId: row.id, matrixTitleId: e.entryItem.matrixTitleLk, options });
    } else if (
      e.entryType === 'question' &&
      (step.kind === 'audience' || e.entryItem.questionTypeCode === 'Basic')
    ) {
      out.push({
        questionId: step.kind === 'audience' ? step.question.key : e.entryItem.questionLk,
        matrixTitleId: null,
        options,
      });
    }
  }
  return out;
}

/** `count` filters on different questions, one or two options each (seeded). */
export function randomFilters(
  candidates: readonly Filterable[],
  count: number,
  rnd: () => number,
): ResponseFilter[] {
  const pool = [...candidates];
  const out: ResponseFilter[] = [];
  while (out.length < count && pool.length > 0) {
    const [f] = pool.splice(Math.floor(rnd() * pool.length), 1);
    if (!f || f.options.length === 0) continue;
    const options = [...f.options];
    const take = Math.min(options.length, 1 + Math.floor(rnd() * 2));
    const chosen = Array.from(
      { length: take },
      () => options.splice(Math.floor(rnd() * options.length), 1)[0] as string,
    );
    // One filter per question (a matrix counts as one: its rows share a page).
    for (let i = pool.length - 1; i >= 0; i--) {
      const other = pool[i];
      if (other && (other.matrixTitleId ?? other.questionId) === (f.matrixTitleId ?? f.questionId))
        pool.splice(i, 1);
    }
    out.push({
      questionId: f.questionId,
      matrixTitleId: f.matrixTitleId,
      responseOptionIds: chosen,
    });
  }
  return out;
}
