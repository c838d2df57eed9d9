import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import type { TestApp } from './testApp.ts';

export interface StoredEvent {
  name: string;
  source: string;
  accountId: string | null;
  properties: Record<string, unknown>;
}

/** The events the PostgreSQL sink stored for `userId`, oldest first (after flushing the queue). */
export async function storedEvents(t: TestApp, userId: string): Promise<StoredEvent[]> {
  await t.deps.analytics.flush();
  const { rows } = await t.deps.database.pool.query<StoredEvent>(
    `SELECT name, source, account_id AS "accountId", properties
       FROM analytics_events WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows;
}

export const namesOf = (events: StoredEvent[]) => events.map((e) => e.name);

/** One event as PostHog's capture API receives it in a batch. */
export interface ReceivedEvent {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
}

/**
 * A local stand-in for an analytics host speaking PostHog's batch protocol (POST /batch/, gzip or
 * not). `mode` decides each answer: 'ok' (200), 'error' (503) or 'hold' (no answer until `release`).
 */
export class AnalyticsReceiver {
  mode: 'ok' | 'error' | 'hold' = 'ok';
  /** The next this many requests are answered 503 whatever the mode. */
  failNext = 0;
  /** Batches received and not refused (answered 200 or held), in arrival order. */
  readonly batches: ReceivedEvent[][] = [];
  requests = 0;
  /** Requests held unanswered ('hold'). */
  readonly held: ServerResponse[] = [];
  private server: Server | undefined;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get delivered(): ReceivedEvent[] {
    return this.batches.flat();
  }

  /** Listens on `port` (0: a free one; again the same port after `stop`). */
  async start(port = this.port): Promise<void> {
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const address = server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    this.server = server;
  }

  /** Answers the held requests with 200 (their batches counted). */
  release(): void {
    for (const res of this.held.splice(0)) res.writeHead(200).end('{"status":1}');
  }

  async stop(): Promise<void> {
    for (const res of this.held.splice(0)) res.destroy();
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    this.requests++;
    let body = Buffer.concat(chunks);
    if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
    if (!req.url?.startsWith('/batch')) return void res.writeHead(404).end();
    if (this.failNext > 0 || this.mode === 'error') {
      this.failNext = Math.max(0, this.failNext - 1);
      return void res.writeHead(503).end();
    }
    const { batch } = JSON.parse(body.toString('utf8')) as { batch: ReceivedEvent[] };
    this.batches.push(batch);
    if (this.mode === 'hold') this.held.push(res);
    else res.writeHead(200).end('{"status":1}');
  }
}
