import { costPerInterview, type CpiQuote } from '@survey/domain/pricing/costPerInterview';
import { DEFAULT_LENGTH_OF_INTERVIEW } from '@survey/domain/projects/constants';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../http/viewer.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { fieldworkNotFound } from './fieldwork.errors.ts';
import { findFieldwork } from './fieldwork.store.ts';

/**
 * The survey's cost per interview from the rate card (domain/pricing), at the given length of
 * interview or else the fieldwork's (DEFAULT_LENGTH_OF_INTERVIEW while unknown), with the
 * fieldwork's incidence rate and account markup.
 */
export async function getCostQuote(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
  loi: number | null | undefined,
): Promise<CpiQuote> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const fieldwork = await findFieldwork(ctx.db, surveyId);
  if (!fieldwork) throw fieldworkNotFound();
  return costPerInterview({
    lengthOfInterview: loi ?? fieldwork.loiAdjusted ?? fieldwork.loi ?? DEFAULT_LENGTH_OF_INTERVIEW,
    incidenceRate: fieldwork.incidenceRate,
    accountMarkup: fieldwork.accountMarkup,
  });
}
