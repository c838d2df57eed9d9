// The cluster's embedded PostgreSQL as a process of its own (`node --import tsx database.ts <dir>
// <persistent>`), started detached by cluster.ts: Ctrl-C in the terminal then reaches the cluster
// only, which stops the nodes before it stops this process, and PostgreSQL with it (SIGTERM).
import pino from 'pino';
import { ensureDatabase } from '@survey/server/src/db/database.ts';
import { startEmbeddedPostgres } from '@survey/server/src/db/embeddedPostgres.ts';
import { URL_LINE } from './processes.ts';

const [dir, persistent] = process.argv.slice(2);
if (!dir) throw new Error('usage: database.ts <data dir> <persistent: true|false>');
const keep = persistent === 'true';
const pg = await startEmbeddedPostgres(dir, pino({ level: 'warn' }), {
  persistent: keep,
  durable: keep,
});
await ensureDatabase(pg.adminUrl, 'survey');
process.stdout.write(`${URL_LINE}${pg.urlFor('survey')}\n`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await pg.stop();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
