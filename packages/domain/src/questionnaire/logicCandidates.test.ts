import { describe, expect, it } from 'vitest';
import { canAddDisplayLogic, countCandidates, logicCandidates } from './logicCandidates.ts';
import { QuestionnaireBuilder, audienceEntry, entryAt } from './testing/builders.ts';

describe('logicCandidates', () => {
  const q = new QuestionnaireBuilder()
    .question('Basic')
    .question('Rank', ['a', 'b'], 'Ranked')
    .question('Free', [], 'FreeText')
    .matrix('Grid', ['r1', 'r2'])
    .question('Target')
    .question('After')
    .build();

  it('offers earlier basic questions and matrix rows, not ranked, slider or free text, nor later ones', () => {
    const target = entryAt(q, 4).number;
    expect(logicCandidates(q, target).map((c) => [c.kind, c.label])).toEqual([
      ['question', 'Q1'],
      ['matrixRow', 'Q4.1'],
      ['matrixRow', 'Q4.2'],
    ]);
  });

  it('always offers audience questions, which also allow logic on the first card', () => {
    const withAudience = new QuestionnaireBuilder(q)
      .audience(audienceEntry(90001, 'Age', ['18+']))
      .build();
    const first = entryAt(q, 0).number;
    expect(canAddDisplayLogic(q, first)).toBe(false);
    expect(canAddDisplayLogic(withAudience, first)).toBe(true);
    expect(logicCandidates(withAudience, first).map((c) => c.label)).toEqual(['A1']);
  });

  it('offers earlier choice and ranked questions to rank and count conditions', () => {
    const target = entryAt(q, 4).number;
    expect(countCandidates(q, target).map((c) => [c.label, c.ranked, c.options.length])).toEqual([
      ['Q1', false, 2],
      ['Q2', true, 2],
    ]);
    expect(countCandidates(q, entryAt(q, 0).number)).toEqual([]);
  });
});
