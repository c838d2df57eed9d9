import type { SavedCrosstab } from '@survey/domain/results/analysisContract';
import type { SavedCrosstabRow } from './crosstabs.store.ts';

export const presentCrosstab = (row: SavedCrosstabRow): SavedCrosstab => ({
  id: row.id,
  surveyId: row.surveyId,
  name: row.name,
  definition: row.definition,
  createdAt: row.createdAt.toISOString(),
});
