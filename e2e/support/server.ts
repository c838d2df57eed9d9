// Starts the real server for the browser tests on its own embedded PostgreSQL, and writes that
// database's URL to a file so tests can age records (an expired invite) the way time would.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ensureDatabase } from '../../apps/server/src/db/database.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embeddedPostgres.ts';
import { dbUrlFile, E2E_PANEL_LINK_SECRET } from './paths.ts';

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error('E2E_DATA_DIR is required');
const pg = await startEmbeddedPostgres(path.join(dataDir, 'postgres'), pino({ level: 'warn' }), {
  persistent: false,
});
await ensureDatabase(pg.adminUrl, 'survey');
const url = pg.urlFor('survey');
mkdirSync(path.dirname(dbUrlFile), { recursive: true });
writeFileSync(dbUrlFile, url);
process.env.DATABASE_URL = url;
// Known to the browser tests, so they can sign panel links as a supplier would.
process.env.PANEL_LINK_SECRET ??= E2E_PANEL_LINK_SECRET;
// No simulated panel traffic: the browser tests answer surveys themselves and count completes.
process.env.PANEL_RATE ??= '0';
// No field-health pauses: those tests' respondents answer at machine speed, far from any LOI
// (fieldHealth.spec.ts runs the job's check of its own surveys: support/seededStates.ts).
process.env.FIELD_HEALTH ??= 'off';
await import('../../apps/server/src/main.ts');
