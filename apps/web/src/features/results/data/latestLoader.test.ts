import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLatestLoader, type LoaderState } from './latestLoader.ts';

interface Deferred {
  query: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

function harness() {
  const calls: Deferred[] = [];
  const states: LoaderState<string, string>[] = [];
  const reported: unknown[] = [];
  const loader = createLatestLoader<string, string>({
    debounceMs: 750,
    load: (query, signal) =>
      new Promise((resolve, reject) => {
        calls.push({ query, signal, resolve, reject });
        signal.addEventListener('abort', () => reject(signal.reason));
      }),
    onChange: (state) => states.push(state),
    report: (error) => reported.push(error),
  });
  return { loader, calls, states, reported, last: () => states.at(-1) };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('createLatestLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the first query at once', async () => {
    const h = harness();
    h.loader.start('none');
    expect(h.calls.map((c) => c.query)).toEqual(['none']);
    h.calls[0]?.resolve('all counts');
    await flush();
    expect(h.last()).toEqual({
      data: 'all counts',
      dataQuery: 'none',
      pending: false,
      failed: false,
    });
  });

  it('waits 750 ms of quiet after the last change, then makes one call', async () => {
    const h = harness();
    h.loader.start('none');
    h.calls[0]?.resolve('all');
    await flush();
    h.loader.change('a');
    await vi.advanceTimersByTimeAsync(500);
    h.loader.change('a+b');
    await vi.advanceTimersByTimeAsync(749);
    expect(h.calls).toHaveLength(1);
    expect(h.last()?.pending).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls.map((c) => c.query)).toEqual(['none', 'a+b']);
  });

  it('aborts a call superseded by a newer change, and never shows its answer', async () => {
    const h = harness();
    h.loader.start('none');
    h.loader.change('a');
    expect(h.calls[0]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(750);
    h.loader.change('b');
    expect(h.calls[1]?.signal.aborted).toBe(true);
    h.calls[1]?.resolve('answer for a');
    await vi.advanceTimersByTimeAsync(750);
    h.calls[2]?.resolve('answer for b');
    await flush();
    expect(h.states.some((s) => s.data === 'answer for a')).toBe(false);
    expect(h.last()).toMatchObject({ data: 'answer for b', dataQuery: 'b', pending: false });
    expect(h.reported).toEqual([]);
  });

  it('sets the error flag when the call fails, keeping the last answer', async () => {
    const h = harness();
    h.loader.start('none');
    h.calls[0]?.resolve('all');
    await flush();
    h.loader.change('a');
    await vi.advanceTimersByTimeAsync(750);
    h.calls[1]?.reject(new Error('503'));
    await flush();
    expect(h.last()).toEqual({ data: 'all', dataQuery: 'none', pending: false, failed: true });
    expect(h.reported).toHaveLength(1);
  });

  it('refreshes the current query, but not while a change is scheduled or a call is on its way', async () => {
    const h = harness();
    h.loader.start('none');
    h.loader.refresh();
    expect(h.calls).toHaveLength(1);
    h.calls[0]?.resolve('all');
    await flush();
    h.loader.change('a');
    h.loader.refresh();
    expect(h.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(750);
    h.loader.refresh();
    expect(h.calls).toHaveLength(2);
    h.calls[1]?.resolve('filtered');
    await flush();
    h.loader.refresh();
    expect(h.calls.map((c) => c.query)).toEqual(['none', 'a', 'a']);
  });

  it('reloads at once on demand, superseding a call on its way and keeping the shown data', async () => {
    const h = harness();
    h.loader.start('none');
    h.calls[0]?.resolve('before');
    await flush();
    h.loader.refresh();
    h.loader.reload();
    expect(h.calls[1]?.signal.aborted).toBe(true);
    expect(h.last()).toMatchObject({ data: 'before', pending: true });
    h.calls[2]?.resolve('after');
    await flush();
    expect(h.calls.map((c) => c.query)).toEqual(['none', 'none', 'none']);
    expect(h.last()).toMatchObject({ data: 'after', pending: false });
  });

  it('stops everything when disposed', async () => {
    const h = harness();
    h.loader.start('none');
    h.loader.change('a');
    const before = h.states.length;
    h.loader.dispose();
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.calls).toHaveLength(1);
    expect(h.states).toHaveLength(before);
  });
});
