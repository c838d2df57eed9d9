import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFound, unauthenticated } from '../lib/errors.ts';
import { createMetrics } from '../platform/metrics.ts';
import { mountGraphQL } from './graphql.ts';
import type { Viewer } from '../platform/viewer.ts';

const typeDefs = /* GraphQL */ `
  type Node {
    id: ID!
    child: Node
  }
  type Query {
    me: String!
    missing: String
    boom: String
    node: Node
    echo(id: ID!): ID!
  }
`;

const APP_ORIGIN = 'http://127.0.0.1:3000';

const viewer: Viewer = { userId: 'u1', accountId: 'a1', email: 'ann@example.com' };

async function start(production: boolean) {
  const reported: { error: unknown; tags: Record<string, string> | undefined }[] = [];
  const app: FastifyInstance = Fastify();
  const path = mountGraphQL(app, {
    service: 'probe',
    typeDefs,
    production,
    appOrigin: APP_ORIGIN,
    observability: { metrics: createMetrics() },
    reporter: { capture: (error, tags) => void reported.push({ error, tags }) },
    verifyAccessToken: async (token) => {
      if (token !== 'good') throw unauthenticated('Invalid token');
      return viewer;
    },
    resolvers: {
      Query: {
        me: async (_p: unknown, _a: unknown, ctx: { viewer(): Promise<Viewer> }) =>
          (await ctx.viewer()).email,
        missing: () => {
          throw notFound('Project');
        },
        boom: () => {
          throw new Error('db password is hunter2');
        },
        node: () => ({ id: '1', child: null }),
        echo: (_p: unknown, a: { id: string }) => a.id,
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${path}`;
  const post = async (body: unknown, token = 'good') => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      },
    };
  };
  return { app, post, reported, path, url };
}

describe('mountGraphQL', () => {
  let dev: Awaited<ReturnType<typeof start>>;
  let prod: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    dev = await start(false);
    prod = await start(true);
  });
  afterAll(async () => {
    await dev.app.close();
    await prod.app.close();
  });

  it('mounts a service at /v1/{service}/graphql and resolves the viewer from the bearer token', async () => {
    expect(dev.path).toBe('/v1/probe/graphql');
    const r = await dev.post({ query: '{ me }' });
    expect(r.body.data).toEqual({ me: 'ann@example.com' });
  });

  it('answers a bad token with UNAUTHENTICATED and HTTP 401', async () => {
    const r = await dev.post({ query: '{ me }' }, 'forged');
    expect(r.status).toBe(401);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps typed errors with their code and message', async () => {
    const r = await dev.post({ query: 'query FindIt { missing }' });
    expect(r.body.errors?.[0]).toMatchObject({
      message: 'Project not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('masks unexpected errors and reports them tagged with the operation name', async () => {
    const r = await dev.post({ query: 'query Explode { boom }', operationName: 'Explode' });
    expect(r.body.errors?.[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(r.body)).not.toContain('hunter2');
    expect(dev.reported.at(-1)?.tags).toMatchObject({ service: 'probe', operation: 'Explode' });
  });

  it('answers a wrongly typed variable as bad input, not as an internal error', async () => {
    const r = await dev.post({
      query: 'query ($id: ID!) { echo(id: $id) }',
      variables: { id: [] },
    });
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors?.[0]?.message).toMatch(/\$id/);
  });

  it('answers a null or missing non-null variable as bad input, with its code', async () => {
    for (const variables of [{ id: null }, {}]) {
      const r = await dev.post({ query: 'query ($id: ID!) { echo(id: $id) }', variables });
      expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.body.errors?.[0]?.message).toMatch(/\$id/);
    }
  });

  // graphql-js quotes the whole value (twice) in a coercion error: a 200 KB value came back as a
  // 400 KB answer, which a client that does not read it holds its connection open for.
  it('does not echo a huge wrongly typed value back whole', async () => {
    const huge = 'y'.repeat(200_000);
    const r = await dev.post({
      query: 'query ($id: ID!) { echo(id: $id) }',
      variables: { id: [huge] },
    });
    expect(r.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.body.errors?.[0]?.message).toMatch(/^Variable "\$id" got invalid value \["y+…/);
    expect(JSON.stringify(r.body).length).toBeLessThan(2_000);
  });

  it('sends a JSON result whole and a result asked for as events as a stream', async () => {
    const json = await fetch(dev.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer good' },
      body: JSON.stringify({ query: '{ me }' }),
    });
    expect(json.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await json.text();
    expect(json.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text)).toEqual({ data: { me: 'ann@example.com' } });
    const events = await fetch(dev.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'text/event-stream',
        authorization: 'Bearer good',
      },
      body: JSON.stringify({ query: '{ me }' }),
    });
    expect(events.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await events.text()).toContain('event: next\ndata: {"data":{"me":"ann@example.com"}}');
  });

  it('refuses queries deeper than the depth limit', async () => {
    const deep = `{ node { ${'child { '.repeat(15)}id${' }'.repeat(15)} } }`;
    const r = await dev.post({ query: deep });
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses too many aliases', async () => {
    const aliases = Array.from({ length: 30 }, (_, i) => `a${i}: me`).join(' ');
    const r = await dev.post({ query: `{ ${aliases} }` });
    expect(r.body.errors?.[0]?.message).toMatch(/alias/i);
  });

  it('refuses batched requests', async () => {
    const r = await dev.post([{ query: '{ me }' }, { query: '{ me }' }]);
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.body.data).toBeUndefined();
  });

  it('allows introspection in development but not in production', async () => {
    const q = { query: '{ __schema { queryType { name } } }' };
    expect((await dev.post(q)).body.data).toBeDefined();
    const r = await prod.post(q);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it("answers CORS for the app's own origin only, in production and development", async () => {
    for (const { url } of [dev, prod]) {
      const preflight = (origin: string) =>
        fetch(url, {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'authorization, content-type',
          },
        });
      const post = (origin: string) =>
        fetch(url, {
          method: 'POST',
          headers: { origin, 'content-type': 'application/json', authorization: 'Bearer good' },
          body: JSON.stringify({ query: '{ me }' }),
        });
      for (const res of [
        await preflight('https://evil.example'),
        await post('https://evil.example'),
      ]) {
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
        expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      }
      for (const res of [await preflight(APP_ORIGIN), await post(APP_ORIGIN)]) {
        expect(res.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
        expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      }
    }
  });

  it('does not suggest field names in production', async () => {
    const r = await prod.post({ query: '{ mee }' });
    expect(r.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const d = await dev.post({ query: '{ mee }' });
    expect(d.body.errors?.[0]?.message).toMatch(/Did you mean/);
  });
});
