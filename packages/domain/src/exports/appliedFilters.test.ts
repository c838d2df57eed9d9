import { describe, expect, it } from 'vitest';
import { describeFilters, filterLine } from './appliedFilters.ts';
import { summaryFixture } from './testing/summaryFixture.ts';

const byTheme = (...responseOptionIds: string[]) => [
  { questionId: 'q5', matrixTitleId: null, responseOptionIds },
];

describe('describeFilters', () => {
  const { results } = summaryFixture();

  it("names a free-text question's themes by their labels, not as gone from the survey", () => {
    const labels = new Map([
      ['theme:deliveri+late', 'delivery, late'],
      ['theme:price', 'price'],
    ]);
    const [filter] = describeFilters(
      results,
      byTheme('theme:deliveri+late', 'theme:price'),
      labels,
    );
    expect(filter && filterLine(filter)).toBe(
      "Q5 Anything else?: theme 'delivery, late' or theme 'price'",
    );
  });

  it('names a theme the page no longer lists by its stems, and Other as none of the themes', () => {
    const [filter] = describeFilters(results, byTheme('theme:deliveri+late', 'theme:-price'));
    expect(filter?.options).toEqual([
      "theme 'deliveri, late'",
      'Other (answers in none of the themes)',
    ]);
  });

  it('still says when an option is not in the survey', () => {
    const [filter] = describeFilters(results, byTheme('gone'));
    expect(filter?.options).toEqual(['(no longer in the survey)']);
  });
});
