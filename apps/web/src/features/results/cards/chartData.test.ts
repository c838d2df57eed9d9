import type { ResultEntry } from '@survey/domain/results/contract';
import { describe, expect, it } from 'vitest';
import { basicBars, formatMean, percentOf, stackedBars } from './chartData.ts';

const item = (id: string, completes: number, completesFiltered: number) => ({
  id,
  text: id === 'selected' ? 'Selected' : id,
  completes,
  completesFiltered,
});
const entry = (over: Partial<ResultEntry>): ResultEntry => ({
  id: 'e',
  label: 'Q1',
  entryType: 'question',
  questionType: 'basic',
  questionKind: 'Questionnaire',
  isMultipleChoice: false,
  text: 'T',
  textStyling: null,
  mediaUrl: null,
  mediaType: null,
  hasRandomisedOptions: false,
  contextPosition: 0,
  entryPosition: 0,
  samplesCollected: 10,
  samplesCollectedFiltered: 4,
  rows: [],
  scale: null,
  ...over,
});

describe('basicBars', () => {
  it("counts the filtered completes as a share of the entry's filtered answerers", () => {
    const bars = basicBars(
      entry({
        rows: [
          {
            id: 'a',
            text: 'Coffee',
            position: 0,
            rowItems: [item('selected', 7, 3)],
            media: { mediaUrl: 'https://img.example/coffee', mediaType: 'image' },
          },
          { id: 'b', text: 'Tea', position: 1, rowItems: [item('selected', 3, 1)] },
        ],
      }),
    );
    // An option's picture goes with its bar, at the 64 px size.
    expect(bars).toEqual([
      { id: 'a', label: 'Coffee', count: 3, percent: 75, image: 'https://img.example/coffee=s64' },
      { id: 'b', label: 'Tea', count: 1, percent: 25, image: null },
    ]);
  });

  it('answers 0% when nobody matches the filters', () => {
    const bars = basicBars(
      entry({
        samplesCollectedFiltered: 0,
        rows: [{ id: 'a', text: 'Coffee', position: 0, rowItems: [item('selected', 7, 0)] }],
      }),
    );
    expect(bars[0]?.percent).toBe(0);
  });
});

describe('stackedBars', () => {
  it("gives each row's columns their share of that row's answers", () => {
    const data = stackedBars(
      entry({
        questionType: 'matrix',
        rows: [
          {
            id: 'r1',
            text: 'Acme',
            position: 0,
            rowItems: [item('love', 5, 2), item('hate', 5, 1)],
          },
          {
            id: 'r2',
            text: 'Globex',
            position: 1,
            rowItems: [item('love', 1, 0), item('hate', 9, 3)],
          },
        ],
      }),
    );
    expect(data.series).toEqual([
      { key: 'love', label: 'love' },
      { key: 'hate', label: 'hate' },
    ]);
    expect(data.rows[0]).toEqual({
      id: 'r1',
      label: 'Acme',
      image: null,
      counts: { love: 2, hate: 1 },
      percents: { love: 66.7, hate: 33.3 },
    });
    expect(data.rows[1]?.percents).toEqual({ love: 0, hate: 100 });
  });
});

describe('formatting', () => {
  it('rounds percentages to one decimal and means to two', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(formatMean(41.256)).toBe('Mean 41.26');
    expect(formatMean(null)).toBe('Mean –');
  });
});
