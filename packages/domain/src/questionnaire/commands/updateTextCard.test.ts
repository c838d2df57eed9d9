import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, textCardAt, testContext } from '../testing/builders.ts';
import { updateTextCard } from './updateTextCard.ts';

describe('updateTextCard', () => {
  it('changes the given fields and keeps the others', () => {
    const base = new QuestionnaireBuilder().textCard('Title', 'Body').build();
    const lk = textCardAt(base, 0).entryItem.textCardLk;
    const q = updateTextCard(
      base,
      { textCardLk: lk, subtitle: 'Sub' },
      testContext('x', '2025-01-01T00:00:00.000Z'),
    );
    expect(textCardAt(q, 0).entryItem.textCard).toMatchObject({
      title: 'Title',
      subtitle: 'Sub',
      body: 'Body',
    });
    expect(textCardAt(q, 0).sinceDate).toBe('2025-01-01T00:00:00.000Z');
  });
});
