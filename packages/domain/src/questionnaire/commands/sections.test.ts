import { describe, expect, it } from 'vitest';
import { checkInvariants } from '../invariants.ts';
import type { Questionnaire, SectionEntry } from '../model.ts';
import { routeTargets } from '../routeTargets.ts';
import { QuestionnaireBuilder, questionAt, testContext } from '../testing/builders.ts';
import { flattenEntries } from '../walk.ts';

/** Q1 Q2 Q3, then an empty section S1 named 'Concept A'. */
function withSection() {
  const b = new QuestionnaireBuilder().question('One').question('Two').question('Three');
  b.apply('addSection', { position: 3, name: '  Concept A ' });
  return b;
}
const sectionOf = (q: Questionnaire, position = 3): SectionEntry => {
  const e = q.entries[position];
  if (e?.entryType !== 'section') throw new Error(`no section at ${position}`);
  return e;
};
const labels = (q: Questionnaire) => flattenEntries(q.entries).map((e) => e.label);
const numberOf = (q: Questionnaire, label: string) =>
  flattenEntries(q.entries).find((e) => e.label === label)?.number ?? -1;

describe('section commands (issue 38 §1)', () => {
  it('creates a named section S1 and renames it', () => {
    const b = withSection();
    expect(sectionOf(b.q).label).toBe('S1');
    expect(sectionOf(b.q).entryItem).toMatchObject({ name: 'Concept A', entries: [] });
    b.apply('renameSection', { number: sectionOf(b.q).number, name: 'Concept B' });
    expect(sectionOf(b.q).entryItem.name).toBe('Concept B');
    expect(checkInvariants(b.q)).toEqual([]);
    expect(() => b.apply('renameSection', { number: numberOf(b.q, 'Q1'), name: 'x' })).toThrow(
      expect.objectContaining({ code: 'SECTION_NOT_FOUND' }),
    );
  });

  it('moves cards into a section, reorders them there and moves one out again', () => {
    const b = withSection();
    const s = sectionOf(b.q).number;
    const [one, two, three] = [numberOf(b.q, 'Q1'), numberOf(b.q, 'Q2'), numberOf(b.q, 'Q3')];
    const texts = () =>
      flattenEntries(b.q.entries).map((e) =>
        e.entryType === 'question' ? `${e.label} ${e.entryItem.question.text}` : e.label,
      );
    b.apply('moveEntryToSection', { number: two, sectionNumber: s, toPosition: 0 });
    expect(texts()).toEqual(['Q1 One', 'Q2 Three', 'S1', 'Q3 Two']);
    b.apply('moveEntryToSection', { number: three, sectionNumber: s, toPosition: 0 });
    expect(texts()).toEqual(['Q1 One', 'S1', 'Q2 Three', 'Q3 Two']);
    b.apply('moveEntryToSection', { number: two, sectionNumber: s, toPosition: 0 });
    expect(texts()).toEqual(['Q1 One', 'S1', 'Q2 Two', 'Q3 Three']);
    b.apply('moveEntryToSection', { number: one, sectionNumber: s, toPosition: 2 });
    expect(texts()).toEqual(['S1', 'Q1 Two', 'Q2 Three', 'Q3 One']);
    b.apply('moveEntryToSection', { number: two, sectionNumber: null, toPosition: 1 });
    expect(texts()).toEqual(['S1', 'Q1 Three', 'Q2 One', 'Q3 Two']);
    expect(checkInvariants(b.q)).toEqual([]);
  });

  it('refuses forks and sections as section content, unknown sections and bad positions', () => {
    const b = withSection().fork('F');
    const s = sectionOf(b.q).number;
    const before = b.q;
    const fork = b.last().number;
    expect(() =>
      b.apply('moveEntryToSection', { number: fork, sectionNumber: s, toPosition: 0 }),
    ).toThrow(expect.objectContaining({ code: 'SECTION_CONTENT_INVALID' }));
    expect(() =>
      b.apply('moveEntryToSection', { number: s, sectionNumber: s, toPosition: 0 }),
    ).toThrow(expect.objectContaining({ code: 'SECTION_CONTENT_INVALID' }));
    const q1 = numberOf(b.q, 'Q1');
    expect(() =>
      b.apply('moveEntryToSection', { number: q1, sectionNumber: q1, toPosition: 0 }),
    ).toThrow(expect.objectContaining({ code: 'SECTION_NOT_FOUND' }));
    expect(() =>
      b.apply('moveEntryToSection', { number: q1, sectionNumber: s, toPosition: 5 }),
    ).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
    expect(b.q).toBe(before);
  });

  it('refuses a move into a section that puts a card after the card whose logic uses it', () => {
    const b = withSection();
    const one = questionAt(b.q, 0).entryItem;
    b.apply('setQuestionLogic', {
      questionLk: questionAt(b.q, 1).entryItem.questionLk,
      proposition: {
        questionResponseOption: {
          questionLk: one.questionLk,
          responseOptionLks: [one.responseOptions[0]?.responseOptionLk ?? ''],
        },
      },
    } as never);
    const s = sectionOf(b.q).number;
    expect(() =>
      b.apply('moveEntryToSection', {
        number: numberOf(b.q, 'Q1'),
        sectionNumber: s,
        toPosition: 0,
      }),
    ).toThrow(expect.objectContaining({ code: 'MOVE_BREAKS_REFERENCES' }));
  });

  it('deletes a section keeping its cards in place, or deleting them with routes to them', () => {
    const b = withSection();
    const s = sectionOf(b.q).number;
    b.apply('moveEntryToSection', { number: numberOf(b.q, 'Q3'), sectionNumber: s, toPosition: 0 });
    const kept = b.q;
    const keep = new QuestionnaireBuilder(kept, testContext('k')).apply('deleteSection', {
      number: s,
      keepCards: true,
    }).q;
    expect(labels(keep)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(checkInvariants(keep)).toEqual([]);

    const one = questionAt(kept, 0).entryItem;
    const routed = new QuestionnaireBuilder(kept, testContext('r')).apply('setRoute', {
      questionLk: one.questionLk,
      responseOptionLk: one.responseOptions[0]?.responseOptionLk ?? '',
      targetNumber: numberOf(kept, 'Q3'),
    }).q;
    const gone = new QuestionnaireBuilder(routed, testContext('d')).apply('deleteSection', {
      number: s,
      keepCards: false,
    }).q;
    expect(labels(gone)).toEqual(['Q1', 'Q2']);
    expect(questionAt(gone, 0).entryItem.responseOptions[0]?.route).toBeNull();
    expect(checkInvariants(gone)).toEqual([]);
  });

  it('routes to a section: offered as a target and accepted by setRoute', () => {
    const b = withSection();
    const s = sectionOf(b.q).number;
    const one = questionAt(b.q, 0).entryItem;
    const option = one.responseOptions[0]?.responseOptionLk ?? '';
    expect(routeTargets(b.q, one.questionLk, option).upcoming).toContain(s);
    b.apply('setRoute', { questionLk: one.questionLk, responseOptionLk: option, targetNumber: s });
    expect(questionAt(b.q, 0).entryItem.responseOptions[0]?.route).toEqual({ targetNumber: s });
    expect(checkInvariants(b.q)).toEqual([]);
  });

  it('sets rotation, card randomising and pins; pins need randomising and own cards', () => {
    const b = withSection();
    const s = sectionOf(b.q).number;
    const [first, second] = [numberOf(b.q, 'Q2'), numberOf(b.q, 'Q3')];
    b.apply('moveEntryToSection', { number: first, sectionNumber: s, toPosition: 0 });
    b.apply('moveEntryToSection', { number: second, sectionNumber: s, toPosition: 1 });
    expect(() =>
      b.apply('setSectionRotation', {
        number: s,
        rotate: true,
        randomiseCards: false,
        pinnedCards: [first],
      }),
    ).toThrow(expect.objectContaining({ code: 'PIN_REQUIRES_RANDOMISE' }));
    expect(() =>
      b.apply('setSectionRotation', {
        number: s,
        rotate: true,
        randomiseCards: true,
        pinnedCards: [numberOf(b.q, 'Q1')],
      }),
    ).toThrow(expect.objectContaining({ code: 'SECTION_CONTENT_INVALID' }));
    b.apply('setSectionRotation', {
      number: s,
      rotate: true,
      randomiseCards: true,
      pinnedCards: [second, first, first],
    });
    expect(sectionOf(b.q, 1).entryItem).toMatchObject({
      rotate: true,
      randomiseCards: true,
      pinnedCards: [first, second],
    });
    // A card leaving the section loses its pin; a deleted one too.
    b.apply('moveEntryToSection', { number: first, sectionNumber: null, toPosition: 0 });
    expect(sectionOf(b.q, 2).entryItem.pinnedCards).toEqual([second]);
    b.apply('detachQuestionnaireEntry', { number: second });
    expect(sectionOf(b.q, 2).entryItem.pinnedCards).toBeUndefined();
    expect(checkInvariants(b.q)).toEqual([]);
    b.apply('setSectionRotation', {
      number: s,
      rotate: false,
      randomiseCards: false,
      pinnedCards: [],
    });
    expect(sectionOf(b.q, 2).entryItem).toEqual({
      sectionId: sectionOf(b.q, 2).entryItem.sectionId,
      name: 'Concept A',
      entries: [],
    });
  });

  it('shows k of n sections: sets, clears and refuses a count below 1', () => {
    const b = withSection();
    b.apply('setSectionsShown', { count: 2 });
    expect(b.q.sectionsShown).toBe(2);
    expect(() => b.apply('setSectionsShown', { count: 0 })).toThrow(
      expect.objectContaining({ code: 'INVALID_POSITION' }),
    );
    b.apply('setSectionsShown', { count: null });
    expect('sectionsShown' in b.q).toBe(false);
  });
});
