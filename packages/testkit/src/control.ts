// The server's test control routes (apps/server/src/http/testControl.ts): mounted only with
// NODE_ENV=test, answering this machine only.
import { TEST_CONTROL } from '@survey/server/src/http/testControl.ts';
import { postJson } from './http.ts';

export interface ServerControl {
  clock: {
    /** The server's clock now. */
    now(): Promise<Date>;
    /** Moves the server's clock `ms` forward; answers its new time. */
    advance(ms: number): Promise<Date>;
  };
  jobs: {
    /** Runs one job of `queue` now on the server's clock and waits until it finished. */
    runNow(queue: string): Promise<void>;
  };
}

export function serverControl(baseUrl: string): ServerControl {
  return {
    clock: {
      async now() {
        const res = await fetch(`${baseUrl}${TEST_CONTROL}/clock`);
        if (!res.ok) throw new Error(`test control clock: ${res.status} ${await res.text()}`);
        return new Date(((await res.json()) as { now: string }).now);
      },
      async advance(ms) {
        const { body } = await postJson<{ now: string }>(
          `${baseUrl}${TEST_CONTROL}/clock/advance`,
          { ms },
        );
        return new Date(body.now);
      },
    },
    jobs: {
      async runNow(queue) {
        await postJson(`${baseUrl}${TEST_CONTROL}/jobs/${encodeURIComponent(queue)}/run`, {});
      },
    },
  };
}
