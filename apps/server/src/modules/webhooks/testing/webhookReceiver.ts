import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  /** The parsed body's `type` and `data`. */
  type: string;
  data: Record<string, unknown>;
  /** What the receiver answered (null: it never answered). */
  answered: number | null;
}

/**
 * A webhook endpoint in the test process: records every request, and answers as `answer` says
 * now: a status code, or `hang` (never answers, as a receiver behind a dead node's request).
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  answer: number | 'hang';
  /** Resolves once `predicate` holds for the received list (polled), or rejects after `ms`. */
  waitFor(predicate: (received: ReceivedWebhook[]) => boolean, ms?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const hanging = new Set<http.ServerResponse>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    answer: 200,
    async waitFor(predicate, ms = 60_000) {
      const until = Date.now() + ms;
      while (!predicate(receiver.received)) {
        if (Date.now() > until) {
          const got = receiver.received.map((r) => `${r.type} ${r.answered}`).join(', ');
          throw new Error(`the receiver did not get what was expected; got: ${got || 'nothing'}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const parsed = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [
          k,
          Array.isArray(v) ? v.join(', ') : (v ?? ''),
        ]),
      );
      const answer = receiver.answer;
      receiver.received.push({
        headers,
        body,
        type: parsed.type,
        data: parsed.data,
        answered: answer === 'hang' ? null : answer,
      });
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}
