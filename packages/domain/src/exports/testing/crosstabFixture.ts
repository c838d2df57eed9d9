/** A small crosstab answer (Q1 by gender and age) for the crosstab export tests. */
import {
  DEFAULT_SIGNIFICANCE,
  type CrosstabColumn,
  type CrosstabResponse,
  type CrosstabRow,
} from '../../results/analysisContract.ts';

const column = (id: string, text: string, letter: string | null, base: number): CrosstabColumn => ({
  id,
  text,
  letter,
  base,
  unweightedBase: base,
  effectiveBase: base,
  smallBase: base < 30,
});

const cell = (count: number, base: number, higherThan = '') => ({
  count,
  columnShare: base === 0 ? null : count / base,
  higherThan,
});

const BASES = [120, 70, 50, 25, 95, 0];

const row = (id: string, text: string, counts: number[], letters: string[] = []): CrosstabRow => ({
  id,
  text,
  kind: 'option',
  cells: counts.map((c, i) => cell(c, BASES[i] ?? 0, letters[i] ?? '')),
});

/** Total 120; Gender: Male (A) 70, Female (B) 50; Age: 18-34 (C) 25 (small), 35+ (D) 95, 55+ (E) 0
 * (one letter per column across the banner). */
export function crosstabFixture(): CrosstabResponse {
  return {
    surveyId: 'survey-1',
    label: 'Q1',
    text: 'Which drink do you prefer?',
    weighted: false,
    weighting: {
      applied: false,
      available: true,
      efficiency: null,
      effectiveBase: null,
      note: null,
    },
    total: column('total', 'Total', null, 120),
    groups: [
      {
        label: 'A1',
        text: 'Gender',
        columns: [column('0:m', 'Male', 'A', 70), column('0:f', 'Female', 'B', 50)],
      },
      {
        label: 'A2',
        text: 'Age',
        columns: [
          column('1:y', '18-34', 'C', 25),
          column('1:o', '35+', 'D', 95),
          column('1:s', '55+', 'E', 0),
        ],
      },
    ],
    rows: [
      row('coffee', 'Coffee', [60, 45, 15, 10, 50, 0], ['', 'B', '', '', '', '']),
      row('tea', '=Tea', [40, 15, 25, 10, 30, 0], ['', '', 'a', '', '', '']),
      row('water', 'Water', [20, 10, 10, 5, 15, 0]),
    ],
    means: null,
    significance: DEFAULT_SIGNIFICANCE,
  };
}
