import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../test/tcpProxy.ts';
import { createTestDatabase } from '../../test/testDatabase.ts';
import { ChangeBus, publishChange, type ChangeSubscriber } from './changeBus.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** A subscriber that records what it was told. */
function recorder(): ChangeSubscriber & { changes: string[]; resets: number } {
  const r = {
    changes: [] as string[],
    resets: 0,
    change: (payload: string) => void r.changes.push(payload),
    reset: () => void (r.resets += 1),
  };
  return r;
}

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

const log = pino({ level: 'silent' });

describe('ChangeBus (PostgreSQL LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  let a: ChangeBus;
  let b: ChangeBus;

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await ChangeBus.start(database.url, log);
    b = await ChangeBus.start(database.url, log);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await database?.drop();
  });

  it('delivers a committed change to every process, the publishing one too, once', async () => {
    const onA = recorder();
    const onB = recorder();
    await a.subscribe('bus_test', onA);
    await b.subscribe('bus_test', onB);
    await database.db.transaction(async (tx) => {
      await publishChange(tx, 'bus_test', 'id-1');
      // Identical notifications of one transaction are folded into one by PostgreSQL.
      await publishChange(tx, 'bus_test', 'id-1');
    });
    await until(() => onA.changes.length > 0 && onB.changes.length > 0);
    await new Promise((r) => setTimeout(r, 50));
    expect(onA.changes).toEqual(['id-1']);
    expect(onB.changes).toEqual(['id-1']);
  });

  it('notifies nobody of a rolled-back change, and nothing before the commit', async () => {
    const onB = recorder();
    await b.subscribe('bus_rollback', onB);
    await database.db
      .transaction(async (tx) => {
        await publishChange(tx, 'bus_rollback', 'gone');
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await publishChange(tx, 'bus_rollback', 'kept');
      await new Promise((r) => setTimeout(r, 100));
      expect(onB.changes).toEqual([]);
    });
    await until(() => onB.changes.length > 0);
    expect(onB.changes).toEqual(['kept']);
  });

  it('refuses a channel that is not an identifier and a payload that is a document', async () => {
    await expect(publishChange(database.db, 'bad; DROP', 'x')).rejects.toThrow(/channel/);
    await expect(publishChange(database.db, 'bus_test', 'x'.repeat(201))).rejects.toThrow(/id/);
    await expect(b.subscribe('Bad-Name', recorder())).rejects.toThrow(/channel/);
  });

  it('after its connection is killed, tells subscribers to reset, reconnects and delivers again', async () => {
    const onB = recorder();
    await b.subscribe('bus_reconnect', onB);
    const pid = b.pid;
    expect(pid).toBeTypeOf('number');
    await database.db.execute(sql`SELECT pg_terminate_backend(${pid}::int)`);
    // Once at the loss (copies may go stale from now), once when listening again (what was
    // notified in between never arrived).
    await until(() => onB.resets >= 2 && b.listening);
    expect(b.pid).not.toBe(pid);
    await publishChange(database.db, 'bus_reconnect', 'after');
    await until(() => onB.changes.length > 0);
    expect(onB.changes).toEqual(['after']);
  });

  it('finds a connection that went silent within a few seconds, resets, listens again and hears another process', async () => {
    const proxy = await startTcpProxy(database.url);
    const c = await ChangeBus.start(proxy.url, log);
    try {
      const onC = recorder();
      await c.subscribe('bus_black_hole', onC);
      await publishChange(database.db, 'bus_black_hole', 'before');
      await until(() => onC.changes.length > 0);
      const pid = c.pid;
      proxy.blackHole();
      // No error and no end reach the bus: only its heartbeat (2 s, answered within 3 s) shows
      // the connection is gone. Once at the loss, once when listening again on a new connection.
      await until(() => onC.resets >= 2 && c.listening && c.pid !== pid, 8_000);
      await publishChange(database.db, 'bus_black_hole', 'after');
      await until(() => onC.changes.includes('after'));
      expect(onC.changes).toEqual(['before', 'after']);
    } finally {
      await c.stop();
      await proxy.close();
    }
  });

  it('stops listening for good when stopped', async () => {
    const c = await ChangeBus.start(database.url, log);
    const onC = recorder();
    await c.subscribe('bus_stop', onC);
    await c.stop();
    expect(c.listening).toBe(false);
    await publishChange(database.db, 'bus_stop', 'late');
    await new Promise((r) => setTimeout(r, 100));
    expect(onC.changes).toEqual([]);
    expect(onC.resets).toBe(0);
  });
});
