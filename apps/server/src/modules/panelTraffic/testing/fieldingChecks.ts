import { audienceOk } from '../../../../test/audienceHelpers.ts';
import type { TestApp } from '../../../../test/testApp.ts';
import type { FieldHealthJobCtx } from '../../fieldHealth/fieldHealth.service.ts';
import type { SimulatedPanel } from '../../panel/panelSupplier.ts';

/**
 * What the fielding tests (fieldingFinishes, launchesOnTime) read and set on a test app: the
 * field-health job's context, a survey's completes and field-health actions, gender audiences.
 */
export function fieldHealthJobCtx(t: TestApp, panel: SimulatedPanel): FieldHealthJobCtx {
  return {
    db: t.deps.database.db,
    clock: t.deps.clock,
    log: t.deps.log,
    mailer: t.deps.mailer,
    forward: false,
    appUrl: 'http://app.test',
    panel,
  };
}

export async function completeCount(t: TestApp, surveyId: string): Promise<number> {
  const { rows } = await t.deps.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete'`,
    [surveyId],
  );
  return rows[0]?.n ?? 0;
}

/** The field-health job's pauses and stops of the survey, with their reasons. */
export async function fieldHealthActions(t: TestApp, surveyId: string): Promise<string[]> {
  const { rows } = await t.deps.database.pool.query<{ reason: string }>(
    `SELECT reason FROM field_health_actions WHERE survey_id = $1`,
    [surveyId],
  );
  return rows.map((r) => r.reason);
}

/** An audience of men and women: the other two gender options do not qualify. */
export async function menAndWomen(t: TestApp, token: string, surveyId: string): Promise<void> {
  await audienceOk(t, token, 'setStandardCriterion', {
    surveyId,
    position: 0,
    audienceCriterionCode: 'gender',
  });
  for (const option of ['another', 'prefer_not_to_say']) {
    await audienceOk(t, token, 'removeStandardQualification', {
      surveyId,
      audienceCriterionCode: 'gender',
      audienceCriterionOptionCode: option,
    });
  }
}

/** Men and women with gender quotas of `male` and `female` percent. */
export async function genderQuotas(
  t: TestApp,
  token: string,
  surveyId: string,
  percents: { male: number; female: number },
): Promise<void> {
  await menAndWomen(t, token, surveyId);
  await audienceOk(t, token, 'setStandardQuotas', { surveyId, audienceCriterionCode: 'gender' });
  for (const [option, percent] of Object.entries(percents)) {
    await audienceOk(t, token, 'setStandardQuota', {
      surveyId,
      audienceCriterionCode: 'gender',
      audienceCriterionOptionCode: option,
      percent,
    });
  }
}
