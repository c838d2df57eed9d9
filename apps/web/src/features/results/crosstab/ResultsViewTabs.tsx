import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ResultsView } from './useResultsView.ts';

interface ResultsViewTabsProps {
  view: ResultsView;
  onChange: (view: ResultsView) => void;
}

/** The ids that tie a view's tab to its tabpanel (`aria-controls`, `aria-labelledby`). */
export const resultsTabIds = (view: ResultsView) => ({
  tab: `results-tab-${view}`,
  panel: `results-panel-${view}`,
});

/**
 * 'Charts' (the cards, the default) and 'Crosstab' (issue 26 §1), above the results. Each tab
 * controls its tabpanel in ResultsBody (`resultsTabIds`; issue 35 §5).
 */
export function ResultsViewTabs({ view, onChange }: ResultsViewTabsProps) {
  return (
    <Tabs
      value={view}
      onChange={(_event, next: ResultsView) => onChange(next)}
      aria-label="Results view"
      sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
    >
      {(['charts', 'crosstab'] as const).map((v) => (
        <Tab
          key={v}
          value={v}
          label={v === 'charts' ? 'Charts' : 'Crosstab'}
          id={resultsTabIds(v).tab}
          aria-controls={resultsTabIds(v).panel}
        />
      ))}
    </Tabs>
  );
}
