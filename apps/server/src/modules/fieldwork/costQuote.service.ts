import { costPerInterview, type CpiQuote } from '@survey/domain/pricing/costPerInterview';
import { totalCost } from '@survey/domain/pricing/totalCost';
import { DEFAULT_LENGTH_OF_INTERVIEW } from '@survey/domain/projects/constants';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FeasibilityEstimate } from '../panel/feasibility.ts';
import type { PanelSupplier } from '../panel/panelSupplier.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { audienceOfSurvey } from './draftAudience.service.ts';
import { fieldworkNotFound } from './fieldwork.errors.ts';
import { findFieldwork } from './fieldwork.store.ts';

type Ctx = { db: Executor; clock: Clock; panel: PanelSupplier };

export interface CostQuote {
  cpi: CpiQuote;
  incidenceRate: number;
  lengthOfInterview: number;
  total: number;
}

/** Percent with 2 decimals, kept inside the rate card's (0, 100]. */
const clampRate = (rate: number) => Math.min(100, Math.max(0, Math.round(rate * 100) / 100));

/**
 * The survey's cost per interview from the rate card (domain/pricing) at the given length of
 * interview, else the fieldwork's (DEFAULT_LENGTH_OF_INTERVIEW while unknown). The incidence rate
 * is the panel population's when the audience has criteria, else the fieldwork's; the markup is
 * the account's. Total: CPI (2 decimals) x adjusted samples, whole pounds.
 */
export async function getCostQuote(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
  loi: number | null | undefined,
): Promise<CostQuote> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const fieldwork = await findFieldwork(ctx.db, surveyId);
  if (!fieldwork) throw fieldworkNotFound();
  const { document } = await audienceOfSurvey(ctx, surveyId);
  const incidenceRate =
    document.members.length > 0
      ? clampRate(ctx.panel.incidence(document))
      : fieldwork.incidenceRate;
  const lengthOfInterview =
    loi ?? fieldwork.loiAdjusted ?? fieldwork.loi ?? DEFAULT_LENGTH_OF_INTERVIEW;
  const cpi = costPerInterview({
    lengthOfInterview,
    incidenceRate,
    accountMarkup: fieldwork.accountMarkup,
  });
  return {
    cpi,
    incidenceRate,
    lengthOfInterview,
    total: totalCost(cpi.amount, fieldwork.samplesAdjusted),
  };
}

/** Whether the panel can deliver the survey's completes for its audience at `loi` minutes. */
export async function getFeasibilityEstimate(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
  loi: number | null | undefined,
): Promise<FeasibilityEstimate> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const fieldwork = await findFieldwork(ctx.db, surveyId);
  if (!fieldwork) throw fieldworkNotFound();
  const { document } = await audienceOfSurvey(ctx, surveyId);
  const minutes = loi ?? fieldwork.loiAdjusted ?? fieldwork.loi ?? DEFAULT_LENGTH_OF_INTERVIEW;
  return ctx.panel.feasibility(document, fieldwork.samplesAdjusted, minutes);
}
