import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../test/authHelpers.ts';
import { GRAPHQL_PATHS } from '../../test/graphqlHelpers.ts';
import { createTestDraft, operationDocument } from '../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../test/testApp.ts';
import { createObservability } from '../platform/observability.ts';

/** A span as OTLP/HTTP JSON carries it. */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
}

interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

const attribute = (span: OtlpSpan | undefined, key: string) => {
  const value = span?.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

/** A trace collector's OTLP/HTTP receiver: keeps every span posted to /v1/traces. */
async function startReceiver(): Promise<{
  url: string;
  spans: OtlpSpan[];
  services: Set<string>;
  server: Server;
}> {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
        for (const r of body.resourceSpans) {
          const name = r.resource.attributes.find((a) => a.key === 'service.name');
          if (name?.value.stringValue) services.add(name.value.stringValue);
          for (const s of r.scopeSpans) spans.push(...s.spans);
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else {
        res.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, services, server };
}

describe('traces over OTLP/HTTP', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const requestId = 'trace-test-edit-0001';
  const questionText = 'A question whose text is a parameter value';

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await startTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url });
    const ann = await signUpUser(t);
    const draft = await createTestDraft(t, ann);
    const edit = operationDocument('addQuestion', 'version').replace(
      /^mutation Op/,
      'mutation AddQuestion',
    );
    const res = await fetch(`${t.url}${GRAPHQL_PATHS.questionnaire}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${ann.accessToken}`,
        'x-request-id': requestId,
      },
      body: JSON.stringify({
        query: edit,
        variables: {
          questionnaireId: draft.questionnaireId,
          questionTypeCode: 'FreeText',
          position: 0,
          text: questionText,
        },
      }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
    await t.deps.observability.tracing?.flush();
  });

  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => receiver?.server.close(resolve));
  });

  it('has the HTTP span, the GraphQL span and its SQL statements, without parameter values', () => {
    const http = receiver.spans.find((s) => attribute(s, 'request.id') === requestId);
    expect(http?.name).toBe(`POST ${GRAPHQL_PATHS.questionnaire}`);
    expect(attribute(http, 'http.response.status_code')).toBe(200);
    const trace = receiver.spans.filter((s) => s.traceId === http?.traceId);
    const operation = trace.find((s) => s.parentSpanId === http?.spanId);
    expect(operation?.name).toBe('mutation AddQuestion');
    expect(attribute(operation, 'graphql.service')).toBe('questionnaire');
    const statements = trace.filter((s) => s.parentSpanId === operation?.spanId);
    expect(statements.length).toBeGreaterThan(1);
    for (const s of statements) {
      expect(attribute(s, 'db.system.name')).toBe('postgresql');
      expect(s.name).toMatch(/^[A-Z]+$/);
    }
    const texts = statements.map((s) => String(attribute(s, 'db.query.text')));
    // The edit reads and writes its draft: statements with placeholders, never the values.
    expect(texts.some((q) => /questionnaire/i.test(q) && q.includes('$1'))).toBe(true);
    expect(texts.some((q) => q.includes(questionText))).toBe(false);
    expect(receiver.services).toEqual(new Set(['survey-dashboard']));
  });

  it('loads no tracer when no endpoint is set', async () => {
    const observability = await createObservability({ OTEL_SERVICE_NAME: 'survey-dashboard' });
    expect(observability.tracing).toBeUndefined();
  });
});
