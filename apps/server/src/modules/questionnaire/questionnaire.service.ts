import { randomUUID } from 'node:crypto';
import { DEFAULT_COUNTRY_CODE } from '@survey/domain/projects/constants';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../http/viewer.ts';
import { badInput, notFound } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { copyFieldwork, fieldworkOfSurvey } from '../fieldwork/fieldwork.service.ts';
import { findOwnSurvey, requireOwnSurvey } from '../projects/surveys.service.ts';
import {
  appendCommand,
  deleteDrafts,
  findDraftDocument,
  findDraftSummary,
  insertDraft,
  replaceDraft,
  type DraftSummaryRow,
} from './questionnaire.store.ts';

type Ctx = { db: Executor; clock: Clock };

export const questionnaireNotFound = () => notFound('Questionnaire');

/** An empty draft in the survey's fieldwork language (English, GB until fieldwork exists). */
function emptyDraft(locale: { language: string; country: string }): Questionnaire {
  return {
    questionnaireId: randomUUID(),
    locale,
    entries: [],
    audienceEntries: [],
    lastEntryNumber: 0,
  };
}

/** Creates the survey's empty draft; a second call returns the existing draft unchanged. */
export async function addQuestionnaire(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
): Promise<DraftSummaryRow> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const fieldwork = await fieldworkOfSurvey(ctx, surveyId);
  const locale = fieldwork
    ? { language: fieldwork.language, country: fieldwork.countryCode }
    : { language: 'en', country: DEFAULT_COUNTRY_CODE };
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    if (await insertDraft(tx, surveyId, emptyDraft(locale), now)) {
      await appendCommand(tx, {
        surveyId,
        userId: viewer.userId,
        at: now,
        operation: 'addQuestionnaire',
        arguments: { surveyId },
      });
    }
    const summary = await findDraftSummary(tx, surveyId);
    if (!summary) throw questionnaireNotFound();
    return summary;
  });
}

/**
 * Copies the whole draft of `surveyId` to `newSurveyId` (a duplicated project), replacing any
 * draft it had, and copies the source's fieldwork (country, samples, LOI, incidence) with the
 * given account markup: a copy without its audience settings would surprise users. Both surveys
 * must be the viewer's; the source must have a draft.
 */
export async function duplicateQuestionnaire(
  ctx: Ctx,
  viewer: Viewer,
  input: { surveyId: string; newSurveyId: string; accountMarkup: number },
): Promise<DraftSummaryRow> {
  await requireOwnSurvey(ctx, viewer, input.surveyId);
  await requireOwnSurvey(ctx, viewer, input.newSurveyId);
  if (input.surveyId === input.newSurveyId) {
    throw badInput('A questionnaire cannot be duplicated onto its own survey', [
      { path: 'newSurveyId', message: 'must differ from surveyId' },
    ]);
  }
  return ctx.db.transaction(async (tx) => {
    const source = await findDraftDocument(tx, input.surveyId);
    if (!source) throw questionnaireNotFound();
    const now = ctx.clock();
    const document: Questionnaire = { ...source.document, questionnaireId: randomUUID() };
    const summary = await replaceDraft(tx, input.newSurveyId, document, now);
    await appendCommand(tx, {
      surveyId: input.newSurveyId,
      userId: viewer.userId,
      at: now,
      operation: 'duplicateQuestionnaire',
      arguments: { ...input },
    });
    await copyFieldwork(
      { db: tx, clock: ctx.clock },
      input.surveyId,
      input.newSurveyId,
      input.accountMarkup,
    );
    return summary;
  });
}

/** Version and size of the survey's draft; null when none or the survey is not the viewer's. */
export async function draftQuestionnaireSummary(
  ctx: { db: Executor },
  viewer: Viewer,
  surveyId: string,
): Promise<DraftSummaryRow | null> {
  if (!(await findOwnSurvey(ctx, viewer, surveyId))) return null;
  return (await findDraftSummary(ctx.db, surveyId)) ?? null;
}

/** Removes the drafts and command logs of deleted surveys (called by the projects service). */
export async function deleteQuestionnairesOfSurveys(
  ctx: { db: Executor },
  surveyIds: string[],
): Promise<void> {
  await deleteDrafts(ctx.db, surveyIds);
}
