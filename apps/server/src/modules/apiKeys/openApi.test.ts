import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../../test/routeTable.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { PUBLIC_API } from './publicRoute.ts';

/** The public API's OpenAPI document (issue 39 §2): valid 3.1, and every public route in it. */
describe('public API OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const document = async () =>
    (await (await fetch(`${t.url}${PUBLIC_API}/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: unknown; parameters?: unknown[] }>>;
    };

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await document();
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
    expect(result.warnings).toEqual([]);
  });

  it('has every public route the server serves, and nothing it does not serve', async () => {
    const doc = await document();
    const served = routeTable(t.app)
      .filter((key) => key.split(' ')[1]?.startsWith(PUBLIC_API))
      .filter((key) => !/\/(openapi\.json|reference)$/.test(key))
      .map((key) => {
        const [method, path] = key.split(' ');
        return `${method} ${(path ?? '').slice(PUBLIC_API.length).replace(/:(\w+)/g, '{$1}')}`;
      })
      .sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(served.length).toBeGreaterThanOrEqual(10);
    expect(documented).toEqual(served);
  });

  it("describes a body with the results service's own limits", async () => {
    const doc = (await document()) as unknown as {
      components: {
        schemas: Record<string, { properties: Record<string, { maxItems?: number }> }>;
      };
    };
    // MAX_BANNER_GROUPS and MAX_FILTERS, as the routes check them.
    expect(doc.components.schemas.CrosstabRequest?.properties.banner?.maxItems).toBe(6);
    expect(doc.components.schemas.SummaryRequest?.properties.responseFilters?.maxItems).toBe(50);
  });

  it('serves a self-contained reference page listing every operation', async () => {
    const res = await fetch(`${t.url}${PUBLIC_API}/reference`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).not.toMatch(/<script|https?:\/\/(?!127\.0\.0\.1)/);
    const doc = await document();
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        expect(html).toContain(`${method.toUpperCase()} ${PUBLIC_API}${path}`);
      }
    }
  });
});
