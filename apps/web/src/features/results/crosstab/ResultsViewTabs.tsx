import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ResultsView } from './useResultsView.ts';

interface ResultsViewTabsProps {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}

/** 'Charts' (the cards, the default) and 'Crosstab' (issue 26 §1), above the results. */
export function ResultsViewTabs({ view, onChange }: ResultsViewTabsProps) {
  return (
    <Tabs
      value={view}
      onChange={(_event, next: ResultsView) => onChange(next)}
      aria-label="Results view"
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="charts" label="Charts" />
      <Tab value="crosstab" label="Crosstab" />
    </Tabs>
  );
}
