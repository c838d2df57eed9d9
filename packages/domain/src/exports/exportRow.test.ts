import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, optionLks } from '../questionnaire/testing/builders.ts';
import type { Answer } from '../respondent/answers.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { audienceOf, standardMember } from '../respondent/engine/testing/audienceFixtures.ts';
import {
  exportRowCategories,
  exportRowOf,
  StoredExportRowError,
  type UnweightedComplete,
} from './exportRow.ts';
import { ExportRowReader } from './exportRowReader.ts';
import { quotaMargins } from '../analysis/quotaMargins.ts';
import { rawDataLayout } from './rawDataLayout.ts';

const builder = new QuestionnaireBuilder()
  .question('Favourite?', ['Tea', 'Coffee, black'], 'Basic')
  .question('Which ones?', ['Red', 'Blue'], 'Basic', true)
  .question('Why?', [], 'FreeText');
const gender = (quotas: boolean) =>
  standardMember(
    1,
    'gender',
    [
      { key: 'female', quota: 52 },
      { key: 'male', quota: 48 },
    ],
    { quotas },
  );
const withQuotas = publishedSurveyOf(builder.q, audienceOf(gender(true)));
const withoutQuotas = publishedSurveyOf(builder.q, audienceOf(gender(false)));
const [tea, coffee] = optionLks(builder.q, 0);
const [red, blue] = optionLks(builder.q, 1);

const completeArb = fc.record({
  respondentId: fc.string({ maxLength: 20 }),
  startedAtMs: fc.integer({ min: 0, max: 2e12 }),
  completedAtMs: fc.integer({ min: 0, max: 2e12 }),
  flags: fc.subarray(['SPEEDER', 'STRAIGHTLINER', 'GIBBERISH']),
  gender: fc.constantFrom('female', 'male', null),
  favourite: fc.constantFrom(tea, coffee, null),
  colours: fc.subarray([red, blue]),
  why: fc.string({ maxLength: 40 }),
});

type Generated = typeof completeArb extends fc.Arbitrary<infer T> ? T : never;

function completeOf(c: Generated) {
  const choice = (selected: (string | null | undefined)[]): Answer => ({
    kind: 'choice',
    selected: selected.filter((s): s is string => typeof s === 'string'),
    texts: {},
  });
  const complete: UnweightedComplete = {
    respondentId: c.respondentId,
    status: 'complete',
    startedAtMs: c.startedAtMs,
    completedAtMs: c.completedAtMs,
    forks: {},
    flags: c.flags,
    answers: {
      'audience:1': choice([c.gender]),
      'entry:1': choice([c.favourite]),
      'entry:2': choice(c.colours),
      'entry:3': { kind: 'text', text: c.why },
    },
  };
  return complete;
}

describe('stored export rows', () => {
  test.prop([completeArb, fc.double({ min: 0.01, max: 5, noNaN: true })])(
    "a stored row read back with its weight is the layout's row of that complete",
    (c, weight) => {
      const complete = completeOf(c);
      const layout = rawDataLayout(withQuotas);
      const stored = exportRowOf(withQuotas, complete);
      expect(new ExportRowReader(layout).read(stored.cells, weight)).toEqual(
        layout.row({ ...complete, weight }),
      );
      const quotas = quotaMargins(withQuotas);
      expect(exportRowCategories(stored.categories, quotas.margins.length)).toEqual(
        quotas.categoryOf(complete.answers as Record<string, Answer | null>),
      );
    },
  );

  it('stores no categories for a survey without quotas', () => {
    const stored = exportRowOf(
      withoutQuotas,
      completeOf({
        respondentId: 'r',
        startedAtMs: 0,
        completedAtMs: 1,
        flags: [],
        gender: 'male',
        favourite: tea,
        colours: [],
        why: '',
      }),
    );
    expect(stored.categories).toBeNull();
    expect(exportRowCategories(stored.categories, 0)).toEqual([]);
  });

  it('refuses a stored row that does not fit the layout (another format or version)', () => {
    const layout = rawDataLayout(withQuotas);
    expect(() => new ExportRowReader(layout).read('[1,2,3]', 1)).toThrow(StoredExportRowError);
    expect(() => exportRowCategories('["female","male"]', 1)).toThrow(StoredExportRowError);
  });
});
