import pino from 'pino';
import type { TestApp } from '../../../../test/testApp.ts';
import { LiveSurveys } from '../../orders/liveSurveys.queries.ts';
import { SimulatedPanel } from '../../panel/panelSupplier.ts';
import type { PanelTrafficDeps } from '../traffic.service.ts';

/**
 * The simulated panel's dependencies as its tests give them: the test app's database and own
 * address, a silent log, a panel of 1,000 members, members at machine speed (no pacing) at 240 a
 * minute. A test overrides what it is about (the address, the pace, the rate, a shared `live`).
 */
export function testTrafficDeps(
  t: TestApp,
  secret: string,
  overrides: Partial<PanelTrafficDeps> = {},
): PanelTrafficDeps {
  return {
    db: t.deps.database.db,
    log: pino({ level: 'silent' }),
    panel: new SimulatedPanel(1000),
    live: new LiveSurveys(t.deps.database.db),
    linkSecret: new TextEncoder().encode(secret),
    baseUrl: () => t.url,
    ratePerMinute: 240,
    pace: 0,
    tickMs: 5000,
    ...overrides,
  };
}
