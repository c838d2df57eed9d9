import { postJson } from './http.ts';

/** A tracker's settings as POST /v1/trackers takes them (budget in pounds, with 'budget'). */
export interface TrackerSpec {
  every: number;
  unit: 'week' | 'month';
  /** Wave 1's date, YYYY-MM-DD. */
  startDate: string;
  timeZone?: string;
  excludeWaves?: number;
  purchase: 'approval' | 'budget';
  budget?: number;
}

/**
 * Makes a tracker of `surveyId` (a bought survey of the caller) through the trackers' REST route
 * (issue 39 §4); answers its id.
 */
export async function makeTracker(
  caller: { baseUrl: string; accessToken: string },
  surveyId: string,
  spec: TrackerSpec,
): Promise<string> {
  const { body } = await postJson<{ id: string }>(
    `${caller.baseUrl}/v1/trackers`,
    { surveyId, timeZone: 'UTC', excludeWaves: 1, budget: null, ...spec },
    { authorization: `Bearer ${caller.accessToken}` },
  );
  return body.id;
}
