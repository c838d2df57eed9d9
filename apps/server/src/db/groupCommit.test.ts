import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GroupCommit } from './groupCommit.ts';

interface Item {
  key: string;
  n: number;
}

/** A `send` whose calls stay open until the test settles them, one at a time. */
function manualSend() {
  const calls: { items: Item[]; settle: (fail?: Error) => void }[] = [];
  const send = (items: Item[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({
        items,
        settle: (fail) => (fail ? reject(fail) : resolve(items.map((i) => `done ${i.n}`))),
      });
    });
  return { calls, send };
}

const commit = (send: (items: Item[]) => Promise<string[]>, maxBatch = 64) =>
  new GroupCommit<Item, string>({ send, maxBatch, keyOf: (i) => i.key, duplicate: 'duplicate' });

const flush = () => new Promise((r) => setImmediate(r));

describe('group commit', () => {
  it('sends a write with none in flight at once and alone, without waiting for a turn', () => {
    const { calls, send } = manualSend();
    void commit(send).write({ key: 'a', n: 1 });
    expect(calls.map((c) => c.items)).toEqual([[{ key: 'a', n: 1 }]]);
  });

  it('sends what queued behind a write in flight as one call, bounded, each told its own result', async () => {
    const { calls, send } = manualSend();
    const group = commit(send, 3);
    const replies = [1, 2, 3, 4, 5].map((n) => group.write({ key: `k${n}`, n }));
    expect(calls).toHaveLength(1);
    expect(group.queued).toBe(4);
    calls[0]?.settle();
    await flush();
    expect(calls.map((c) => c.items.map((i) => i.n))).toEqual([[1], [2, 3, 4]]);
    calls[1]?.settle();
    await flush();
    calls[2]?.settle();
    expect(await Promise.all(replies)).toEqual(['done 1', 'done 2', 'done 3', 'done 4', 'done 5']);
    expect(calls.map((c) => c.items.length)).toEqual([1, 3, 1]);
  });

  it('answers no caller before its call returned', async () => {
    const { calls, send } = manualSend();
    const group = commit(send);
    const told: number[] = [];
    void group.write({ key: 'a', n: 1 }).then(() => told.push(1));
    void group.write({ key: 'b', n: 2 }).then(() => told.push(2));
    await flush();
    expect(told).toEqual([]);
    calls[0]?.settle();
    await flush();
    expect(told).toEqual([1]);
    calls[1]?.settle();
    await flush();
    expect(told).toEqual([1, 2]);
  });

  it('gives every caller of a failed call the error and none a result, then goes on', async () => {
    const { calls, send } = manualSend();
    const group = commit(send);
    const first = group.write({ key: 'a', n: 1 });
    const batch = [2, 3, 4].map((n) => group.write({ key: `k${n}`, n }));
    calls[0]?.settle();
    await flush();
    const failure = new Error('connection lost');
    calls[1]?.settle(failure);
    const outcomes = await Promise.allSettled(batch);
    expect(outcomes).toEqual(batch.map(() => ({ status: 'rejected', reason: failure })));
    expect(await first).toBe('done 1');
    const after = group.write({ key: 'a', n: 5 });
    expect(calls).toHaveLength(3);
    calls[2]?.settle();
    expect(await after).toBe('done 5');
  });

  it('fails the callers of a call that answers the wrong number of results', async () => {
    const group = commit(() => Promise.resolve(['only one']));
    const lone = group.write({ key: 'a', n: 1 });
    const batch = [group.write({ key: 'b', n: 2 }), group.write({ key: 'c', n: 3 })];
    expect(await lone).toBe('only one');
    for (const reply of await Promise.allSettled(batch)) expect(reply.status).toBe('rejected');
  });

  it('answers a second write of a row already queued as the duplicate, and sends it nowhere', async () => {
    const { calls, send } = manualSend();
    const group = commit(send);
    const first = group.write({ key: 'a', n: 1 });
    const queued = group.write({ key: 'a', n: 2 });
    const again = group.write({ key: 'a', n: 3 });
    expect(await again).toBe('duplicate');
    calls[0]?.settle();
    await flush();
    calls[1]?.settle();
    expect([await first, await queued]).toEqual(['done 1', 'done 2']);
    expect(calls.map((c) => c.items.map((i) => i.n))).toEqual([[1], [2]]);
  });

  it('refuses a bound under 1', () => {
    expect(() => commit(manualSend().send, 0)).toThrow(RangeError);
  });

  it('holds its rules in any order of arrivals, failures and returns', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.array(fc.record({ key: fc.integer({ min: 0, max: 5 }), fails: fc.boolean() }), {
          minLength: 1,
          maxLength: 40,
        }),
        fc.integer({ min: 1, max: 6 }),
        async (s, writes, maxBatch) => {
          let inFlight = 0;
          const sent: Item[][] = [];
          const failing = new Set(writes.flatMap((w, n) => (w.fails ? [n] : [])));
          const group = new GroupCommit<Item, string>({
            maxBatch,
            keyOf: (i) => i.key,
            duplicate: 'duplicate',
            send: async (items) => {
              expect(inFlight).toBe(0);
              inFlight++;
              sent.push(items);
              await s.schedule(Promise.resolve(), `send ${items.map((i) => i.n).join(',')}`);
              inFlight--;
              if (items.some((i) => failing.has(i.n))) throw new Error('failed');
              return items.map((i) => `done ${i.n}`);
            },
          });
          const replies = writes.map((w, n) =>
            s.schedule(Promise.resolve(), `write ${n}`).then(() =>
              group.write({ key: String(w.key), n }).then(
                (r) => ({ n, r }),
                () => ({ n, r: 'error' }),
              ),
            ),
          );
          const outcomes = await s.waitFor(Promise.all(replies));
          const batchOf = new Map(sent.flatMap((b) => b.map((i) => [i.n, b] as const)));
          for (const batch of sent) {
            expect(batch.length).toBeLessThanOrEqual(maxBatch);
            expect(new Set(batch.map((i) => i.key)).size).toBe(batch.length);
          }
          for (const { n, r } of outcomes) {
            const batch = batchOf.get(n);
            if (!batch) {
              expect(r).toBe('duplicate');
              continue;
            }
            const failed = batch.some((i) => failing.has(i.n));
            expect(r).toBe(failed ? 'error' : `done ${n}`);
          }
          expect(sent.flat()).toHaveLength(new Set(sent.flat().map((i) => i.n)).size);
        },
      ),
      { numRuns: 200 },
    );
  });
});
