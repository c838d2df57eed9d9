import { describe, expect, it } from 'vitest';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import {
  audienceEntry,
  emptyQuestionnaire,
  testContext,
} from '@survey/domain/questionnaire/testing/builders';
import { entryTitle, listItems, mountKey } from './entryList.ts';

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

  it('mounts a card by its item, so a number that names another card after a conflict does not reuse it', () => {
    // This tab added a text card as entry 1; another tab's question took number 1 on the server,
    // and the refetch re-applies the text card with the same ids as entry 2.
    const mine = applyQuestionnaireCommand(
      'addTextCard',
      emptyQuestionnaire(),
      { position: 0 },
      testContext('mine'),
    );
    const theirs = applyQuestionnaireCommand(
      'addQuestion',
      emptyQuestionnaire(),
      { questionTypeCode: 'Basic', position: 0 },
      testContext('theirs'),
    );
    const [before] = listItems(mine, false);
    const [first] = listItems(theirs, false);
    if (!before || !first) throw new Error('no items');
    expect(before.key).toBe(first.key);
    expect(mountKey(before)).not.toBe(mountKey(first));
  });
});
