/**
 * A page that draws the results page's chart kinds one above the other as its cards do, for the
 * browser test; never built into the dashboard.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ResultEntry } from '@survey/domain/results/contract';
import { percentOf } from '@survey/domain/results/percent';
import { theme } from '../../../app/theme.ts';
import { HorizontalBars, StackedBars } from '../cards/BarCharts.tsx';
import { ChoiceCard } from '../cards/ChartCards.tsx';

/** Shares of 2, 2 and 3 answers out of 7 round to 28.6 + 28.6 + 42.9 = 100.1. */
const stacked = {
  series: [
    { key: 'good', label: 'Good' },
    { key: 'fair', label: 'Fair' },
    { key: 'poor', label: 'Poor' },
  ],
  rows: [
    {
      id: 'prices',
      label: 'Prices',
      image: null,
      counts: { good: 2, fair: 2, poor: 3 },
      percents: { good: percentOf(2, 7), fair: percentOf(2, 7), poor: percentOf(3, 7) },
    },
    {
      id: 'staff',
      label: 'Staff',
      image: null,
      counts: { good: 7, fair: 0, poor: 0 },
      percents: { good: 100, fair: 0, poor: 0 },
    },
  ],
};

const bars = [
  { id: 'tea', label: 'Tea', count: 3, percent: percentOf(3, 7), image: null },
  { id: 'coffee', label: 'Coffee', count: 4, percent: percentOf(4, 7), image: null },
];

/** A multiple choice answered by 18: 9 picked Tea (50%), 8 Coffee (44.4%). */
const choiceRow = (id: string, text: string, position: number, count: number) => ({
  id,
  text,
  position,
  rowItems: [{ id: 'selected', text: 'Selected', completes: count, completesFiltered: count }],
});
const choice: ResultEntry = {
  id: 'q3',
  label: 'Q3',
  entryType: 'question',
  questionType: 'basic',
  questionKind: 'Questionnaire',
  isMultipleChoice: true,
  text: 'Which drinks do you like?',
  textStyling: null,
  mediaUrl: null,
  mediaType: null,
  hasRandomisedOptions: false,
  contextPosition: 2,
  entryPosition: 2,
  samplesCollected: 18,
  samplesCollectedFiltered: 18,
  rows: [choiceRow('tea', 'Tea', 0, 9), choiceRow('coffee', 'Coffee', 1, 8)],
  scale: null,
};

/** The same question with a picture on its second option only (issue 35 §5). */
const pictures: ResultEntry = {
  ...choice,
  id: 'q4',
  label: 'Q4',
  rows: [
    choiceRow('tea', 'Tea', 0, 9),
    {
      ...choiceRow('coffee', 'Coffee', 1, 8),
      media: { mediaUrl: '/coffee.png', mediaType: 'image' },
    },
  ],
};

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <main style={{ width: 800, padding: 16 }}>
        <section aria-label="Single choice">
          <HorizontalBars label="Q1 bar chart" data={bars} height={140} />
        </section>
        <section aria-label="Matrix">
          <StackedBars label="Q2 stacked bar chart" data={stacked} height={160} />
        </section>
        <section aria-label="Choice table">
          <ChoiceCard entry={choice} view="table" weighted={false} />
        </section>
        <section aria-label="Weighted counts">
          <ChoiceCard entry={choice} view="table" weighted />
        </section>
        <section aria-label="Choice with pictures">
          <ChoiceCard entry={pictures} view="chart" weighted={false} />
        </section>
      </main>
    </ThemeProvider>
  </StrictMode>,
);
