import type { ResultEntry } from '@survey/domain/results/contract';
import { describe, expect, it } from 'vitest';
import { bannerChoices, rowChoices } from '../crosstab/crosstabChoices.ts';
import { filterGroups } from '../filters/filterQuestions.ts';
import { cardBaseText, iterationsText } from './iterationBase.ts';

const selected = (completes: number) => [
  { id: 'selected', text: 'Selected', completes, completesFiltered: completes },
];
const entry = (over: Partial<ResultEntry>): ResultEntry => ({
  id: 'q-rate',
  label: 'Q3',
  entryType: 'question',
  questionType: 'basic',
  questionKind: 'Questionnaire',
  isMultipleChoice: false,
  text: 'Rate [Loop item]?',
  textStyling: null,
  mediaUrl: null,
  mediaType: null,
  hasRandomisedOptions: false,
  contextPosition: 2,
  entryPosition: 2,
  samplesCollected: 1234,
  samplesCollectedFiltered: 300,
  rows: [
    { id: 'good', text: 'Good', position: 0, rowItems: selected(700) },
    { id: 'bad', text: 'Bad', position: 1, rowItems: selected(534) },
  ],
  scale: null,
  ...over,
});
const stacked = entry({
  base: { unit: 'iterations', respondents: 612, respondentsFiltered: 1 },
});
const item = entry({ id: 'q-rate:loop:a', label: 'Q3_L1', samplesCollected: 500 });

describe('a looped card across its items on the results page (issue 38 §2)', () => {
  it('states its base in iterations and respondents', () => {
    expect(cardBaseText(stacked, false)).toBe('n = 1234 iterations (612 respondents)');
    expect(cardBaseText(stacked, true)).toBe('n = 300 of 1234 iterations (1 respondent)');
    expect(cardBaseText(item, false)).toBe('n = 500');
    expect(iterationsText(1, 1)).toBe('1 iteration (1 respondent)');
  });

  it('is a crosstab row but neither a banner nor a filter; its items are all three', () => {
    const entries = [stacked, item];
    expect(rowChoices(entries).map((c) => c.label)).toEqual(['Q3', 'Q3_L1']);
    expect(bannerChoices(entries).map((c) => c.label)).toEqual(['Q3_L1']);
    expect(filterGroups(entries).map((g) => g.entry.label)).toEqual(['Q3_L1']);
  });
});
