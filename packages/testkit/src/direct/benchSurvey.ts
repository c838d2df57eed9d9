import { PANEL_SUPPLIER_CODE, SOLUTION_ID } from '@survey/domain/projects/constants';
import type { Viewer } from '@survey/server/src/platform/viewer.ts';
import { NO_ANALYTICS } from '@survey/server/src/platform/ports.ts';
import { systemClock } from '@survey/server/src/lib/clock.ts';
import { provisionUser } from '@survey/server/src/modules/auth/accounts.service.ts';
import { addFieldwork } from '@survey/server/src/modules/fieldwork/fieldwork.service.ts';
import { createProject } from '@survey/server/src/modules/projects/projects.service.ts';
import type { BenchDatabase } from './benchDatabase.ts';

/**
 * A bench user (`email`, `password`) with one project whose survey has GB fieldwork of
 * `samplesNeeded` completes, made through the services (setup, not timed).
 */
export async function benchSurvey(
  db: BenchDatabase,
  opts: { email: string; password: string; projectName: string; samplesNeeded: number },
): Promise<{ viewer: Viewer; surveyId: string }> {
  // A benchmark's survey is nobody's action: no analytics events.
  const ctx = { db: db.database.db, clock: systemClock, analytics: NO_ANALYTICS };
  const user = await provisionUser(ctx, {
    email: opts.email,
    firstName: 'Bench',
    lastName: 'User',
    accountName: 'Bench Ltd',
    password: opts.password,
  });
  const viewer: Viewer = { userId: user.userId, accountId: user.accountId, email: opts.email };
  const project = await createProject(ctx, viewer, {
    name: opts.projectName,
    accountId: viewer.accountId,
    solutionId: SOLUTION_ID,
    creator: opts.email,
  });
  const surveyId = project.surveys[0]?.id ?? '';
  await addFieldwork(ctx, viewer, {
    surveyId,
    panelSupplierCode: PANEL_SUPPLIER_CODE,
    countryCode: 'GB',
    samplesNeeded: opts.samplesNeeded,
    accountMarkup: 0,
  });
  return { viewer, surveyId };
}
