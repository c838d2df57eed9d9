import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks, questionAt, testContext } from '../testing/builders.ts';
import { setRoTextEntryState } from './setRoTextEntryState.ts';

const base = new QuestionnaireBuilder()
  .question('A', ['x', 'y', 'z'])
  .question('B')
  .textCard('T')
  .question('Rank', ['1', '2'], 'Ranked')
  .build();
const questionLk = questionAt(base, 0).entryItem.questionLk;
const [x = ''] = optionLks(base, 0);
const option = (q: typeof base, i: number) => questionAt(q, 0).entryItem.responseOptions[i];

describe('setRoTextEntryState', () => {
  it("turns 'please specify' text entry on for an option", () => {
    const q = setRoTextEntryState(
      base,
      { questionLk, responseOptionLk: x, textEntryState: 'enabled' },
      testContext(),
    );
    expect(option(q, 0)?.textEntryState).toBe('enabled');
  });

  it('refuses an unknown state', () => {
    expect(() =>
      setRoTextEntryState(
        base,
        { questionLk, responseOptionLk: x, textEntryState: 'on' as never },
        testContext(),
      ),
    ).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
