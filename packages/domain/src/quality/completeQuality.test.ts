import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../respondent/answers.ts';
import { audienceOf } from '../respondent/engine/testing/audienceFixtures.ts';
import { entryKey } from '../respondent/engine/steps.ts';
import { matrixAt, QuestionnaireBuilder, questionAt } from '../questionnaire/testing/builders.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import { completeQuality, normaliseForDuplicate, straightLinedPicks } from './completeQuality.ts';

/** Q1 a matrix of 4 rows, Q2 a matrix of 3 rows, Q3 free text. */
function survey(language = 'en'): PublishedSurvey {
  const b = new QuestionnaireBuilder();
  b.matrix('Rate us', ['Taste', 'Price', 'Service', 'Speed'], ['Agree', 'Disagree']);
  b.matrix('Rate them', ['Taste', 'Price', 'Service'], ['Agree', 'Disagree']);
  b.question('Anything else?', [], 'FreeText');
  const questionnaire = b.build();
  questionnaire.locale = { language, country: 'GB' };
  return { questionnaire, audience: audienceOf() };
}

const matrix = (rows: string[][]) => ({
  kind: 'matrix' as const,
  rows: Object.fromEntries(rows.map((p, i) => [`row${String(i)}`, p])),
});

function answersOf(p: PublishedSurvey, q1: string[][], q2: string[][], text: string) {
  const q = p.questionnaire;
  const cols = (i: number) =>
    matrixAt(q, i).entryItem.responseOptions.map((o) => o.responseOptionLk);
  const pick = (i: number, rows: string[][]) =>
    matrix(rows.map((r) => r.map((c) => cols(i)[c === 'Agree' ? 0 : 1]!)));
  const answers: Record<string, Answer> = {
    [entryKey(matrixAt(q, 0).number)]: pick(0, q1),
    [entryKey(matrixAt(q, 1).number)]: pick(1, q2),
    [entryKey(questionAt(q, 2).number)]: { kind: 'text', text },
  };
  return answers;
}

describe('completeQuality', () => {
  it('flags straight-lining a matrix of 4+ rows with a sentence naming the answer', () => {
    const p = survey();
    const all = (c: string, n: number) => Array.from({ length: n }, () => [c]);
    const result = completeQuality(p, answersOf(p, all('Agree', 4), all('Agree', 3), 'Lovely.'));
    expect(result.flags).toEqual([
      { reason: 'STRAIGHT_LINER', detail: 'Answered every row of Q1 with "Agree".' },
    ]);
  });

  it("names a default column by its label ('Don't know')", () => {
    const p = survey();
    const q = p.questionnaire;
    const dontKnow = matrix(Array.from({ length: 4 }, () => ['default:DontKnow']));
    const answers = { [entryKey(matrixAt(q, 0).number)]: dontKnow };
    expect(completeQuality(p, answers).flags[0]?.detail).toBe(
      'Answered every row of Q1 with "Don\'t know".',
    );
  });

  it('does not flag varied rows, or a matrix of 3 rows', () => {
    const p = survey();
    const rows = [['Agree'], ['Disagree'], ['Agree'], ['Agree']];
    const result = completeQuality(p, answersOf(p, rows, [['Agree'], ['Agree'], ['Agree']], 'ok'));
    expect(result.flags).toEqual([]);
  });

  it('flags gibberish free text, quoting it, and keeps long texts for duplicates', () => {
    const p = survey();
    const rows = [['Agree'], ['Disagree'], ['Agree'], ['Agree']];
    const gib = completeQuality(p, answersOf(p, rows, rows.slice(0, 3), 'asdf asdf'));
    expect(gib.flags).toEqual([
      {
        reason: 'GIBBERISH_TEXT',
        detail: 'The answer to Q3, "asdf asdf", is typed along a keyboard row.',
      },
    ]);
    const long = completeQuality(
      p,
      answersOf(p, rows, rows.slice(0, 3), 'Great VALUE, fast delivery!'),
    );
    expect(long.texts).toEqual([{ label: 'Q3', normalised: 'great value fast delivery' }]);
  });

  it('judges free text in the survey language', () => {
    const p = survey('de');
    const rows = [['Agree'], ['Disagree'], ['Agree'], ['Agree']];
    const text = 'Angstschweiß beim Herbststurm';
    expect(completeQuality(p, answersOf(p, rows, rows.slice(0, 3), text)).flags).toEqual([]);
    expect(completeQuality(p, answersOf(p, rows, rows.slice(0, 3), 'qwertz')).flags).toHaveLength(
      1,
    );
  });
});

describe('straightLinedPicks', () => {
  test.prop([fc.integer({ min: 1, max: 12 }), fc.constantFrom('a', 'b', 'c')])(
    'the same pick on every row is straight-lining from 4 rows on',
    (n, pick) => {
      const picks = straightLinedPicks(matrix(Array.from({ length: n }, () => [pick])));
      expect(picks).toEqual(n >= 4 ? [pick] : null);
    },
  );

  test.prop([fc.array(fc.constantFrom('a', 'b'), { minLength: 4, maxLength: 12 })])(
    'flags exactly when every row has the same pick',
    (picks) => {
      const flagged = straightLinedPicks(matrix(picks.map((p) => [p]))) !== null;
      expect(flagged).toBe(new Set(picks).size === 1);
    },
  );
});

describe('normaliseForDuplicate', () => {
  it('ignores case, punctuation and spacing; short answers are never duplicates', () => {
    expect(normaliseForDuplicate('  Great value,   fast DELIVERY!! ')).toBe(
      'great value fast delivery',
    );
    expect(normaliseForDuplicate('No idea at all')).toBe(null);
  });

  test.prop([fc.string({ minLength: 0, maxLength: 80 })])('is idempotent', (text) => {
    const once = normaliseForDuplicate(text);
    if (once !== null) expect(normaliseForDuplicate(once)).toBe(once);
  });
});
