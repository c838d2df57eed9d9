import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import { describe, expect, it } from 'vitest';
import { toConfirmedDraft, type DraftPayload } from './toQuestionnaire.ts';

/** What the server answers the draft query for `q` (as its presenter and resolvers shape it). */
function payloadOf(q: Questionnaire): DraftPayload {
  const entries = q.entries.map((e) =>
    e.entryType === 'section'
      ? {
          ...e,
          __typename: 'SectionEntry',
          entryItem: {
            sectionId: e.entryItem.sectionId,
            name: e.entryItem.name,
            entries: e.entryItem.entries.map((c) => ({ number: c.number })),
            rotate: e.entryItem.rotate === true,
            randomiseCards: e.entryItem.randomiseCards === true,
            pinnedCards: e.entryItem.pinnedCards ?? [],
          },
        }
      : e,
  );
  const sectionCards = q.entries.flatMap((e) =>
    e.entryType === 'section' ? e.entryItem.entries : [],
  );
  const { sectionsShown, answerQuotas, ...rest } = q;
  return {
    ...rest,
    surveyId: 'survey-1',
    version: 3,
    entries,
    sectionCards,
    sectionsShown: sectionsShown ?? null,
    answerQuotas: answerQuotas ?? [],
  } as unknown as DraftPayload;
}

describe('toConfirmedDraft with sections (issue 38)', () => {
  it('puts the flat section cards back in their sections, settings as the domain stores them', () => {
    const b = new QuestionnaireBuilder().question('Intro').question('Concept A').question('End');
    b.apply('addSection', { position: 1, name: 'A' });
    const section = b.q.entries[1]?.number ?? 0;
    const card = b.q.entries[2]?.number ?? 0;
    b.apply('moveEntryToSection', { number: card, sectionNumber: section, toPosition: 0 });
    b.apply('addSection', { position: 3, name: 'Plain' });
    b.apply('setSectionRotation', {
      number: section,
      rotate: true,
      randomiseCards: true,
      pinnedCards: [card],
    });
    b.apply('setSectionsShown', { count: 1 });
    expect(toConfirmedDraft(payloadOf(b.q)).document).toEqual(b.q);
  });

  it('reads quotas on answers as the domain stores them, and none as absent (issue 38 §3)', () => {
    const b = new QuestionnaireBuilder().question('Brand', ['Acme', 'Bolt']);
    expect('answerQuotas' in toConfirmedDraft(payloadOf(b.q)).document).toBe(false);
    const q = b.q.entries[0];
    if (q?.entryType !== 'question') throw new Error('no question');
    b.apply('setQuestionQuota', {
      questionLk: q.entryItem.questionLk,
      cells: [
        {
          optionLks: [q.entryItem.responseOptions[0]?.responseOptionLk ?? ''],
          targetKind: 'count',
          target: 5,
        },
      ],
    });
    expect(toConfirmedDraft(payloadOf(b.q)).document).toEqual(b.q);
  });
});
