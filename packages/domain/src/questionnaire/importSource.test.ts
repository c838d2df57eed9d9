import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { QuestionnaireCommandError } from './errors.ts';
import { importEntries, importSourceOf } from './importEntries.ts';
import type { Questionnaire } from './model.ts';
import { makeQuestionnaire } from './testing/makeQuestionnaire.ts';
import { testContext } from './testing/builders.ts';

/** The result of an import, or the code of its refusal. */
function outcome(run: () => Questionnaire): Questionnaire | string {
  try {
    return run();
  } catch (error) {
    if (error instanceof QuestionnaireCommandError) return error.code;
    throw error;
  }
}

describe('importSourceOf', () => {
  const source = makeQuestionnaire(40, 9);
  const target = makeQuestionnaire(12, 3);
  const numbers = [
    ...source.entries.map((e) => e.number),
    ...source.audienceEntries.map((a) => a.number),
  ];

  const importable = source.entries.filter((e) => e.entryType !== 'fork').map((e) => e.number);

  test.prop([
    fc.oneof(
      fc.subarray(importable, { minLength: 1, maxLength: 6 }),
      fc.uniqueArray(fc.oneof(fc.constantFrom(...numbers), fc.integer({ min: 1, max: 200 })), {
        maxLength: 8,
      }),
    ),
    fc.integer({ min: 0, max: 12 }),
  ])(
    'imports exactly what the whole source imports, or refuses alike',
    (entryNumbers, position) => {
      const whole = outcome(() =>
        importEntries(target, source, entryNumbers, position, testContext('imp')),
      );
      const trimmed = outcome(() =>
        importEntries(
          target,
          importSourceOf(source, entryNumbers),
          entryNumbers,
          position,
          testContext('imp'),
        ),
      );
      expect(trimmed).toEqual(whole);
    },
  );

  test.prop([fc.uniqueArray(fc.constantFrom(...numbers), { minLength: 1, maxLength: 5 })])(
    'keeps only the chosen top-level entries',
    (entryNumbers) => {
      const kept = importSourceOf(source, entryNumbers).entries.map((e) => e.number);
      expect(kept.every((n) => entryNumbers.includes(n))).toBe(true);
      expect(kept.length).toBeLessThanOrEqual(entryNumbers.length);
    },
  );
});
