import { describe, expect, it } from 'vitest';
import type { QuestionEntry } from '@survey/domain/questionnaire/model';
import { QuestionnaireEditorStore } from './editorStore.ts';
import { FakeQuestionnaireServer } from './fakeServer.testing.ts';

function setup() {
  const server = new FakeQuestionnaireServer();
  const reports: { error: unknown; operation: string | undefined }[] = [];
  let n = 0;
  const store = new QuestionnaireEditorStore('s-1', server, {
    report: (error, tags) => reports.push({ error, operation: tags.operation }),
    freshId: () => `client-${++n}`,
    clock: () => '2025-12-31T23:59:59.000Z',
    retryDelays: [0],
  });
  return { server, store, reports };
}

function firstQuestion(store: QuestionnaireEditorStore): QuestionEntry {
  const entry = store.getSnapshot().view?.entries[0];
  if (entry?.entryType !== 'question') throw new Error('no question');
  return entry;
}

describe('QuestionnaireEditorStore', () => {
  it('shows a command at once and ends with exactly the server document', async () => {
    const { server, store, reports } = setup();
    await store.load();
    store.dispatch('addQuestion', { questionTypeCode: 'Basic', position: 0 });
    // Optimistic: visible before the server answered.
    const q = firstQuestion(store);
    expect(q.entryItem.responseOptions).toHaveLength(2);
    const lk = q.entryItem.questionLk;
    const option = q.entryItem.responseOptions[0]?.responseOptionLk ?? '';
    // Edits of the new card's parts use the ids the browser chose, before the add is confirmed.
    store.dispatch('updateQuestion', { questionLk: lk, questionTypeCode: 'Basic', text: 'Pets?' });
    store.dispatch('updateResponseOption', {
      questionLk: lk,
      responseOptionLk: option,
      responseOptionValue: 'Cat',
    });
    store.dispatch('addResponseOption', {
      questionLk: lk,
      position: 2,
      responseOptionValue: 'Dog',
    });
    store.dispatch('addTextCard', { position: 0 });
    store.dispatch('moveQuestionnaireEntry', { number: 1, toPosition: 1 });
    expect(store.getSnapshot().save).toBe('saving');
    await store.idle();

    const snap = store.getSnapshot();
    expect(snap).toMatchObject({ save: 'saved', unsaved: 0, version: server.version });
    expect(server.version).toBe(7);
    // Reconciled with the server's times and the same ids: equal to what the server holds.
    expect(snap.view).toEqual(server.document);
    expect(snap.view?.entries.map((e) => e.label)).toEqual(['T1', 'Q1']);
    expect(snap.view?.entries[1]?.createdDate).not.toBe('2025-12-31T23:59:59.000Z');
    // ...without fetching the draft again.
    expect(server.loads).toBe(1);
    expect(reports).toEqual([]);
  });

  it('on a version conflict refetches and re-applies the pending commands on the new base', async () => {
    const { server, store } = setup();
    await store.load();
    server.applyElsewhere('addTextCard', { position: 0, title: 'From another tab' });
    store.dispatch('addQuestion', { questionTypeCode: 'Basic', position: 0, text: 'Mine' });
    await store.idle();

    expect(server.sent.map((s) => s.baseVersion)).toEqual([1, 2]);
    const view = store.getSnapshot().view;
    expect(view?.entries.map((e) => e.label)).toEqual(['Q1', 'T1']);
    expect(view).toEqual(server.document);
  });

  it('drops and reports a pending command the domain refuses on the new base', async () => {
    const { server, store, reports } = setup();
    server.applyElsewhere('addQuestion', { questionTypeCode: 'Basic', position: 0, text: 'Q' });
    await store.load();
    const lk = firstQuestion(store).entryItem.questionLk;
    server.applyElsewhere('detachQuestionnaireEntry', { number: 1 });
    store.dispatch('updateQuestion', { questionLk: lk, questionTypeCode: 'Basic', text: 'Edited' });
    await store.idle();

    expect(store.getSnapshot().view?.entries).toEqual([]);
    expect(store.getSnapshot().unsaved).toBe(0);
    expect(reports.map((r) => r.operation)).toEqual(['updateQuestion']);
    expect(server.sent).toHaveLength(1);
  });

  it('keeps the optimistic state of a refused command and reports it under its name', async () => {
    const { server, store, reports } = setup();
    server.applyElsewhere('addQuestion', { questionTypeCode: 'Basic', position: 0, text: 'Q' });
    await store.load();
    const lk = firstQuestion(store).entryItem.questionLk;
    server.refuse.add('updateQuestion');
    store.dispatch('updateQuestion', { questionLk: lk, questionTypeCode: 'Basic', text: 'Edited' });
    await store.idle();

    // Spec 2 §4: on any failed mutation the optimistic state stays; no retry. It stays while
    // later commands are confirmed too.
    expect(firstQuestion(store).entryItem.question.text).toBe('Edited');
    store.dispatch('addTextCard', { position: 1 });
    await store.idle();
    expect(firstQuestion(store).entryItem.question.text).toBe('Edited');
    expect(server.document.entries[0]?.entryItem).toMatchObject({ question: { text: 'Q' } });
    expect(reports.map((r) => r.operation)).toEqual(['updateQuestion']);
    expect(server.sent).toHaveLength(2);
    expect(store.getSnapshot()).toMatchObject({ save: 'saved', unsaved: 0 });
  });

  it('refetches after a refused option update, showing the server state again', async () => {
    const { server, store, reports } = setup();
    server.applyElsewhere('addQuestion', { questionTypeCode: 'Basic', position: 0, text: 'Q' });
    await store.load();
    const q = firstQuestion(store).entryItem;
    server.refuse.add('updateResponseOption');
    store.dispatch('updateResponseOption', {
      questionLk: q.questionLk,
      responseOptionLk: q.responseOptions[0]?.responseOptionLk ?? '',
      responseOptionValue: 'Never saved',
    });
    expect(firstQuestion(store).entryItem.responseOptions[0]?.responseOption.value).toBe(
      'Never saved',
    );
    await store.idle();

    expect(firstQuestion(store).entryItem.responseOptions[0]?.responseOption.value).toBe('');
    expect(store.getSnapshot().view).toEqual(server.document);
    expect(reports.map((r) => r.operation)).toEqual(['updateResponseOption']);
  });

  it('retries an unanswered command with the same clientMutationId and applies it once', async () => {
    const { server, store } = setup();
    await store.load();
    const statuses = new Set<string>();
    store.subscribe(() => statuses.add(store.getSnapshot().save));
    server.unavailableSends = 2;
    store.dispatch('addTextCard', { position: 0, title: 'Once' });
    await store.idle();

    expect(server.sent).toHaveLength(3);
    expect(new Set(server.sent.map((s) => s.clientMutationId)).size).toBe(1);
    expect(statuses.has('retrying')).toBe(true);
    expect(server.document.entries).toHaveLength(1);
    expect(server.version).toBe(2);
    expect(store.getSnapshot()).toMatchObject({ save: 'saved', version: 2 });
    expect(store.getSnapshot().view).toEqual(server.document);
  });

  it('counts an edit still waiting for its debounce as unsaved until it is dispatched', async () => {
    const { store } = setup();
    await store.load();
    const release = store.holdEdit();
    expect(store.getSnapshot()).toMatchObject({ save: 'saving', unsaved: 1 });
    store.dispatch('addTextCard', { position: 0 });
    release();
    expect(store.getSnapshot().unsaved).toBe(1);
    await store.idle();
    expect(store.getSnapshot()).toMatchObject({ save: 'saved', unsaved: 0 });
  });
});
