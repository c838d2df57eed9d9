import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createErrorReporter } from './errorReporter.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('error reporting with SENTRY_DSN', () => {
  let collector: Server;
  let dsn: string;
  const received: string[] = [];

  beforeAll(async () => {
    // A Sentry-compatible endpoint: it keeps every envelope posted to it.
    collector = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        received.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    dsn = `http://publickey@127.0.0.1:${port}/1`;
  });
  afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

  it('sends an unexpected error with its tags to the DSN', async () => {
    const reporter = await createErrorReporter(dsn, pino({ level: 'silent' }), 'test');
    reporter.capture(new Error('the export writer broke'), { service: 'exports' });
    for (let waited = 0; waited < 10_000 && received.length === 0; waited += 50) await sleep(50);
    const event = received.join('\n');
    expect(event).toContain('the export writer broke');
    expect(event).toContain('"service":"exports"');
  });
});
