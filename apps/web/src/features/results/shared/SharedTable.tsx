import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SavedCrosstab } from '@survey/domain/results/analysisContract';
import { useMemo } from 'react';
import { CrosstabResult } from '../crosstab/CrosstabView.tsx';

const NO_RELOAD = () => undefined;

/** A crosstab link's page body: its saved table as saved, with the two downloads. */
export function SharedTable(props: {
  surveyId: string;
  projectName: string;
  table: SavedCrosstab;
  live: boolean;
}) {
  const { surveyId, projectName, table, live } = props;
  const request = useMemo(() => ({ surveyId, ...table.definition }), [surveyId, table]);
  const saved = useMemo(() => ({ tables: [table], failed: false, reload: NO_RELOAD }), [table]);
  return (
    <Box component="section" aria-labelledby="shared-table-title" sx={{ px: 6, py: 4 }}>
      <Typography id="shared-table-title" variant="h2" sx={{ mb: 2 }}>
        {table.name}
      </Typography>
      <CrosstabResult
        surveyId={surveyId}
        projectName={projectName}
        summary={undefined}
        live={live}
        request={request}
        saved={saved}
        openedId={table.id}
      />
    </Box>
  );
}
