import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { LiveSurveys } from '../respondent/liveSurveys.ts';
import type { SimulatedPanel } from '../panel/panelSupplier.ts';
import { startPanelTraffic } from './traffic.job.ts';

/**
 * Time a simulated member spends on a page: a person's pace, compressed for the demo. At most 1.5x
 * this between answers, well inside SIMULATED_IDLE_FLOOR_MS (dropIdle.ts), so no member still
 * walking is ever taken for a dropout.
 */
const DEMO_PAGE_MS = 1500;

/** Where this server listens, as a loopback-reachable base URL (0.0.0.0 and :: are not). */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * With a job runner and PANEL_RATE > 0, the simulated panel sends its members to this server's
 * own public respondent API; stopped when the app closes.
 */
export async function registerPanelTraffic(
  app: FastifyInstance,
  deps: {
    boss: PgBoss | undefined;
    ratePerMinute: number;
    db: Db;
    clock: Clock;
    log: Logger;
    panel: SimulatedPanel;
    live: LiveSurveys;
    linkSecret: Uint8Array;
    abandonment: AbandonmentSettings;
  },
): Promise<void> {
  if (!deps.boss || deps.ratePerMinute <= 0) return;
  const traffic = await startPanelTraffic(deps.boss, {
    db: deps.db,
    log: deps.log,
    panel: deps.panel,
    live: deps.live,
    linkSecret: deps.linkSecret,
    baseUrl: () => ownAddress(app),
    ratePerMinute: deps.ratePerMinute,
    pageMs: DEMO_PAGE_MS,
    sweep: { db: deps.db, clock: deps.clock, abandonment: deps.abandonment },
  });
  app.addHook('onClose', () => traffic.stop());
}
