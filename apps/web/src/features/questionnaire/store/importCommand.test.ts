import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  emptyQuestionnaire,
} from '@survey/domain/questionnaire/testing/builders';
import { commandVariables } from './commandVariables.ts';
import { QuestionnaireEditorStore } from './editorStore.ts';
import { FakeQuestionnaireServer } from './fakeServer.testing.ts';

function source(title: string) {
  return new QuestionnaireBuilder(emptyQuestionnaire({ questionnaireId: 'source-q' }))
    .question(title)
    .textCard('Read me')
    .build();
}

describe('importing entries through the editor store', () => {
  it('shows the imported entries at once and ends with the server copy of the source', async () => {
    const server = new FakeQuestionnaireServer();
    let n = 0;
    const store = new QuestionnaireEditorStore('s-1', server, {
      report: () => undefined,
      freshId: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      retryDelays: [0],
    });
    server.applyElsewhere('addTextCard', { position: 0, title: 'Mine' });
    await store.load();
    // The source changed on the server after the dialog read it.
    server.sources.set('source-q', source('Edited since'));
    const result = store.dispatch('importQuestionnaireEntries', {
      source: source('As read'),
      entryNumbers: [1, 2],
      position: 0,
    });
    expect(result.ok).toBe(true);
    expect(store.getSnapshot().view?.entries.map((e) => e.label)).toEqual(['Q1', 'T1', 'T2']);
    await store.idle();

    const view = store.getSnapshot().view;
    expect(view).toEqual(server.document);
    expect(view?.entries[0]?.entryItem).toMatchObject({ question: { text: 'Edited since' } });
  });

  it('sends only the source id, entry numbers and position', () => {
    const variables = commandVariables({
      clientMutationId: 'm',
      name: 'importQuestionnaireEntries',
      args: { source: source('Any'), entryNumbers: [2], position: 1 },
      ids: [],
      now: '2026-01-01T00:00:00.000Z',
    });
    expect(variables).toEqual({
      sourceQuestionnaireId: 'source-q',
      entryNumbers: [2],
      position: 1,
    });
  });
});
