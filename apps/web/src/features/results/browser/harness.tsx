/**
 * A page that draws the results page's chart kinds one above the other as its cards do, for the
 * browser test; never built into the dashboard.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { percentOf } from '@survey/domain/results/percent';
import { theme } from '../../../app/theme.ts';
import { HorizontalBars, StackedBars } from '../cards/BarCharts.tsx';

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
      counts: { good: 2, fair: 2, poor: 3 },
      percents: { good: percentOf(2, 7), fair: percentOf(2, 7), poor: percentOf(3, 7) },
    },
    {
      id: 'staff',
      label: 'Staff',
      counts: { good: 7, fair: 0, poor: 0 },
      percents: { good: 100, fair: 0, poor: 0 },
    },
  ],
};

const bars = [
  { id: 'tea', label: 'Tea', count: 3, percent: percentOf(3, 7) },
  { id: 'coffee', label: 'Coffee', count: 4, percent: percentOf(4, 7) },
];

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
      </main>
    </ThemeProvider>
  </StrictMode>,
);
