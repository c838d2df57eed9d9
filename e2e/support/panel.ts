// The simulated panel's own code (PanelTraffic), driven from the test process for one survey.
// The e2e server runs with PANEL_RATE=0 so that no other test's survey gets traffic; a test that
// wants a survey filled the way the product fills it ticks that survey here instead.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import pino from 'pino';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { SimulatedPanel } from '../../apps/server/src/modules/panel/panelSupplier.ts';
import { PanelTraffic } from '../../apps/server/src/modules/panelTraffic/traffic.service.ts';
import { LiveSurveys } from '../../apps/server/src/modules/orders/liveSurveys.queries.ts';
import { dbUrlFile, E2E_PANEL_LINK_SECRET } from './paths.ts';

/** One simulated tick (ms): with `ratePerMinute` it sets how many members a tick starts. */
const TICK_MS = 5000;

export interface SimulatedPanelDriver {
  /** Completed sessions of the survey (every supplier). */
  completes(surveyId: string): Promise<number>;
  /**
   * Ticks the survey and waits for each tick's members to finish, until `enough` completes exist
   * (or `maxTicks` ticks): the count it reached.
   */
  fillUntil(surveyId: string, enough: number, maxTicks?: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * The panel sending its members to the e2e server at `baseUrl` through the public respondent API,
 * as the server's pg-boss job does, with links signed by the e2e secret. `ratePerMinute` sets the
 * members a tick starts (rate x 5 s / incidence, ~5% of them drop out); pages take ~`pageMs`.
 */
export function simulatedPanel(
  baseUrl: string,
  opts: { ratePerMinute: number; pageMs?: number },
): SimulatedPanelDriver {
  const log = pino({ level: 'warn' });
  const database = openDatabase(readFileSync(dbUrlFile, 'utf8').trim(), log, 4);
  const traffic = new PanelTraffic({
    db: database.db,
    log,
    panel: new SimulatedPanel(),
    live: new LiveSurveys(database.db),
    linkSecret: new TextEncoder().encode(E2E_PANEL_LINK_SECRET),
    baseUrl: () => baseUrl,
    ratePerMinute: opts.ratePerMinute,
    pace: opts.pageMs ?? 20,
    tickMs: TICK_MS,
  });
  const completes = async (surveyId: string) => {
    const { rows } = await database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete'`,
      [surveyId],
    );
    return rows[0]?.n ?? 0;
  };
  return {
    completes,
    async fillUntil(surveyId, enough, maxTicks = 20) {
      let done = await completes(surveyId);
      for (let tick = 0; tick < maxTicks && done < enough; tick += 1) {
        await traffic.tickSurvey(surveyId);
        await traffic.settled();
        done = await completes(surveyId);
      }
      return done;
    },
    async close() {
      await traffic.stop();
      await database.close();
    },
  };
}

/**
 * Sets (`{}`: clears) the simulated panel's knobs of a survey of the logged-in user of `page`
 * (the server's README "Knobs"): from this machine, with the researcher's token.
 */
export async function setPanelKnobs(
  page: Page,
  surveyId: string,
  knobs: Record<string, number | boolean>,
): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const res = await page.request.post('/dev/panel-traffic/knobs', {
    headers: { authorization: `Bearer ${token}` },
    data: { surveyId, knobs },
  });
  expect(res.status(), await res.text()).toBe(204);
}
