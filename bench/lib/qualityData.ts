import { SOLUTION_ID } from '@survey/domain/projects/constants';
import { flaggedCompletes } from '@survey/domain/quality/flaggedCompletes';
import type { QualityFlag } from '@survey/domain/results/analysisContract';
import { NO_ANALYTICS } from '@survey/server/src/platform/ports.ts';
import type { Viewer } from '@survey/server/src/platform/viewer.ts';
import { systemClock } from '@survey/server/src/lib/clock.ts';
import { createProject } from '@survey/server/src/modules/projects/projects.service.ts';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';

const STRAIGHT: QualityFlag[] = [
  { reason: 'STRAIGHT_LINER', detail: 'Answered every row of Q4 with "Agree".' },
];

/**
 * The data-quality list's worst case at `completes` completes, written by SQL (no session is
 * walked: the list reads only `complete_quality_flags` and the exclusions): every complete's first
 * free text the same as another's (all are listed, as in the request-cost test's survey), one in
 * 40 straight-lined, one in 50 on a shared device, lengths spread so ~4% are speeders, the first
 * `others` respondents also in another survey of the account, `excluded` excluded. Foreign keys
 * to the sessions are not checked (session_replication_role = replica; the bench database's
 * owner is a superuser): the rows name sessions that do not exist.
 */
export async function qualityRows(
  db: BenchDatabase,
  viewer: Viewer,
  surveyId: string,
  opts: { completes: number; others: number; excluded: number },
): Promise<{ otherSurveyId: string }> {
  const ctx = { db: db.database.db, clock: systemClock, analytics: NO_ANALYTICS };
  const project = await createProject(ctx, viewer, {
    name: 'Quality bench: the same respondents',
    accountId: viewer.accountId,
    solutionId: SOLUTION_ID,
    creator: viewer.email,
  });
  const otherSurveyId = project.surveys[0]?.id ?? '';
  const client = await db.database.pool.connect();
  const insert = (survey: string, n: number, prefix: string) =>
    client.query(
      `INSERT INTO complete_quality_flags (session_id, survey_id, respondent_id, supplier_code,
         fingerprint, length_ms, completed_at, flags, text_hashes)
       SELECT md5($3 || g)::uuid, $1, 'r' || g, 'lucid',
              CASE WHEN g % 50 = 0 THEN 'device' || (g % 1000) ELSE md5('f' || g) END,
              CASE WHEN g % 25 = 0 THEN 20000 + g % 40000 ELSE 300000 + (g * 7919) % 600000 END,
              timestamptz '2026-11-01' + g * interval '2 seconds' + (g % 7) * interval '1 ms',
              CASE WHEN g % 40 = 0 THEN $4::jsonb ELSE '[]'::jsonb END,
              jsonb_build_array(
                jsonb_build_object('label', 'Q5', 'hash', md5('t' || (g % ($2 / 2 + 1)))),
                jsonb_build_object('label', 'Q6', 'hash', md5('u' || g)))
         FROM generate_series(1, $2::int) g`,
      [survey, n, prefix, JSON.stringify(STRAIGHT)],
    );
  try {
    await client.query('SET session_replication_role = replica');
    await insert(surveyId, opts.completes, 's');
    await insert(otherSurveyId, opts.others, 'o');
    await client.query(
      `INSERT INTO complete_exclusions (survey_id, session_id, excluded_by, excluded_at)
       SELECT $1, md5('s' || g)::uuid, $2, now() FROM generate_series(1, $3::int) g`,
      [surveyId, viewer.userId, opts.excluded],
    );
    await client.query('SET session_replication_role = DEFAULT');
    await client.query('VACUUM (ANALYZE) complete_quality_flags, complete_exclusions');
  } finally {
    client.release();
  }
  return { otherSurveyId };
}

/**
 * The design before (session 26), in process: every row of the survey and the other-survey
 * counts read, the domain's `flaggedCompletes` over them, one page sliced and serialised. The
 * same statements the route ran, without its HTTP (so a floor of what it cost).
 */
export async function listBefore(
  db: BenchDatabase,
  surveyId: string,
  otherSurveyIds: readonly string[],
  page: { offset: number; limit: number },
): Promise<string> {
  // One connection, the statements one after another (the server shares the pool).
  const pool = await db.database.pool.connect();
  try {
    const rows = await pool.query<{
      session_id: string;
      respondent_id: string;
      completed_at: Date;
      length_ms: number;
      flags: QualityFlag[];
      fingerprint: string | null;
      text_hashes: { label: string; hash: string }[];
    }>(
      `SELECT * FROM complete_quality_flags WHERE survey_id = $1
        ORDER BY completed_at, session_id`,
      [surveyId],
    );
    const excluded = await pool.query<{ session_id: string }>(
      'SELECT session_id FROM complete_exclusions WHERE survey_id = $1',
      [surveyId],
    );
    const others = await pool.query<{ session_id: string; n: number }>(
      `SELECT own.session_id, count(DISTINCT other.survey_id)::int AS n
         FROM complete_quality_flags own JOIN complete_quality_flags other
           ON other.respondent_id = own.respondent_id AND other.supplier_code = own.supplier_code
          AND other.survey_id <> own.survey_id
        WHERE own.survey_id = $1 AND other.survey_id = ANY($2::uuid[])
        GROUP BY own.session_id`,
      [surveyId, otherSurveyIds],
    );
    const ex = new Set(excluded.rows.map((r) => r.session_id));
    const otherCounts = new Map(others.rows.map((r) => [r.session_id, r.n]));
    const list = flaggedCompletes(
      rows.rows.map((r) => ({
        sessionId: r.session_id,
        respondentId: r.respondent_id,
        completedAt: r.completed_at.toISOString(),
        lengthMs: r.length_ms,
        flags: r.flags,
        fingerprint: r.fingerprint,
        texts: r.text_hashes,
        otherSurveys: otherCounts.get(r.session_id) ?? 0,
        excluded: ex.has(r.session_id),
      })),
    );
    return JSON.stringify({
      total: list.flagged.length,
      flagged: list.flagged.slice(page.offset, page.offset + page.limit),
    });
  } finally {
    pool.release();
  }
}
