import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import type { Logger } from '../lib/logger.ts';

/** A channel name: also a PostgreSQL identifier, so lower-case letters and underscores only. */
const CHANNEL = /^[a-z][a-z_]{0,62}$/;
/** Payloads are ids, never documents (PostgreSQL refuses a NOTIFY payload over 8000 bytes). */
const MAX_PAYLOAD = 200;
/** Reconnect backoff: first wait, and the longest. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/**
 * A LISTEN connection can die silently (a NAT or balancer drops it, a host vanishes): no error, no
 * end, and every notification lost until TCP gives up minutes later. So the bus notifies itself
 * every HEARTBEAT_MS on its own connection and counts the connection lost when its note is not
 * back within HEARTBEAT_TIMEOUT_MS: a dead connection is found within about 5 s.
 */
export const HEARTBEAT_MS = 2_000;
export const HEARTBEAT_TIMEOUT_MS = 3_000;
/** How long a (re)connection and its LISTENs may take before the attempt counts as failed. */
const CONNECT_TIMEOUT_MS = 5_000;

/** A channel name private to one bus: letters only, as CHANNEL asks. */
function heartbeatChannel(): string {
  const letters = Array.from({ length: 16 }, () => String.fromCharCode(97 + randomInt(26)));
  return `change_bus_beat_${letters.join('')}`;
}

export interface ChangeBusTiming {
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
}

/** What a subscriber does with a channel's news. */
export interface ChangeSubscriber {
  /** Something named by `payload` (an id) changed in a committed transaction, on any node. */
  change(payload: string): void;
  /**
   * Notifications may have been missed (the listening connection was lost, or has just come back):
   * drop every copy this subscriber holds.
   */
  reset(): void;
}

/**
 * Tells every node that something changed. Runs `pg_notify` on `db`: inside the writer's
 * transaction when `db` is one, so PostgreSQL delivers it at commit and a rolled-back change
 * notifies nobody (and identical notifications of one transaction are delivered once).
 */
export async function publishChange(db: Executor, channel: string, payload: string): Promise<void> {
  if (!CHANNEL.test(channel)) throw new Error(`bad change channel ${channel}`);
  if (payload.length > MAX_PAYLOAD) throw new Error('a change payload is an id, not a document');
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/**
 * One process's listening side of the change bus (PostgreSQL LISTEN/NOTIFY): one dedicated
 * connection per process, outside the pool, on DATABASE_DIRECT_URL when set (through PgBouncer in
 * transaction mode a LISTEN is lost at the end of its transaction). A lost connection is retried
 * with a growing wait; subscribers are told to reset when it is lost and again once it is back,
 * because what was notified in between never reaches them. A heartbeat (a notification to itself)
 * finds a connection that died without a word.
 */
export class ChangeBus {
  private client: pg.Client | undefined;
  private readonly subscribers = new Map<string, Set<ChangeSubscriber>>();
  private retryMs = FIRST_RETRY_MS;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private up = false;
  private readonly beatChannel = heartbeatChannel();
  private beats = 0;
  /** The next heartbeat, or the wait for the one sent (its payload), whichever is pending. */
  private beat: { timer: NodeJS.Timeout; awaiting?: string } | undefined;

  private constructor(
    private readonly url: string,
    private readonly log: Pick<Logger, 'warn' | 'info'>,
    private readonly timing: ChangeBusTiming,
  ) {}

  /** Connects and listens; fails when PostgreSQL cannot be reached at start. */
  static async start(
    url: string,
    log: Pick<Logger, 'warn' | 'info'>,
    timing: ChangeBusTiming = {
      heartbeatMs: HEARTBEAT_MS,
      heartbeatTimeoutMs: HEARTBEAT_TIMEOUT_MS,
    },
  ): Promise<ChangeBus> {
    const bus = new ChangeBus(url, log, timing);
    await bus.connect();
    return bus;
  }

  /**
   * True while the bus is listening: a subscriber may then trust its copies until told otherwise
   * (and should fall back to a short refresh while it is not).
   */
  get listening(): boolean {
    return this.up;
  }

  /** The backend pid of the listening connection (tests terminate it). */
  get pid(): number | undefined {
    return (this.client as (pg.Client & { processID?: number }) | undefined)?.processID;
  }

  /** Subscribes to `channel`; returns the unsubscribe. */
  async subscribe(channel: string, subscriber: ChangeSubscriber): Promise<() => void> {
    if (!CHANNEL.test(channel)) throw new Error(`bad change channel ${channel}`);
    let set = this.subscribers.get(channel);
    if (!set) {
      set = new Set();
      this.subscribers.set(channel, set);
      if (this.up) await this.client?.query(`LISTEN ${channel}`);
    }
    set.add(subscriber);
    return () => void set.delete(subscriber);
  }

  /** Stops listening for good. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.up = false;
    clearTimeout(this.timer);
    clearTimeout(this.beat?.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: CONNECT_TIMEOUT_MS,
    });
    client.on('notification', (msg) => this.deliver(msg.channel, msg.payload ?? ''));
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.beatChannel}`);
      for (const channel of this.subscribers.keys()) await client.query(`LISTEN ${channel}`);
    } catch (err) {
      client.connection.stream.destroy();
      throw err;
    }
    if (this.stopped) return void (await client.end());
    this.client = client;
    this.up = true;
    this.retryMs = FIRST_RETRY_MS;
    this.nextBeat(client);
  }

  private nextBeat(client: pg.Client): void {
    const timer = setTimeout(() => this.sendBeat(client), this.timing.heartbeatMs);
    timer.unref();
    this.beat = { timer };
  }

  /** Notifies itself; no answer within the timeout means the connection is gone. */
  private sendBeat(client: pg.Client): void {
    if (this.stopped || client !== this.client) return;
    this.beats += 1;
    const awaiting = String(this.beats);
    const timer = setTimeout(
      () => this.lost(client, new Error('change bus: heartbeat not answered')),
      this.timing.heartbeatTimeoutMs,
    );
    timer.unref();
    this.beat = { timer, awaiting };
    // A failed statement also ends in `lost` (the client's error event, or the missing answer).
    client.query('SELECT pg_notify($1, $2)', [this.beatChannel, awaiting]).catch(() => undefined);
  }

  private deliver(channel: string, payload: string): void {
    if (channel === this.beatChannel) {
      const client = this.client;
      if (client && this.beat?.awaiting === payload) {
        clearTimeout(this.beat.timer);
        this.nextBeat(client);
      }
      return;
    }
    for (const s of this.subscribers.get(channel) ?? []) {
      try {
        s.change(payload);
      } catch (err) {
        this.log.warn({ err, channel }, 'a change subscriber failed');
      }
    }
  }

  private resetAll(): void {
    for (const set of this.subscribers.values()) {
      for (const s of set) {
        try {
          s.reset();
        } catch (err) {
          this.log.warn({ err }, 'a change subscriber failed to reset');
        }
      }
    }
  }

  /** The listening connection ended (error or end, whichever comes first; both may). */
  private lost(client: pg.Client, err?: unknown): void {
    if (this.stopped || client !== this.client) return;
    this.client = undefined;
    this.up = false;
    clearTimeout(this.beat?.timer);
    this.beat = undefined;
    // Not end(): on a connection that went silent, its goodbye would wait for an answer forever.
    client.connection.stream.destroy();
    this.log.warn({ err }, 'change bus: listening connection lost, reconnecting');
    this.resetAll();
    this.retry();
  }

  private retry(): void {
    if (this.stopped) return;
    const wait = this.retryMs;
    this.retryMs = Math.min(MAX_RETRY_MS, this.retryMs * 2);
    this.timer = setTimeout(() => {
      this.connect().then(
        () => {
          if (this.stopped) return;
          this.log.info('change bus: listening again');
          // Whatever was notified while the connection was down never arrived.
          this.resetAll();
        },
        (err: unknown) => {
          this.log.warn({ err, retryMs: this.retryMs }, 'change bus: reconnect failed');
          this.retry();
        },
      );
    }, wait);
  }
}
