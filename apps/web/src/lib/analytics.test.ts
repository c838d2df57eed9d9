import { describe, expect, it } from 'vitest';
import { analyticsClient } from './analytics.ts';

const SURVEY = '7b0c1c8e-2f1d-4b8a-9a51-3d6f0e9b2c41';

describe('the dashboard analytics client', () => {
  it('posts the event name and its properties, nothing about the user', () => {
    const sent: object[] = [];
    const track = analyticsClient(async (body) => void sent.push(body));
    track('Opened Results Tab', { surveyId: SURVEY, tab: 'crosstabs' });
    track('Viewed Terms');
    expect(sent).toEqual([
      { event: 'Opened Results Tab', properties: { surveyId: SURVEY, tab: 'crosstabs' } },
      { event: 'Viewed Terms', properties: {} },
    ]);
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
