import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYTICS_EVENTS } from '@survey/domain/analytics/catalogue';
import { describe, expect, it } from 'vitest';
import { analyticsClient } from './analytics.ts';

/** The dashboard's sources (no tests, no generated documents). */
function webSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : webSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const SURVEY = '7b0c1c8e-2f1d-4b8a-9a51-3d6f0e9b2c41';

describe('the dashboard analytics client', () => {
  it('posts the event name and its properties, nothing about the user', async () => {
    const sent: object[] = [];
    const track = analyticsClient(async (body) => void sent.push(body));
    track('Opened Results Tab', { surveyId: SURVEY, tab: 'crosstabs' });
    track('Viewed Terms');
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([
      { event: 'Opened Results Tab', properties: { surveyId: SURVEY, tab: 'crosstabs' } },
      { event: 'Viewed Terms', properties: {} },
    ]);
  });

  it('sends one event at a time, in the order they happened, past a failed one', async () => {
    const started: string[] = [];
    const answers: (() => void)[] = [];
    const track = analyticsClient((body) => {
      const { event } = body as { event: string };
      started.push(event);
      if (event === 'Viewed Terms') return Promise.reject(new Error('offline'));
      return new Promise<void>((resolve) => answers.push(resolve));
    });
    track('Viewed Results', { surveyId: SURVEY });
    track('Viewed Terms');
    track('Opened Field Health', { surveyId: SURVEY });
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['Viewed Results']);
    answers.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['Viewed Results', 'Viewed Terms', 'Opened Field Health']);
  });

  it('returns before the server answers and never throws when sending fails', async () => {
    let answered = false;
    const slow = analyticsClient(
      () => new Promise((resolve) => setTimeout(() => resolve((answered = true)), 20)),
    );
    slow('Viewed Terms');
    expect(answered).toBe(false);
    const failing = analyticsClient(() => Promise.reject(new Error('offline')));
    expect(() => failing('Viewed Terms')).not.toThrow();
    const throwing = analyticsClient(() => {
      throw new Error('no session');
    });
    expect(() => throwing('Viewed Terms')).not.toThrow();
    await new Promise((r) => setTimeout(r, 30));
    expect(answered).toBe(true);
  });
});

describe('the dashboard events of the catalogue', () => {
  it('each has a place in the dashboard that sends it', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const code = webSources(root)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const dashboard = Object.entries(ANALYTICS_EVENTS).filter(([, e]) => e.where === 'dashboard');
    expect(dashboard.map(([name]) => name).filter((name) => !code.includes(`'${name}'`))).toEqual(
      [],
    );
  });
});
