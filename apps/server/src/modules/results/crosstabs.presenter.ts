import { DEFAULT_SIGNIFICANCE, type SavedCrosstab } from '@survey/domain/results/analysisContract';
import type { SavedCrosstabRow } from './crosstabs.store.ts';

export const presentCrosstab = (row: SavedCrosstabRow): SavedCrosstab => ({
  id: row.id,
  surveyId: row.surveyId,
  name: row.name,
  // A table saved before the significance options (issue 38 §5) has the spec's letters.
  definition: {
    ...row.definition,
    significance: row.definition.significance ?? DEFAULT_SIGNIFICANCE,
  },
  createdAt: row.createdAt.toISOString(),
  // Only a table across markets says so: one survey's table keeps the spec's fields exactly.
  ...(row.markets ? { markets: row.markets } : {}),
});
