import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import { QuestionnaireBuilder, testContext } from '@survey/domain/questionnaire/testing/builders';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { flattenEntries } from '@survey/domain/questionnaire/walk';
import { describe, expect, it } from 'vitest';
import { dropCommand } from './sectionDrop.ts';

/** Q 'One', S1 'Concept' holding 'Two' and 'Three', Q 'Four'. */
function draft() {
  const b = new QuestionnaireBuilder().question('One').question('Two').question('Three');
  b.apply('addSection', { position: 1, name: 'Concept' }).question('Four');
  const s = b.q.entries[1]?.number ?? 0;
  for (const [i, text] of ['Two', 'Three'].entries()) {
    const n = flattenEntries(b.q.entries).find(
      (e) => e.entryType === 'question' && e.entryItem.question.text === text,
    )?.number;
    b.apply('moveEntryToSection', { number: n ?? 0, sectionNumber: s, toPosition: i });
  }
  return b.q;
}
const numberOf = (q: Questionnaire, text: string) =>
  flattenEntries(q.entries).find((e) =>
    e.entryType === 'question' ? e.entryItem.question.text === text : e.label === text,
  )?.number ?? 0;
/** The outline after the drop: texts, a section's in brackets. */
function dropped(q: Questionnaire, active: string, over: string): string {
  const c = dropCommand(q, numberOf(q, active), numberOf(q, over));
  const next = c ? applyQuestionnaireCommand(c.name, q, c.args as never, testContext()) : q;
  return next.entries
    .map((e) =>
      e.entryType === 'section'
        ? `[${e.entryItem.entries.map((c2) => (c2.entryType === 'question' ? c2.entryItem.question.text : '')).join(' ')}]`
        : e.entryType === 'question'
          ? e.entryItem.question.text
          : e.label,
    )
    .join(' ');
}

describe('sidebar drops with sections (issue 38)', () => {
  it('moves cards into, within and out of a section, and sections among the top level', () => {
    const q = draft();
    expect(dropped(q, 'One', 'S1')).toBe('[Two Three One] Four');
    expect(dropped(q, 'Four', 'Two')).toBe('One [Four Two Three]');
    expect(dropped(q, 'Two', 'Three')).toBe('One [Three Two] Four');
    expect(dropped(q, 'Three', 'Four')).toBe('One [Two] Three Four');
    expect(dropped(q, 'Two', 'One')).toBe('Two One [Three] Four');
    expect(dropped(q, 'S1', 'Four')).toBe('One Four [Two Three]');
    expect(dropped(q, 'S1', 'Two')).toBe('One [Two Three] Four');
    expect(dropped(q, 'Four', 'One')).toBe('Four One [Two Three]');
  });
});
