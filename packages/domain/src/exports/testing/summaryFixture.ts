/** A results summary with every question type, filtered, and texts that must survive (tests, writers). */
import type {
  ResponseFilter,
  ResultEntry,
  ResultRow,
  SummaryResponse,
} from '../../results/contract.ts';

const item = (id: string, text: string, completes: number, completesFiltered: number) => ({
  id,
  text,
  completes,
  completesFiltered,
});

const row = (id: string, text: string, position: number, items: ResultRow['rowItems']) => ({
  id,
  text,
  position,
  rowItems: items,
});

function entry(
  partial: Pick<ResultEntry, 'id' | 'label' | 'questionType' | 'text' | 'rows'> &
    Partial<ResultEntry>,
): ResultEntry {
  return {
    entryType: 'question',
    questionKind: 'Questionnaire',
    isMultipleChoice: false,
    textStyling: null,
    mediaUrl: null,
    mediaType: null,
    hasRandomisedOptions: false,
    contextPosition: 0,
    entryPosition: 0,
    samplesCollected: 10,
    samplesCollectedFiltered: 7,
    scale: null,
    ...partial,
  };
}

/**
 * 10 completes, 7 of them matching the filter A1 = 'North'. A1 region; Q1 single select whose
 * texts start with = and @ (injection) and hold Café, 日本語 and Arabic; Q2 matrix; Q3 ranked;
 * Q4 slider and Q5 free text (both left out of the chart data).
 */
export function summaryFixture(): SummaryResponse {
  const selected = (c: number, f: number) => [item('selected', 'Selected', c, f)];
  return {
    surveyId: 'survey-1',
    samplesCollected: 10,
    samplesCollectedFiltered: 7,
    weighting: {
      applied: false,
      available: false,
      efficiency: null,
      effectiveBase: null,
      note: null,
    },
    results: [
      entry({
        id: 'region',
        label: 'A1',
        questionKind: 'Audience',
        questionType: 'basic',
        text: 'Which region do you live in?',
        rows: [row('north', 'North', 0, selected(7, 7)), row('south', 'South', 1, selected(3, 0))],
      }),
      entry({
        id: 'q1',
        label: 'Q1',
        questionType: 'basic',
        text: '=cmd|" /C calc"!A0 Which drink do you prefer?',
        rows: [
          row('o1', 'Café "crème"', 0, selected(4, 3)),
          row('o2', '日本語', 1, selected(3, 2)),
          row('o3', 'شاي', 2, selected(2, 1)),
          row('o4', '@SUM(A1:A2)', 3, selected(1, 1)),
        ],
      }),
      entry({
        id: 'm1',
        label: 'Q2',
        entryType: 'matrix',
        questionType: 'matrix',
        text: 'Rate these',
        rows: [
          row('r1', 'Taste', 0, [item('good', 'Good', 6, 5), item('bad', 'Bad', 4, 2)]),
          row('r2', 'Price', 1, [item('good', 'Good', 3, 1), item('bad', 'Bad', 7, 6)]),
        ],
      }),
      entry({
        id: 'q3',
        label: 'Q3',
        questionType: 'ranked',
        text: 'Rank the shops',
        rows: [
          row('s1', 'Shop A', 0, [
            item('rank:1', 'Ranked 1st', 6, 4),
            item('rank:2', 'Ranked 2nd', 4, 3),
          ]),
          row('s2', 'Shop B', 1, [
            item('rank:1', 'Ranked 1st', 4, 3),
            item('rank:2', 'Ranked 2nd', 6, 4),
          ]),
        ],
      }),
      entry({
        id: 'q4',
        label: 'Q4',
        questionType: 'scale',
        text: 'How likely are you to recommend us?',
        rows: [row('bin:0', '0–4', 0, selected(4, 3)), row('bin:1', '5–10', 1, selected(6, 4))],
        scale: { min: 0, max: 10, step: 1, mean: 5.4567, meanFiltered: 5.123 },
      }),
      entry({ id: 'q5', label: 'Q5', questionType: 'text', text: 'Anything else?', rows: [] }),
    ],
  };
}

/** The filter the summary fixture was taken with: A1 = 'North'. */
export const FIXTURE_FILTERS: ResponseFilter[] = [
  { questionId: 'region', matrixTitleId: null, responseOptionIds: ['north'] },
];
