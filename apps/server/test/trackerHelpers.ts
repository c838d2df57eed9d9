import { expect } from 'vitest';
import { TRACKER_WAVES_QUEUE } from '../src/modules/trackers/trackers.job.ts';
import type { SignedUpUser } from './authHelpers.ts';
import { relogin } from './projectHelpers.ts';
import type { TestApp } from './testApp.ts';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** The trackers API of `t` as a test drives it, and the wave round run on demand. */
export function trackerApi(t: TestApp) {
  /** Moving the clock expires access tokens: a 401 logs in again once. */
  const call = async (
    user: SignedUpUser,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }> => {
    const res = await fetch(`${t.url}/v1/trackers${path}`, {
      method,
      headers: {
        authorization: `Bearer ${user.accessToken}`,
        ...(body !== undefined && { 'content-type': 'application/json' }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    if (res.status === 401) {
      user.accessToken = (await relogin(t, user)).accessToken;
      return call(user, method, path, body);
    }
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  /** One run of the tracker-waves job (make, buy), as its minute's cron would. */
  const runRound = async () => {
    const res = await fetch(`${t.url}/test-control/jobs/${TRACKER_WAVES_QUEUE}/run`, {
      method: 'POST',
    });
    expect(res.status).toBe(200);
  };
  /** Midnight UTC of the app's clock. */
  const today = () => new Date(Math.floor(t.deps.clock().getTime() / DAY) * DAY);
  return { call, runRound, today };
}

export const isoDay = (d: Date) => d.toISOString().slice(0, 10);
