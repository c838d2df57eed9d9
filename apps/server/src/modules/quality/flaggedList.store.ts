import { SPEEDER_DIVISOR, SPEEDER_MIN_COMPLETES } from '@survey/domain/quality/speeder';
import {
  QUALITY_REASONS,
  type QualityFlag,
  type QualityReason,
} from '@survey/domain/results/analysisContract';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';

/**
 * The flagged-completes list worked out inside PostgreSQL (issue 34 §2 follow-up, QUALITY.md
 * R17): the same rules as the domain's `flaggedCompletes` (the reference it is tested against),
 * over the survey's `complete_quality_flags` rows, so that only one page and a few counts travel
 * to the server instead of every complete of the survey. The CTEs:
 *
 * - `own`: the survey's rows; `median`: the median length of those with a length >= 0, null
 *   below SPEEDER_MIN_COMPLETES (percentile_cont's halfway point of two integers is their exact
 *   mean, as the domain's (a + b) / 2);
 * - `devices` / `texts`: fingerprints and text hashes (each once per complete) held by more than
 *   one complete, with how many; `others`: per complete, the other surveys of the account the
 *   same supplier respondent completed;
 * - `flagged`: every complete with a flag, and whether it is excluded (`has` tells its reasons).
 *
 * The order is the domain's: completion time to the millisecond (what the client reads), then
 * session id (uuids compare as their lower-case text does).
 */
function flaggedWith(surveyId: string, otherSurveyIds: readonly string[]): SQL {
  const others =
    otherSurveyIds.length === 0
      ? sql`SELECT NULL::uuid AS session_id, 0 AS n WHERE false`
      : sql`SELECT o.session_id, count(DISTINCT x.survey_id)::int AS n
              FROM own o JOIN complete_quality_flags x
                ON x.respondent_id = o.respondent_id AND x.supplier_code = o.supplier_code
             WHERE x.survey_id = ANY(${`{${otherSurveyIds.join(',')}}`}::uuid[])
             GROUP BY o.session_id`;
  return sql`
    own AS MATERIALIZED (
      SELECT session_id, respondent_id, supplier_code, fingerprint, length_ms, completed_at,
             flags, text_hashes
        FROM complete_quality_flags WHERE survey_id = ${surveyId}),
    median AS (
      SELECT CASE WHEN count(*) >= ${SPEEDER_MIN_COMPLETES}
                  THEN percentile_cont(0.5) WITHIN GROUP (ORDER BY length_ms) END AS ms
        FROM own WHERE length_ms >= 0),
    devices AS (
      SELECT fingerprint, count(*)::int AS n FROM own WHERE fingerprint IS NOT NULL
       GROUP BY fingerprint HAVING count(*) > 1),
    hashes AS MATERIALIZED (
      SELECT DISTINCT o.session_id, t->>'hash' AS hash
        FROM own o, jsonb_array_elements(o.text_hashes) t),
    texts AS MATERIALIZED (
      SELECT hash, count(*)::int AS n FROM hashes GROUP BY hash HAVING count(*) > 1),
    copied AS (SELECT DISTINCT h.session_id FROM hashes h JOIN texts USING (hash)),
    others AS (${others}),
    judged AS (
      SELECT o.*, d.n AS device_n, x.n AS other_n, c.session_id IS NOT NULL AS copied,
             coalesce(o.length_ms < m.ms / ${SPEEDER_DIVISOR}::float8 AND m.ms > 0, false) AS speeder,
             e.session_id IS NOT NULL AS excluded
        FROM own o CROSS JOIN median m
        LEFT JOIN devices d ON d.fingerprint = o.fingerprint
        LEFT JOIN others x ON x.session_id = o.session_id
        LEFT JOIN copied c ON c.session_id = o.session_id
        LEFT JOIN complete_exclusions e
          ON e.survey_id = ${surveyId} AND e.session_id = o.session_id),
    flagged AS MATERIALIZED (
      SELECT j.*, date_trunc('milliseconds', j.completed_at) AS listed_at
        FROM judged j
       WHERE j.speeder OR j.copied OR j.device_n IS NOT NULL OR j.other_n IS NOT NULL
          OR jsonb_array_length(j.flags) > 0)`;
}

/**
 * Whether a row of `flagged` carries `reason`: worked out now (speeder, shared text, device or
 * respondent) or stored at completion. Per reason, not as an array per row: 100k small arrays
 * (one subquery each) cost more than the rest of the statement.
 */
function has(reason: QualityReason): SQL {
  const stored = sql`flags @> ${JSON.stringify([{ reason }])}::jsonb`;
  switch (reason) {
    case 'SPEEDER':
      return sql`(speeder OR ${stored})`;
    case 'DUPLICATE_TEXT':
      return sql`(copied OR ${stored})`;
    case 'DUPLICATE_RESPONDENT':
      return sql`(device_n IS NOT NULL OR other_n IS NOT NULL OR ${stored})`;
    default:
      return stored;
  }
}

/** The included completes per reason, as one jsonb object. */
const includedByReasonSql = () =>
  sql.join(
    QUALITY_REASONS.map((r) => sql`${r}::text, count(*) FILTER (WHERE NOT excluded AND ${has(r)})`),
    sql`, `,
  );

/** The reasons of a row of `flagged`, as a text[]. */
const reasonsSql = () =>
  sql`array_remove(ARRAY[${sql.join(
    QUALITY_REASONS.map((r) => sql`CASE WHEN ${has(r)} THEN ${r}::text END`),
    sql`, `,
  )}], NULL)`;

/** One listed complete of a page, with what its flags' sentences need. */
export interface PageRow {
  sessionId: string;
  respondentId: string;
  fingerprint: string | null;
  lengthMs: number;
  completedAt: Date;
  flags: QualityFlag[];
  textHashes: { label: string; hash: string }[];
  /** Completes of the survey with this fingerprint, when more than this one. */
  deviceCount: number | null;
  /** Completes of the survey with each of its hashes held by more than this one. */
  textCounts: Record<string, number> | null;
  otherSurveys: number | null;
  excluded: boolean;
}

export interface FlaggedPage {
  medianMs: number | null;
  total: number;
  flaggedIncluded: number;
  includedByReason: Partial<Record<QualityReason, number>>;
  excludedCount: number;
  rows: PageRow[];
}

type PageSqlRow = {
  median_ms: number | null;
  total: number;
  included: number;
  by_reason: Partial<Record<QualityReason, number>> | null;
  excluded_count: number;
  session_id: string | null;
  respondent_id: string;
  fingerprint: string | null;
  length_ms: number;
  /** As PostgreSQL writes it: the driver leaves timestamps to drizzle, which parses them so. */
  completed_at: string;
  flags: QualityFlag[];
  text_hashes: { label: string; hash: string }[];
  device_n: number | null;
  text_counts: Record<string, number> | null;
  other_n: number | null;
  excluded: boolean;
};

/**
 * One page (`offset`, `limit`) of the survey's flagged completes in list order, with the list's
 * median, size, included completes per reason and the survey's excluded count: one statement.
 */
export async function flaggedPage(
  db: Executor,
  surveyId: string,
  otherSurveyIds: readonly string[],
  page: { offset: number; limit: number },
): Promise<FlaggedPage> {
  const result = await db.execute<PageSqlRow>(sql`
    WITH ${flaggedWith(surveyId, otherSurveyIds)},
    summary AS (
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE NOT excluded))::int AS included
        FROM flagged),
    by_reason AS (SELECT jsonb_build_object(${includedByReasonSql()}) AS by_reason FROM flagged),
    page AS (
      SELECT * FROM flagged ORDER BY listed_at, session_id
      OFFSET ${page.offset} LIMIT ${page.limit}),
    page_texts AS (
      SELECT p.session_id, jsonb_object_agg(t.hash, t.n) AS text_counts
        FROM page p, jsonb_array_elements(p.text_hashes) e JOIN texts t ON t.hash = e->>'hash'
       GROUP BY p.session_id)
    SELECT m.ms AS median_ms, s.total, s.included, b.by_reason,
           (SELECT count(*)::int FROM complete_exclusions WHERE survey_id = ${surveyId})
             AS excluded_count,
           p.session_id, p.respondent_id, p.fingerprint, p.length_ms, p.completed_at, p.flags,
           p.text_hashes, p.device_n, pt.text_counts, p.other_n, p.excluded
      FROM median m CROSS JOIN summary s CROSS JOIN by_reason b
      LEFT JOIN page p ON true
      LEFT JOIN page_texts pt ON pt.session_id = p.session_id
     ORDER BY p.listed_at, p.session_id`);
  const [first] = result.rows;
  if (!first) throw new Error('flaggedPage: the summary row is missing');
  return {
    medianMs: first.median_ms === null ? null : Number(first.median_ms),
    total: first.total,
    flaggedIncluded: first.included,
    includedByReason: first.by_reason ?? {},
    excludedCount: first.excluded_count,
    rows: result.rows.flatMap((r) =>
      r.session_id === null
        ? []
        : [
            {
              sessionId: r.session_id,
              respondentId: r.respondent_id,
              fingerprint: r.fingerprint,
              lengthMs: r.length_ms,
              // As drizzle's timestamp column parses it (the list read through it before).
              completedAt: new Date(r.completed_at),
              flags: r.flags,
              textHashes: r.text_hashes,
              deviceCount: r.device_n,
              textCounts: r.text_counts,
              otherSurveys: r.other_n,
              excluded: r.excluded,
            },
          ],
    ),
  };
}

/**
 * The flagged completes among `select` with their reasons, in list order: the included ones
 * flagged with `reason` ('Exclude all speeders'), or those of `sessionIds` the list flags.
 */
export async function flaggedReasons(
  db: Executor,
  surveyId: string,
  otherSurveyIds: readonly string[],
  select: { reason: QualityReason } | { sessionIds: readonly string[] },
): Promise<{ sessionId: string; reasons: QualityReason[] }[]> {
  const where =
    'reason' in select
      ? sql`NOT excluded AND ${has(select.reason)}`
      : sql`session_id = ANY(${`{${select.sessionIds.join(',')}}`}::uuid[])`;
  const result = await db.execute<{ session_id: string; reasons: QualityReason[] }>(sql`
    WITH ${flaggedWith(surveyId, otherSurveyIds)}
    SELECT session_id, ${reasonsSql()} AS reasons FROM flagged WHERE ${where} ORDER BY listed_at, session_id`);
  return result.rows.map((r) => ({ sessionId: r.session_id, reasons: r.reasons }));
}
