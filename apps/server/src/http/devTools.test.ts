import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.ts';

/** An address of this machine that is not loopback, if it has one. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

const INTROSPECTION = JSON.stringify({ query: '{ __schema { queryType { name } } }' });
const GRAPHQL = '/v1/project/graphql';

/** node:http rather than fetch, which replaces a Host header with the URL's. */
function send(
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body ? 'POST' : 'GET', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The development tools (dev outbox with every e-mailed link, GraphiQL, introspection) on a
 * server without NODE_ENV=production or SMTP_URL, listening on every interface (HOST=0.0.0.0).
 */
describe('development tools', () => {
  let t: TestApp;
  let port: string;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'development' }, { host: '0.0.0.0' });
    port = new URL(t.url).port;
  });
  afterAll(() => t.close());

  const probe = async (base: string, headers: Record<string, string> = {}) => {
    const outbox = await send(`${base}/dev/outbox.json`, headers);
    const page = await send(`${base}/dev/outbox`, headers);
    const graphiql = await send(`${base}${GRAPHQL}`, { ...headers, accept: 'text/html' });
    const schema = await send(
      `${base}${GRAPHQL}`,
      { ...headers, 'content-type': 'application/json' },
      INTROSPECTION,
    );
    return {
      outbox: outbox.status,
      page: page.status,
      graphiql: graphiql.text.includes('GraphiQL'),
      introspection: (JSON.parse(schema.text) as { data?: unknown }).data !== undefined,
    };
  };

  it('are served to this machine (README quick start, e2e tests)', async () => {
    expect(await probe(t.url)).toEqual({
      outbox: 200,
      page: 200,
      graphiql: true,
      introspection: true,
    });
    expect(await probe(`http://localhost:${port}`)).toMatchObject({ outbox: 200, graphiql: true });
  });

  it.skipIf(!external)('are not served to another machine', async () => {
    expect(await probe(`http://${external}:${port}`)).toEqual({
      outbox: 404,
      page: 404,
      graphiql: false,
      introspection: false,
    });
  });

  it('are not served through a proxy on this machine, nor to a page whose name rebinds to it', async () => {
    const hidden = { outbox: 404, page: 404, graphiql: false, introspection: false };
    expect(await probe(t.url, { 'x-forwarded-for': '203.0.113.9' })).toEqual(hidden);
    expect(await probe(t.url, { forwarded: 'for=203.0.113.9' })).toEqual(hidden);
    expect(await probe(t.url, { host: `attacker.example:${port}` })).toEqual(hidden);
  });
});
