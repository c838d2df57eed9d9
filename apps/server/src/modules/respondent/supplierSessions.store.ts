import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { textArray } from './sqlArrays.ts';

/**
 * What a supplier's dispatch needs of its own respondents on a survey (the simulated panel's
 * quota-targeted dispatch, panelTraffic/README.md): which of the members it may send already have
 * a session (a member is sent once), and which of its respondents are answering without having
 * qualified yet (they hold no quota place so far, but will take one in a moment). Both statements
 * use the (survey, respondent, supplier) key or the (survey, status) index.
 */
export async function supplierRespondentsSeen(
  db: Executor,
  surveyId: string,
  supplierCode: string,
  respondentIds: readonly string[],
): Promise<Set<string>> {
  if (respondentIds.length === 0) return new Set();
  const result = await db.execute<{ respondent_id: string }>(sql`
    SELECT respondent_id FROM respondent_sessions
     WHERE survey_id = ${surveyId} AND supplier_code = ${supplierCode}
       AND respondent_id = ANY(${textArray(respondentIds)})`);
  return new Set(result.rows.map((r) => r.respondent_id));
}

/** The supplier's respondents in progress who have not qualified yet. */
export async function supplierRespondentsPending(
  db: Executor,
  surveyId: string,
  supplierCode: string,
): Promise<string[]> {
  const result = await db.execute<{ respondent_id: string }>(sql`
    SELECT respondent_id FROM respondent_sessions
     WHERE survey_id = ${surveyId} AND status = 'in_progress' AND supplier_code = ${supplierCode}
       AND NOT coalesce((state ->> 'qualified')::boolean, false)`);
  return result.rows.map((r) => r.respondent_id);
}
