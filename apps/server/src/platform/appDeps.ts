import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ChangeBus } from './changeBus.ts';
import type { JobRunner } from './jobRunner.ts';
import type { Clock, MovableClock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import type { Observability } from './observability.ts';
import type { Analytics, ErrorReporter, Mailer } from './ports.ts';

/**
 * Everything the HTTP app is built from; created in main.ts and in test/testApp.ts. Kept apart
 * from app.ts so that modules.ts can use it without an import cycle.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  log: Logger;
  reporter: ErrorReporter;
  clock: Clock;
  /**
   * Under tests (NODE_ENV=test) the movable clock `clock` reads, which the test control route
   * moves (http/testControl.ts); absent otherwise.
   */
  movableClock?: MovableClock;
  mailer: Mailer;
  analytics: Analytics;
  /** This app's metrics registry and, with an OTLP endpoint, its tracer. */
  observability: Observability;
  /** Background jobs; absent in tests that do not need them. */
  jobs?: JobRunner;
  /**
   * Cross-node cache invalidation (changeBus.ts). Absent where an app is built without one (a
   * bench, a test of one process): caches then fall back to their short refresh.
   */
  changeBus?: ChangeBus;
}
