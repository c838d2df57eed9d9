import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import type { CrosstabResponse, ThemesResponse } from '@survey/domain/results/analysisContract';
import type {
  QuotasResponse,
  SummaryResponse,
  TextAnswersResponse,
} from '@survey/domain/results/contract';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { requireProjectOfSurvey } from '../projects/projectSurveys.service.ts';
import { surveyCrosstab } from './crosstab.service.ts';
import { marketsCrosstabOf, marketsSummaryOf, marketsTextsOf } from './marketScope.service.ts';
import { surveyProgress, type SurveyProgress } from './results.service.ts';
import { CrosstabInput, SummaryInput, TextsInput, ThemesInput } from './results.schemas.ts';
import {
  surveyQuotas,
  surveySummary,
  surveyTexts,
  surveyThemes,
  type ResultsCtx,
} from './summary.service.ts';

/**
 * The results page's reads of one survey, for another module that has already decided which
 * survey the caller may read (issue 39 §1: a share link names it). Each body is checked by the
 * results API's own schemas with `surveyId` set to that survey, whatever the body said, and runs
 * the same use cases as the results routes: one logic, scoped to the viewer's account.
 */
export interface ResultsReads {
  summary(viewer: Viewer, surveyId: string, body: unknown, scope?: Scope): Promise<SummaryResponse>;
  texts(
    viewer: Viewer,
    surveyId: string,
    body: unknown,
    scope?: Scope,
  ): Promise<TextAnswersResponse>;
  themes(viewer: Viewer, surveyId: string, body: unknown): Promise<ThemesResponse>;
  crosstab(
    viewer: Viewer,
    surveyId: string,
    body: unknown,
    scope?: Scope,
  ): Promise<CrosstabResponse>;
  quotas(viewer: Viewer, surveyId: string): Promise<QuotasResponse>;
  progress(viewer: Viewer, surveyId: string): Promise<SurveyProgress | undefined>;
  /** The survey ids of the markets of the survey's multi-market project, lead first. */
  markets(viewer: Viewer, surveyId: string): Promise<string[]>;
}

/**
 * Issue 37 §3: 'all' reads every market of the survey's multi-market project together (a share
 * link across markets), whatever the body says; undefined the survey alone (a body's own
 * `markets` is dropped by the schemas, which do not take it).
 */
type Scope = 'all' | undefined;

/** The body as an object naming `surveyId`; anything else is left for the schema to refuse. */
const about = (body: unknown, surveyId: string): unknown =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, surveyId } : body;

export function resultsReads(
  ctx: ResultsCtx & { db: Executor; clock: Clock; abandonment: AbandonmentSettings },
): ResultsReads {
  return {
    summary: (viewer, surveyId, body, scope) => {
      const input = parseInput(SummaryInput, about(body, surveyId));
      return scope ? marketsSummaryOf(ctx, viewer, input) : surveySummary(ctx, viewer, input);
    },
    texts: (viewer, surveyId, body, scope) => {
      const input = parseInput(TextsInput, about(body, surveyId));
      return scope ? marketsTextsOf(ctx, viewer, input) : surveyTexts(ctx, viewer, input);
    },
    themes: (viewer, surveyId, body) =>
      surveyThemes(ctx, viewer, parseInput(ThemesInput, about(body, surveyId))),
    crosstab: (viewer, surveyId, body, scope) => {
      const input = parseInput(CrosstabInput, about(body, surveyId));
      return scope ? marketsCrosstabOf(ctx, viewer, input) : surveyCrosstab(ctx, viewer, input);
    },
    quotas: (viewer, surveyId) => surveyQuotas(ctx, viewer, surveyId),
    progress: async (viewer, surveyId) => (await surveyProgress(ctx, viewer, [surveyId]))[0],
    markets: async (viewer, surveyId) =>
      (await requireProjectOfSurvey(ctx, viewer, surveyId)).surveys.map((s) => s.id),
  };
}
