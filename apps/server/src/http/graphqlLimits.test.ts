import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../test/authHelpers.ts';
import { GRAPHQL_PATHS } from '../../test/graphqlHelpers.ts';
import { startTestApp, type TestApp } from '../../test/testApp.ts';
import { GRAPHQL_LIMITS } from './graphql.ts';

// Each limit of the hardened GraphQL endpoint, exercised at its edge on a real service (project):
// a document exactly at the limit is answered normally, one step past it is refused with a
// GraphQL error (4xx, no data, no stack trace) and nothing is executed.

interface Answer {
  status: number;
  text: string;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

const BODY_LIMIT = 1024 * 1024;

/** n copies of `item` separated by spaces. */
const times = (n: number, item: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => item(i)).join(' ');

// A field of the project service; an unknown survey answers null, so every copy is cheap.
const lookup = (alias: string) =>
  `${alias}projectBySurveyId(surveyId: "${randomUUID()}") { projectId }`;

/** Depth `n`: __type (1), fields (2), type (3), then ofType down to a leaf at depth n. */
const depthQuery = (n: number) =>
  `{ __type(name: "Project") { fields { type { ${'ofType { '.repeat(n - 4)}name${' }'.repeat(n - 4)} } } } }`;

// graphql-armor's cost: a scalar costs 1, an object field 2 + 1.5 x the cost of its selections.
const objectCost = (children: number) => 2 + 1.5 * children;

/** __type > fields > type > ofType...: `levels` nested objects of the introspection schema. */
const typeChain = (levels: number, leaf: string) => {
  const names = ['fields', 'type', ...Array<string>(Math.max(0, levels - 3)).fill('ofType')];
  const inner = names.slice(0, levels - 1).reduceRight((sel, name) => `${name} { ${sel} }`, leaf);
  return `__type(name: "Project") { ${inner} }`;
};

/**
 * A query costing exactly `cost`: a chain of `levels` objects over `m` distinct scalars (aliased
 * __typename, which the alias limit allows), topped up with top-level scalars; the first shape
 * whose cost is a whole number and whose tokens stay under the token limit. Distinct response
 * names keep graphql-js's field-merging check linear; thousands of identical fields would make
 * it abort validation by itself, hiding the cost limit.
 */
const costQuery = (cost: number) => {
  for (let levels = 1; levels < GRAPHQL_LIMITS.maxDepth; levels++) {
    for (let m = cost; m > 0; m--) {
      let chainCost = m;
      for (let i = 0; i < levels; i++) chainCost = objectCost(chainCost);
      const topUp = cost - chainCost;
      const tokens = 3 * (m + topUp) + 4 * levels + 10;
      if (topUp < 0 || !Number.isInteger(topUp) || tokens > GRAPHQL_LIMITS.maxTokens) continue;
      const leaf = times(m, (i) => `s${i}: __typename`);
      return `{ ${typeChain(levels, leaf)} ${times(topUp, (i) => `t${i}: __typename`)} }`;
    }
  }
  throw new Error(`no query shape costs exactly ${cost}`);
};

/** Exactly n lexical tokens (n = 3k + 2): `{`, k aliased fields of 3 tokens each, `}`. */
const tokensQuery = (n: number) => {
  const k = Math.floor((n - 2) / 3);
  const plain = n - 2 - 3 * k;
  return `{ ${times(k, (i) => `a${i}: __typename`)} ${times(plain, () => '__typename')} }`;
};

const directivesQuery = (n: number) => `{ ${times(n, () => '__typename @include(if: true)')} }`;

/** A document of `bytes` JSON-encoded bytes, padded with a GraphQL comment (not a token). */
const paddedBody = (bytes: number) => {
  const shell = JSON.stringify({ query: '#\n{ __typename }' });
  const pad = 'x'.repeat(bytes - Buffer.byteLength(shell));
  const body = JSON.stringify({ query: `#${pad}\n{ __typename }` });
  expect(Buffer.byteLength(body)).toBe(bytes);
  return body;
};

describe('GraphQL limits at their edges (project service)', () => {
  let t: TestApp;
  let user: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    user = await signUpUser(t);
  });
  afterAll(() => t.close());

  async function post(body: string): Promise<Answer> {
    const res = await fetch(`${t.url}${GRAPHQL_PATHS.project}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // What Apollo Client sends: GraphQL over HTTP, where a refused document answers 400.
        accept: 'application/graphql-response+json, application/json;q=0.9',
        authorization: `Bearer ${user.accessToken}`,
      },
      body,
    });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as Answer['body'] };
  }
  const query = (q: string) => post(JSON.stringify({ query: q }));

  function expectAnswered(r: Answer) {
    expect(r.status, r.text.slice(0, 300)).toBe(200);
    expect(r.body.errors, r.text.slice(0, 300)).toBeUndefined();
    expect(r.body.data).toBeTruthy();
  }

  function expectRefused(r: Answer, message: RegExp, code = 'GRAPHQL_VALIDATION_FAILED') {
    expect(r.status, r.text.slice(0, 300)).toBe(400);
    expect(r.body.data).toBeUndefined();
    expect(r.body.errors?.[0]?.message).toMatch(message);
    expect(r.body.errors?.[0]?.extensions?.code).toBe(code);
    expect(r.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
    expect(r.body.errors?.[0]?.extensions).not.toHaveProperty('stack');
  }

  it(`depth: ${GRAPHQL_LIMITS.maxDepth} is answered, one more level is refused`, async () => {
    expectAnswered(await query(depthQuery(GRAPHQL_LIMITS.maxDepth)));
    expectRefused(await query(depthQuery(GRAPHQL_LIMITS.maxDepth + 1)), /depth limit/i);
  });

  it(`cost: ${GRAPHQL_LIMITS.maxCost} is answered, more is refused`, async () => {
    expectAnswered(await query(costQuery(GRAPHQL_LIMITS.maxCost)));
    expectRefused(await query(costQuery(GRAPHQL_LIMITS.maxCost + 1)), /cost limit/i);
  });

  it(`aliases: ${GRAPHQL_LIMITS.maxAliases} are answered, one more is refused`, async () => {
    const n = GRAPHQL_LIMITS.maxAliases;
    const ok = await query(`{ ${times(n, (i) => lookup(`a${i}: `))} }`);
    expectAnswered(ok);
    expect(Object.keys(ok.body.data as object)).toHaveLength(n);
    expectRefused(await query(`{ ${times(n + 1, (i) => lookup(`a${i}: `))} }`), /aliases limit/i);
  });

  it('aliases: fragments cannot smuggle in more (each spread counts)', async () => {
    const half = Math.ceil((GRAPHQL_LIMITS.maxAliases + 1) / 2);
    const fragment = `fragment F on Query { ${times(half, (i) => lookup(`f${i}: `))} }`;
    const inline = `... on Query { ${times(half, (i) => lookup(`g${i}: `))} }`;
    expectRefused(await query(`{ ...F ${inline} } ${fragment}`), /aliases limit/i);
  });

  it(`tokens: ${GRAPHQL_LIMITS.maxTokens} are answered, one more is refused`, async () => {
    expectAnswered(await query(tokensQuery(GRAPHQL_LIMITS.maxTokens)));
    expectRefused(
      await query(tokensQuery(GRAPHQL_LIMITS.maxTokens + 1)),
      /token limit/i,
      'GRAPHQL_PARSE_FAILED',
    );
  });

  it(`directives: ${GRAPHQL_LIMITS.maxDirectives} are answered, one more is refused`, async () => {
    expectAnswered(await query(directivesQuery(GRAPHQL_LIMITS.maxDirectives)));
    expectRefused(
      await query(directivesQuery(GRAPHQL_LIMITS.maxDirectives + 1)),
      /directives limit/i,
    );
  });

  it('document size: a 1 MiB request body is answered, one byte more is refused with 413', async () => {
    expectAnswered(await post(paddedBody(BODY_LIMIT)));
    const tooBig = await post(paddedBody(BODY_LIMIT + 1));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ error: 'BAD_REQUEST' });
    expect(t.reported).toEqual([]);
  });

  it('batching: one operation is answered, a list of operations is refused', async () => {
    expectAnswered(await query('{ __typename }'));
    const batch = await post(JSON.stringify([{ query: '{ __typename }' }]));
    expectRefused(batch, /.+/, 'BAD_REQUEST');
    const two = await post(
      JSON.stringify([lookup(''), lookup('')].map((q) => ({ query: `{${q}}` }))),
    );
    expectRefused(two, /.+/, 'BAD_REQUEST');
    expect(t.reported).toEqual([]);
  });
});
