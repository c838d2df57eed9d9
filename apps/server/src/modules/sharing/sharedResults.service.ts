import type { CrosstabResponse, SavedCrosstab } from '@survey/domain/results/analysisContract';
import type { Executor } from '../../db/database.ts';
import type { ResultsReads } from '../results/resultsReads.service.ts';
import { findOwnCrosstab } from '../results/crosstabs.service.ts';
import type { OpenLink } from './sharedAccess.service.ts';
import { linkNotFound } from './sharing.errors.ts';

/** The header facts a viewer sees: the completes, never what they cost. */
export interface SharedProgress {
  surveyId: string;
  progress: number;
  samplesCollected: number;
  samplesWanted: number;
  placesHeld: number;
  heldForMs: number | null;
}

/**
 * What a share link reads, through the results module's own use cases (ResultsReads) as the
 * link's account. A survey link reads the results page (summary, free texts, themes, quotas, any
 * crosstab of the survey); a crosstab link only its saved table, as saved (filters and weighting
 * included: the body is not read), and the header's progress. Nothing else is reachable: no
 * editor, order, spend, data quality, raw data or other survey.
 */
export function sharedResults(ctx: { db: Executor }, reads: ResultsReads) {
  const surveyLink = ({ link }: OpenLink) => {
    if (link.crosstabId) throw linkNotFound();
  };
  const savedTable = async ({ link, viewer }: OpenLink): Promise<SavedCrosstab> => {
    const table = link.crosstabId ? await findOwnCrosstab(ctx, viewer, link.crosstabId) : undefined;
    if (!table) throw linkNotFound();
    return table;
  };
  return {
    summary: (open: OpenLink, body: unknown) => {
      surveyLink(open);
      return reads.summary(open.viewer, open.link.surveyId, body);
    },
    texts: (open: OpenLink, body: unknown) => {
      surveyLink(open);
      return reads.texts(open.viewer, open.link.surveyId, body);
    },
    themes: (open: OpenLink, body: unknown) => {
      surveyLink(open);
      return reads.themes(open.viewer, open.link.surveyId, body);
    },
    quotas: (open: OpenLink) => {
      surveyLink(open);
      return reads.quotas(open.viewer, open.link.surveyId);
    },
    crosstab: async (open: OpenLink, body: unknown): Promise<CrosstabResponse> => {
      const { viewer, link } = open;
      if (!link.crosstabId) return reads.crosstab(viewer, link.surveyId, body);
      return reads.crosstab(viewer, link.surveyId, (await savedTable(open)).definition);
    },
    /** A crosstab link's own table; a survey link shares none of the account's saved tables. */
    crosstabs: async (open: OpenLink): Promise<SavedCrosstab[]> =>
      open.link.crosstabId ? [await savedTable(open)] : [],
    progress: async (open: OpenLink): Promise<SharedProgress[]> => {
      const found = await reads.progress(open.viewer, open.link.surveyId);
      if (!found) return [];
      const { surveyId, progress, samplesCollected, samplesWanted, placesHeld, heldForMs } = found;
      return [{ surveyId, progress, samplesCollected, samplesWanted, placesHeld, heldForMs }];
    },
  };
}

export type SharedResults = ReturnType<typeof sharedResults>;
