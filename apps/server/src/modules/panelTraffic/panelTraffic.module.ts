import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import type { SimulatedPanel } from '../panel/panelSupplier.ts';
import { registerKnobsRoute } from './panelTraffic.routes.ts';
import { startPanelTraffic } from './traffic.job.ts';

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
 * own public respondent API; stopped when the app closes. Outside production its knobs can be set
 * from this machine on the caller's own surveys (README "Knobs"), on every node: they are stored,
 * and whichever node ticks reads them.
 */
export async function registerPanelTraffic(
  app: FastifyInstance,
  deps: {
    boss: PgBoss | undefined;
    ratePerMinute: number;
    /** PANEL_PUBLIC_URL: the balancer's address; unset, members answer on this node's own. */
    publicUrl: string | undefined;
    /** PANEL_OFF_TARGET_SHARE (traffic.service.ts). */
    offTargetShare: number;
    db: Db;
    clock: Clock;
    log: Logger;
    panel: SimulatedPanel;
    live: LiveSurveys;
    linkSecret: Uint8Array;
    abandonment: AbandonmentSettings;
    /** The knobs' route is never mounted in production. */
    production: boolean;
  },
): Promise<void> {
  if (!deps.production) registerKnobsRoute(app, { db: deps.db });
  if (!deps.boss || deps.ratePerMinute <= 0) return;
  const traffic = await startPanelTraffic(deps.boss, {
    db: deps.db,
    log: deps.log,
    panel: deps.panel,
    live: deps.live,
    linkSecret: deps.linkSecret,
    // Behind a balancer, members come through it as real respondents do: when a node dies, the
    // members walking in the other nodes go on through the balancer (trafficMember.ts retries).
    baseUrl: () => deps.publicUrl?.replace(/\/$/, '') ?? ownAddress(app),
    ratePerMinute: deps.ratePerMinute,
    offTargetShare: deps.offTargetShare,
    // Members walk at the survey's LOI on the panel's clock (trafficPlan.ts pacedPageMs).
    pace: 'loi',
    sweep: { db: deps.db, clock: deps.clock, abandonment: deps.abandonment },
  });
  app.addHook('onClose', () => traffic.stop());
}
