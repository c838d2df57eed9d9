import { describe, expect, it } from 'vitest';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import {
  audienceEntry,
  emptyQuestionnaire,
  testContext,
} from '@survey/domain/questionnaire/testing/builders';
import { entryTitle, listItems } from './entryList.ts';

describe('the card list and sidebar items', () => {
  const ctx = testContext();
  let q = emptyQuestionnaire({
    audienceEntries: [audienceEntry(1, 'Your age?', ['18-24', '25+'])],
  });
  q = applyQuestionnaireCommand('addTextCard', q, { position: 0, title: 'Welcome' }, ctx);
  q = applyQuestionnaireCommand('addFork', q, { position: 1 }, ctx);

  it('lists audience questions first only while the switch is on', () => {
    expect(listItems(q, false).map((i) => i.key)).toEqual(['e1', 'e2']);
    expect(listItems(q, true).map((i) => i.key)).toEqual(['a1', 'e1', 'e2']);
  });

  it('titles each card by its text, and a fork by its name', () => {
    expect(listItems(q, true).map((i) => [i.entry.label, entryTitle(i.entry)])).toEqual([
      [q.audienceEntries[0]?.label, 'Your age?'],
      ['T1', 'Welcome'],
      ['A/B', 'Fork 1'],
    ]);
  });
});
