import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { normaliseEmail } from '@survey/domain/auth/email';
import { provisionUser } from '../modules/auth/accounts.service.ts';
import { seedDemoProjects } from './demoProjects.ts';

export const DEMO_ACCOUNT_NAME = 'Demo Research Ltd';

export interface DemoSeedResult {
  created: boolean;
  userId: string;
  accountId: string;
}

/**
 * Creates the demo account and user when SEED_DEMO is on and the user does not exist yet, and
 * gives the account its demo projects when it has none (idempotent: a restart changes nothing). Without DEMO_PASSWORD a password is generated and
 * logged once, since it cannot be recovered later (use the reset flow instead).
 */
export async function seedDemo(deps: {
  config: Pick<Config, 'SEED_DEMO' | 'DEMO_EMAIL' | 'DEMO_PASSWORD'>;
  database: Pick<Database, 'db'>;
  log: Logger;
  clock: Clock;
}): Promise<DemoSeedResult | undefined> {
  const { config, log } = deps;
  if (!config.SEED_DEMO) return undefined;
  const password = config.DEMO_PASSWORD ?? randomBytes(12).toString('base64url');
  const result = await provisionUser(
    { db: deps.database.db, clock: deps.clock },
    {
      email: config.DEMO_EMAIL,
      firstName: 'Demo',
      lastName: 'User',
      accountName: DEMO_ACCOUNT_NAME,
      password,
    },
  );
  if (!result.created) {
    log.info({ email: config.DEMO_EMAIL }, 'demo user already exists; seed skipped');
  } else if (config.DEMO_PASSWORD) {
    log.info({ email: config.DEMO_EMAIL }, 'demo user created with DEMO_PASSWORD');
  } else {
    log.warn(
      { email: config.DEMO_EMAIL, password },
      `Demo user created: log in as ${config.DEMO_EMAIL} with password ${password} . This password is shown only once; set DEMO_PASSWORD to choose it.`,
    );
  }
  await seedDemoProjects(
    { db: deps.database.db, now: deps.clock(), log },
    {
      userId: result.userId,
      accountId: result.accountId,
      email: normaliseEmail(config.DEMO_EMAIL),
    },
  );
  return result;
}
