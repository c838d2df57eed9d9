/**
 * The markets a file across markets holds (issue 37 §3): every survey of the survey's multi-market
 * project in the project's order (the lead first), each with its country and survey language.
 */
import type { ExportMarket } from '@survey/domain/exports/marketsLayout';
import { findCountry } from '@survey/domain/projects/countries';
import type { Executor } from '../../db/database.ts';
import { fieldworkOfSurvey } from '../fieldwork/fieldwork.service.ts';
import { requireProjectOfSurvey } from '../projects/projectSurveys.service.ts';

export interface MarketSurvey extends ExportMarket {
  surveyId: string;
}

/**
 * The markets of the account's survey's project; null when the project is not multi-market.
 * Another account's survey is NOT_FOUND (requireProjectOfSurvey).
 */
export async function exportMarketsOf(
  ctx: { db: Executor },
  accountId: string,
  surveyId: string,
): Promise<MarketSurvey[] | null> {
  const project = await requireProjectOfSurvey(ctx, { accountId }, surveyId);
  if (project.projectType !== 'MultiMarket') return null;
  return Promise.all(
    project.surveys.map(async (survey) => {
      const fieldwork = await fieldworkOfSurvey(ctx, survey.id);
      const code = fieldwork?.countryCode ?? '';
      return {
        surveyId: survey.id,
        countryCode: code,
        countryName: findCountry(code)?.name ?? code,
        language: fieldwork?.language ?? '',
      };
    }),
  );
}
