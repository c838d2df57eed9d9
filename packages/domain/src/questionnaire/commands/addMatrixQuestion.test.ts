import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  emptyQuestionnaire,
  labels,
  matrixAt,
  testContext,
} from '../testing/builders.ts';
import { getSetting } from '../settings.ts';
import { addMatrixQuestion } from './addMatrixQuestion.ts';

describe('addMatrixQuestion', () => {
  it('adds a single-select matrix with 2 rows and 2 columns', () => {
    const q = addMatrixQuestion(
      emptyQuestionnaire(),
      { position: 0, title: 'Rate' },
      testContext(),
    );
    const m = matrixAt(q, 0).entryItem;
    expect(m.matrixRows).toHaveLength(2);
    expect(m.responseOptions).toHaveLength(2);
    expect(getSetting(m.settingValues, 'MatrixChoice')).toBe('single_choice');
  });

  it('counts with questions for labels', () => {
    const base = new QuestionnaireBuilder().question('One').build();
    const q = addMatrixQuestion(base, { position: 1 }, testContext());
    expect(labels(q)).toEqual(['Q1', 'Q2']);
  });
});
