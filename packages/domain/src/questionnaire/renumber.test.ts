import { describe, expect, it } from 'vitest';
import { renumber, matrixRowLabel } from './renumber.ts';
import { QuestionnaireBuilder, audienceEntry, labels } from './testing/builders.ts';

describe('renumber', () => {
  it('labels questions and matrices together, text cards, forks and audience separately', () => {
    const q = new QuestionnaireBuilder()
      .question('A')
      .matrix('M')
      .textCard()
      .fork()
      .question('B')
      .audience(audienceEntry(90001, 'Age', ['18+']), audienceEntry(90002, 'Gender', ['F', 'M']))
      .build();
    expect(labels(q)).toEqual(['Q1', 'Q2', 'T1', 'A/B', 'Q3']);
    expect(q.entries.map((e) => e.contextPosition)).toEqual([0, 1, 0, 0, 2]);
    expect(q.audienceEntries.map((a) => a.label)).toEqual(['A1', 'A2']);
    expect(matrixRowLabel('Q2', 2)).toBe('Q2.3');
  });

  it('returns the same object when nothing changes', () => {
    const q = new QuestionnaireBuilder().question('A').build();
    expect(renumber(q)).toBe(q);
  });
});
