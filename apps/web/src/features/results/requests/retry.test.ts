import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiError.ts';
import { isRetryable, withRetries } from './retry.ts';

/** A call failing with `errors` in turn, then answering 'ok'; sleeps are recorded, not waited. */
function flaky(errors: unknown[]) {
  let calls = 0;
  const sleeps: number[] = [];
  const call = () => {
    calls += 1;
    const error = errors.shift();
    return error === undefined ? Promise.resolve('ok') : Promise.reject(error);
  };
  const sleep = (ms: number) => {
    sleeps.push(ms);
    return Promise.resolve();
  };
  return { call, sleep, sleeps, calls: () => calls };
}

describe('withRetries (spec 3 §7: up to 5 retries, 500 ms growing slightly)', () => {
  it('retries unreachable, busy and failing servers with the growing delays', async () => {
    const f = flaky([
      new ApiError(0, 'NETWORK', 'x'),
      new ApiError(503, 'HTTP_503', 'x'),
      new ApiError(429, 'RATE_LIMITED', 'x'),
      new ApiError(500, 'INTERNAL', 'x'),
    ]);
    await expect(withRetries(f.call, { sleep: f.sleep })).resolves.toBe('ok');
    expect(f.calls()).toBe(5);
    expect(f.sleeps).toEqual([500, 600, 720, 864]);
  });

  it('gives up after 5 retries with the last error', async () => {
    const last = new ApiError(502, 'HTTP_502', 'last');
    const f = flaky([...Array.from({ length: 5 }, () => new ApiError(500, 'X', 'x')), last]);
    await expect(withRetries(f.call, { sleep: f.sleep })).rejects.toBe(last);
    expect(f.calls()).toBe(6);
  });

  it('does not retry an answer that will not change (4xx)', async () => {
    const conflict = new ApiError(409, 'CONFLICT', 'not completed');
    const f = flaky([conflict]);
    await expect(withRetries(f.call, { sleep: f.sleep })).rejects.toBe(conflict);
    expect(f.calls()).toBe(1);
    expect(isRetryable(new ApiError(400, 'BAD_USER_INPUT', 'x'))).toBe(false);
  });

  it('stops at once when aborted', async () => {
    const controller = new AbortController();
    const f = flaky([new ApiError(500, 'X', 'x')]);
    const sleep = () => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    };
    await expect(withRetries(f.call, { sleep, signal: controller.signal })).rejects.toThrow(
      'aborted',
    );
    expect(f.calls()).toBe(1);
  });
});
