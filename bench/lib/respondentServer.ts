import { freePort } from '@survey/server/src/db/embeddedPostgres.ts';
import { SimulatedPanel } from '@survey/server/src/modules/panel/panelSupplier.ts';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { buyResultsSurvey } from '@survey/testkit/direct/resultsSurvey';
import { ServerProcess } from './serverProcess.ts';

/**
 * What the respondent benches (P2, R12) answer: a survey bought by `login` for `samplesNeeded`
 * completes, and the production server as its own process (not started yet) taking panel links
 * signed with `secret`, with no simulated traffic of its own.
 */
export async function boughtSurveyServer(
  db: BenchDatabase,
  login: { email: string; password: string },
  samplesNeeded: number,
  secret: string,
): Promise<{ surveyId: string; server: ServerProcess }> {
  const { surveyId } = await buyResultsSurvey(db, new SimulatedPanel(200_000), {
    ...login,
    samplesNeeded,
  });
  const server = new ServerProcess(db.url, await freePort(), {
    PANEL_LINK_SECRET: secret,
    PANEL_RATE: '0',
  });
  return { surveyId, server };
}
