import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, labels, textCardAt, testContext } from '../testing/builders.ts';
import { addTextCard } from './addTextCard.ts';

describe('addTextCard', () => {
  it('adds an empty text card labelled T{n} without shifting question numbers', () => {
    const base = new QuestionnaireBuilder().question('One').question('Two').build();
    const q = addTextCard(base, { position: 1 }, testContext());
    expect(labels(q)).toEqual(['Q1', 'T1', 'Q2']);
    expect(textCardAt(q, 1).entryItem.textCard).toMatchObject({
      title: '',
      subtitle: '',
      body: '',
    });
  });
});
