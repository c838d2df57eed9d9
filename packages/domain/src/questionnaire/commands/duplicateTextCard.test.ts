import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, labels, textCardAt, testContext } from '../testing/builders.ts';
import { duplicateTextCard } from './duplicateTextCard.ts';

describe('duplicateTextCard', () => {
  it('copies the card after the original as T2', () => {
    const base = new QuestionnaireBuilder().textCard('Hello', 'Body').build();
    const q = duplicateTextCard(
      base,
      { textCardLk: textCardAt(base, 0).entryItem.textCardLk, position: 1 },
      testContext('d'),
    );
    expect(labels(q)).toEqual(['T1', 'T2']);
    expect(textCardAt(q, 1).entryItem.textCard.body).toBe('Body');
  });
});
