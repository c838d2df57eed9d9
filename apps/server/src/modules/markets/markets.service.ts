import {
  addMarketProblem,
  marketsProblems,
  removeMarketProblem,
} from '@survey/domain/markets/markets';
import { PANEL_SUPPLIER_CODE, SOLUTION_ID } from '@survey/domain/projects/constants';
import { findCountry } from '@survey/domain/projects/countries';
import type { Viewer } from '../../platform/viewer.ts';
import { addFieldwork, fieldworkOfSurvey } from '../fieldwork/fieldwork.service.ts';
import type { OrdersCtx } from '../orders/purchase.service.ts';
import {
  appendDraftSurvey,
  deleteDraftSurvey,
  requireProjectOfSurvey,
  type ProjectSurveys,
} from '../projects/projectSurveys.service.ts';
import { accountNotFound } from '../projects/projects.errors.ts';
import { createProject } from '../projects/projects.service.ts';
import { requireDraftSurvey, type SurveyStateValue } from '../projects/surveys.service.ts';
import { addQuestionnaire } from '../questionnaire/questionnaire.service.ts';
import {
  invalidMarkets,
  leadMarketKept,
  marketsNotEditable,
  notMultiMarket,
} from './markets.errors.ts';
import type { CreateMultiMarketProjectArgs } from './markets.schemas.ts';

export type MarketsCtx = OrdersCtx;

/** One market: a survey of the project in its country and that country's language. */
export interface MarketView {
  surveyId: string;
  /** The first market: it holds the questionnaire every market shares. */
  lead: boolean;
  state: SurveyStateValue;
  countryCode: string;
  countryName: string;
  language: string;
  samplesNeeded: number;
  softLaunchSamples: number;
}

export interface MarketsView {
  projectId: string;
  name: string;
  markets: MarketView[];
}

/** The multi-market project of the viewer's survey; NOT_FOUND for another account's. */
export async function requireMarketsProject(
  ctx: { db: MarketsCtx['db'] },
  viewer: Viewer,
  surveyId: string,
): Promise<ProjectSurveys> {
  const project = await requireProjectOfSurvey(ctx, viewer, surveyId);
  if (project.projectType !== 'MultiMarket') throw notMultiMarket();
  return project;
}

async function viewOf(
  ctx: { db: MarketsCtx['db'] },
  project: ProjectSurveys,
): Promise<MarketsView> {
  const markets = await Promise.all(
    project.surveys.map(async (survey, i): Promise<MarketView> => {
      const fieldwork = await fieldworkOfSurvey(ctx, survey.id);
      const code = fieldwork?.countryCode ?? '';
      return {
        surveyId: survey.id,
        lead: i === 0,
        state: survey.state,
        countryCode: code,
        countryName: findCountry(code)?.name ?? code,
        language: fieldwork?.language ?? '',
        samplesNeeded: fieldwork?.samplesNeeded ?? 0,
        softLaunchSamples: fieldwork?.softLaunchSamples ?? 0,
      };
    }),
  );
  return { projectId: project.projectId, name: project.name, markets };
}

/** The markets of the viewer's multi-market project, reached through any of its surveys. */
export async function listMarkets(
  ctx: MarketsCtx,
  viewer: Viewer,
  surveyId: string,
): Promise<MarketsView> {
  return viewOf(ctx, await requireMarketsProject(ctx, viewer, surveyId));
}

/**
 * Creates a multi-market project in one transaction: the project, one draft survey per market in
 * the order given (the first is the lead), each with its fieldwork in its country and that
 * country's language and the completes asked for, and the one questionnaire on the lead market.
 * Refused (nothing written) unless the countries are 2..43 distinct sold ones (INVALID_MARKETS).
 */
export async function createMultiMarketProject(
  ctx: MarketsCtx,
  viewer: Viewer,
  input: CreateMultiMarketProjectArgs,
): Promise<MarketsView> {
  if (input.accountId !== viewer.accountId) throw accountNotFound();
  const problems = marketsProblems(input.countryCodes);
  if (problems.length > 0) throw invalidMarkets(problems);
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const record = await createProject(inTx, viewer, {
      name: input.name,
      accountId: input.accountId,
      creator: input.creator,
      solutionId: SOLUTION_ID,
      projectType: 'MultiMarket',
      surveyCount: input.countryCodes.length,
    });
    for (const [i, survey] of record.surveys.entries()) {
      await addFieldwork(inTx, viewer, {
        surveyId: survey.id,
        panelSupplierCode: PANEL_SUPPLIER_CODE,
        countryCode: input.countryCodes[i] ?? '',
        samplesNeeded: input.samplesNeeded,
        // Ignored: the account's own markup is stored (fieldwork README "Markup").
        accountMarkup: 0,
      });
    }
    const lead = record.surveys[0];
    if (lead) await addQuestionnaire(inTx, viewer, lead.id);
    return viewOf(inTx, await requireMarketsProject(inTx, viewer, lead?.id ?? ''));
  });
}

/** Every market still a draft, each held by a share lock until the change commits. */
async function requireDraftMarkets(ctx: MarketsCtx, project: ProjectSurveys): Promise<void> {
  for (const survey of project.surveys) {
    try {
      await requireDraftSurvey(ctx, survey.id);
    } catch {
      throw marketsNotEditable();
    }
  }
}

/** Adds a market (a sold country not there yet) to a draft multi-market project. */
export async function addMarket(
  ctx: MarketsCtx,
  viewer: Viewer,
  input: { surveyId: string; countryCode: string; samplesNeeded: number },
): Promise<MarketsView> {
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const project = await requireMarketsProject(inTx, viewer, input.surveyId);
    await requireDraftMarkets(inTx, project);
    const countries = (await viewOf(inTx, project)).markets.map((m) => m.countryCode);
    const problem = addMarketProblem(countries, input.countryCode);
    if (problem) throw invalidMarkets([problem]);
    const survey = await appendDraftSurvey(inTx, project);
    await addFieldwork(inTx, viewer, {
      surveyId: survey.id,
      panelSupplierCode: PANEL_SUPPLIER_CODE,
      countryCode: input.countryCode,
      samplesNeeded: input.samplesNeeded,
      accountMarkup: 0,
    });
    return viewOf(inTx, await requireMarketsProject(inTx, viewer, input.surveyId));
  });
}

/**
 * Removes a market (its survey with its fieldwork and audience) from a draft multi-market
 * project; never the lead market (LEAD_MARKET), never below two markets (INVALID_MARKETS).
 */
export async function removeMarket(
  ctx: MarketsCtx,
  viewer: Viewer,
  input: { surveyId: string },
): Promise<MarketsView> {
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const project = await requireMarketsProject(inTx, viewer, input.surveyId);
    if (project.surveys[0]?.id === input.surveyId) throw leadMarketKept();
    const problem = removeMarketProblem(project.surveys.length);
    if (problem) throw invalidMarkets([problem]);
    await requireDraftMarkets(inTx, project);
    await deleteDraftSurvey(inTx, project, input.surveyId);
    const lead = project.surveys[0]?.id ?? '';
    return viewOf(inTx, await requireMarketsProject(inTx, viewer, lead));
  });
}
