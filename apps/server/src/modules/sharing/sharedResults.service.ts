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
  /** A link across markets (issue 37 §3) reads them combined; its body cannot widen a link. */
  const scope = ({ link }: OpenLink) => link.markets ?? undefined;
  /** Themes are found per market (each market's answers in its own language): not across. */
  const oneMarket = (open: OpenLink) => {
    surveyLink(open);
    if (open.link.markets) throw linkNotFound();
  };
  const savedTable = async ({ link, viewer }: OpenLink): Promise<SavedCrosstab> => {
    const table = link.crosstabId ? await findOwnCrosstab(ctx, viewer, link.crosstabId) : undefined;
    if (!table) throw linkNotFound();
    return table;
  };
  return {
    summary: (open: OpenLink, body: unknown) => {
      surveyLink(open);
      return reads.summary(open.viewer, open.link.surveyId, body, scope(open));
    },
    texts: (open: OpenLink, body: unknown) => {
      surveyLink(open);
      return reads.texts(open.viewer, open.link.surveyId, body, scope(open));
    },
    themes: (open: OpenLink, body: unknown) => {
      oneMarket(open);
      return reads.themes(open.viewer, open.link.surveyId, body);
    },
    // Across markets, the lead's as on the dashboard's 'All markets' (its options bar reads them;
    // no quota card is shown across markets).
    quotas: (open: OpenLink) => {
      surveyLink(open);
      return reads.quotas(open.viewer, open.link.surveyId);
    },
    crosstab: async (open: OpenLink, body: unknown): Promise<CrosstabResponse> => {
      const { viewer, link } = open;
      const table = link.crosstabId ? (await savedTable(open)).definition : body;
      return reads.crosstab(viewer, link.surveyId, table, scope(open));
    },
    /** A crosstab link's own table; a survey link shares none of the account's saved tables. */
    crosstabs: async (open: OpenLink): Promise<SavedCrosstab[]> =>
      open.link.crosstabId ? [await savedTable(open)] : [],
    /** The link's survey's progress; a link across markets: each market's (the page adds them). */
    progress: async (open: OpenLink): Promise<SharedProgress[]> => {
      const { viewer, link } = open;
      const ids = link.markets ? await reads.markets(viewer, link.surveyId) : [link.surveyId];
      const found = await Promise.all(ids.map((id) => reads.progress(viewer, id)));
      return found
        .filter((p) => p !== undefined)
        .map(({ surveyId, progress, samplesCollected, samplesWanted, placesHeld, heldForMs }) => ({
          surveyId,
          progress,
          samplesCollected,
          samplesWanted,
          placesHeld,
          heldForMs,
        }));
    },
  };
}

export type SharedResults = ReturnType<typeof sharedResults>;
