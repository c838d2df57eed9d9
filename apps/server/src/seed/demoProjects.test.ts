import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/testApp.ts';
import { parseConfig } from '../config.ts';
import { seedDemo } from './demo.ts';

describe('demo projects seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const seed = () =>
    seedDemo({
      config: parseConfig({
        SEED_DEMO: 'true',
        DEMO_EMAIL: 'Demo.Projects@example.com',
        DEMO_PASSWORD: 'demo password 123',
      }),
      database: t.deps.database,
      log: pino({ level: 'silent' }),
      clock: t.deps.clock,
    });
  const query = async <R extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await t.deps.database.pool.query<R>(sql, params)).rows;

  it('gives the demo account projects in every state, once', async () => {
    const first = await seed();
    await seed();
    const projects = await query<{
      state: string;
      project_type: string;
      has_order: boolean;
      completes: number;
      updated_at: Date;
    }>(
      `SELECT s.state, p.project_type, p.updated_at,
              EXISTS (SELECT 1 FROM survey_orders o WHERE o.survey_id = s.id) AS has_order,
              (SELECT count(*)::int FROM respondent_sessions r WHERE r.survey_id = s.id AND r.status = 'complete') AS completes
       FROM projects p JOIN surveys s ON s.project_id = p.id WHERE p.account_id = $1`,
      [first?.accountId],
    );
    expect(projects).toHaveLength(14);
    expect(new Set(projects.map((p) => p.state))).toEqual(
      new Set(['draft', 'live', 'paused', 'halted', 'scheduled', 'completed']),
    );
    expect(projects.filter((p) => p.project_type === 'MultiMarket')).toHaveLength(1);
    expect(projects.every((p) => p.has_order === (p.state !== 'draft'))).toBe(true);
    for (const p of projects.filter((p) => ['live', 'paused', 'completed'].includes(p.state))) {
      expect(p.completes).toBeGreaterThan(0);
    }
    expect(
      new Set(projects.map((p) => p.updated_at.toISOString().slice(0, 10))).size,
    ).toBeGreaterThan(5);
    const countries = await query<{ n: number }>(
      'SELECT count(DISTINCT country_code)::int AS n FROM fieldwork',
    );
    expect(countries[0]?.n).toBeGreaterThan(5);
  });
});
