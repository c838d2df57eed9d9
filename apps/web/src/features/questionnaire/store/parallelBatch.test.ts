import { describe, expect, it } from 'vitest';
import { QuestionnaireEditorStore } from './editorStore.ts';
import { FakeQuestionnaireServer } from './fakeServer.testing.ts';

/** A store on a server draft of five text cards (T1..T5, numbers 1..5), all confirmed. */
async function setup() {
  const server = new FakeQuestionnaireServer();
  for (let i = 0; i < 5; i += 1) {
    server.applyElsewhere('addTextCard', { position: i, title: `Card ${i + 1}` });
  }
  const failures: string[] = [];
  let n = 0;
  const store = new QuestionnaireEditorStore('s-1', server, {
    report: () => undefined,
    freshId: () => `client-${++n}`,
    clock: () => '2025-12-31T23:59:59.000Z',
    retryDelays: [0],
  });
  store.onFailure(({ command }) => failures.push(JSON.stringify(command.args)));
  await store.load();
  return { server, store, failures };
}

const titles = (store: QuestionnaireEditorStore) =>
  (store.getSnapshot().view?.entries ?? []).map((e) =>
    e.entryType === 'textCard' ? e.entryItem.textCard.title : e.entryType,
  );

describe('commands sent side by side (bulk delete)', () => {
  it('are all sent before any answer, and end with exactly the server document without a refetch', async () => {
    const { server, store } = await setup();
    server.reverseUnversioned = true;
    const base = server.version;
    store.dispatchParallel('detachQuestionnaireEntry', [
      { number: 1 },
      { number: 3 },
      { number: 4 },
    ]);
    // Optimistic: gone at once.
    expect(titles(store)).toEqual(['Card 2', 'Card 5']);
    await Promise.resolve();
    await Promise.resolve();
    expect(server.sent.filter((s) => s.baseVersion === null)).toHaveLength(3);
    expect(server.version).toBe(base);
    await store.idle();

    // The server applied them last first; the store replays them in the server's order.
    expect(server.version).toBe(base + 3);
    expect(store.getSnapshot()).toMatchObject({ version: server.version, save: 'saved' });
    expect(store.getSnapshot().view).toEqual(server.document);
    expect(server.loads).toBe(1);
  });

  it('an edit made meanwhile waits for the whole batch and is applied on top of it, in order', async () => {
    const { server, store } = await setup();
    server.reverseUnversioned = true;
    store.dispatchParallel('detachQuestionnaireEntry', [{ number: 2 }, { number: 5 }]);
    store.dispatch('addTextCard', { position: 0, title: 'New first' });
    await store.idle();

    const after = server.sent.at(-1);
    expect(after?.name).toBe('addTextCard');
    expect(after?.baseVersion).toBe(server.version - 1);
    expect(titles(store)).toEqual(['New first', 'Card 1', 'Card 3', 'Card 4']);
    expect(store.getSnapshot().view).toEqual(server.document);
    expect(server.loads).toBe(1);
  });

  it('a refused deletion is reported (its card marked again) and the list is refetched', async () => {
    const { server, store, failures } = await setup();
    server.refuse.add('detachQuestionnaireEntry');
    store.dispatchParallel('detachQuestionnaireEntry', [{ number: 1 }, { number: 2 }]);
    expect(titles(store)).toEqual(['Card 3', 'Card 4', 'Card 5']);
    await store.idle();

    expect(failures).toEqual([JSON.stringify({ number: 1 })]);
    expect(server.loads).toBe(2);
    expect(titles(store)).toEqual(['Card 1', 'Card 3', 'Card 4', 'Card 5']);
    expect(store.getSnapshot().view).toEqual(server.document);
  });

  it('a deletion left unanswered is sent again with its id and applied once', async () => {
    const { server, store } = await setup();
    const base = server.version;
    server.unavailableSends = 1;
    store.dispatchParallel('detachQuestionnaireEntry', [{ number: 1 }, { number: 2 }]);
    await store.idle();

    expect(server.version).toBe(base + 2);
    expect(titles(store)).toEqual(['Card 3', 'Card 4', 'Card 5']);
    expect(store.getSnapshot().view).toEqual(server.document);
  });
});
