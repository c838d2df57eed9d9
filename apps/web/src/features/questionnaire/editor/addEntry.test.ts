import { describe, expect, it } from 'vitest';
import { getSetting } from '@survey/domain/questionnaire/settings';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import { emptyQuestionnaire, testContext } from '@survey/domain/questionnaire/testing/builders';
import type { Entry } from '@survey/domain/questionnaire/model';
import { ADD_CHOICES, addCommand } from './addEntry.ts';
import { questionTypeLabel } from './entryList.ts';

function added(choice: (typeof ADD_CHOICES)[number]): Entry {
  const { name, args } = addCommand(choice, 0);
  const q = applyQuestionnaireCommand(name, emptyQuestionnaire(), args as never, testContext());
  const entry = q.entries[0];
  if (!entry) throw new Error('nothing added');
  return entry;
}

describe('Add menu (spec 2 §2, §4, §9 defaults)', () => {
  it('adds each type with the type label the spec gives', () => {
    expect(ADD_CHOICES.map((c) => questionTypeLabel(added(c)))).toEqual([
      'Single select',
      'Multi select',
      'Matrix',
      'Ranked',
      'Slider',
      'Free text',
      'Text',
      'A/B fork',
    ]);
  });

  it('gives choice and ranked questions 2 options, slider 0/100/1/0, free text 200', () => {
    for (const choice of ['Single select', 'Multi select', 'Ranked'] as const) {
      const e = added(choice);
      expect(e.entryType === 'question' && e.entryItem.responseOptions.length).toBe(2);
    }
    const slider = added('Slider');
    expect(slider.entryType === 'question' && slider.entryItem.questionScale?.range).toEqual({
      min: 0,
      max: 100,
      step: 1,
      startingPosition: 0,
    });
    const free = added('Free text');
    expect(
      free.entryType === 'question' && getSetting(free.entryItem.settingValues, 'CharacterLimit'),
    ).toBe('200');
  });

  it("names a new fork 'Fork {n}' with 2 groups", () => {
    const fork = added('A/B fork');
    expect(fork.entryType === 'fork' && fork.entryItem.fork.name).toBe('Fork 1');
    expect(fork.entryType === 'fork' && fork.entryItem.fork.branches).toHaveLength(2);
  });
});
