import { sql } from 'drizzle-orm';
import type { Answer } from '@survey/domain/respondent/answers';
import type { BenchDatabase } from './benchDatabase.ts';

/** An answer the server acknowledged (2xx) for a session's page. */
export interface Acknowledged {
  sessionId: string;
  pageKey: string;
  answer: Answer | null;
}

/** A JSON text with object keys sorted, to compare an answer with what jsonb gives back. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Acknowledged answers that are not stored for their session's page exactly as sent. */
export async function lostAnswers(
  db: BenchDatabase,
  surveyId: string,
  acknowledged: readonly Acknowledged[],
): Promise<number> {
  const stored = await db.database.db.execute<{ key: string; answer: unknown }>(
    sql`SELECT session_id || '|' || page_key AS key, answer FROM respondent_answers
        WHERE survey_id = ${surveyId}`,
  );
  const byKey = new Map(stored.rows.map((r) => [r.key, canonical(r.answer)]));
  return acknowledged.filter(
    (a) => byKey.get(`${a.sessionId}|${a.pageKey}`) !== canonical(a.answer),
  ).length;
}

/**
 * The survey's quota bookkeeping after the load: completes, quota cells whose fills are above
 * their target or differ from the completes holding them, and respondents with two sessions.
 */
export async function quotaState(db: BenchDatabase, surveyId: string) {
  const one = async (query: ReturnType<typeof sql>) =>
    (await db.database.db.execute<{ n: number }>(query)).rows[0]?.n ?? 0;
  return {
    completes: await one(
      sql`SELECT count(*)::int AS n FROM respondent_sessions
          WHERE survey_id = ${surveyId} AND status = 'complete'`,
    ),
    badCells: await one(
      sql`SELECT count(*)::int AS n FROM survey_quota_cells c
          WHERE c.survey_id = ${surveyId}
            AND (c.filled > c.target OR c.filled <> (
              SELECT count(*) FROM respondent_sessions s
              WHERE s.survey_id = c.survey_id AND s.status = 'complete'
                AND c.cell_key = ANY(s.quota_cells)))`,
    ),
    duplicates: await one(
      sql`SELECT count(*)::int AS n FROM (
            SELECT respondent_id FROM respondent_sessions WHERE survey_id = ${surveyId}
            GROUP BY respondent_id HAVING count(*) > 1) t`,
    ),
  };
}
