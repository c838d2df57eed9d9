import { randomUUID } from 'node:crypto';
import { DEFAULT_COUNTRY_CODE } from '@survey/domain/projects/constants';
import { withAudienceEntries } from '@survey/domain/questionnaire/audienceContext';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { badInput } from '../../lib/errors.ts';
import { questionnaireNotFound } from './questionnaire.errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { audienceEntriesOfSurvey } from '../fieldwork/draftAudience.service.ts';
import { copyFieldwork, fieldworkOfSurvey } from '../fieldwork/fieldwork.service.ts';
import { findOwnSurvey, requireOwnSurvey } from '../projects/surveys.service.ts';
import {
  appendLoggedCommand,
  loadDraft,
  type QuestionnaireDrafts,
} from './draftStore/draftStore.ts';
import {
  countsOf,
  insertDraft,
  replaceDraft,
  type DraftSummaryRow,
} from './questionnaire.store.ts';

/** `drafts` is the app's (absent in the seed: reads then replay without a cache). */
type Ctx = { db: Executor; clock: Clock; drafts?: QuestionnaireDrafts };

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
  ctx: Ctx & Tracking,
  viewer: Viewer,
  surveyId: string,
): Promise<DraftSummaryRow> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const fieldwork = await fieldworkOfSurvey(ctx, surveyId);
  const locale = fieldwork
    ? { language: fieldwork.language, country: fieldwork.countryCode }
    : { language: 'en', country: DEFAULT_COUNTRY_CODE };
  const added = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    if (await insertDraft(tx, surveyId, emptyDraft(locale), now)) {
      // Logged as the snapshot's own version: an audit entry, never replayed.
      await appendLoggedCommand(tx, {
        surveyId,
        version: 1,
        userId: viewer.userId,
        at: now,
        operation: 'addQuestionnaire',
        arguments: { surveyId },
        ctx: null,
      });
      return true;
    }
    return false;
  });
  if (added) ctx.analytics.track('Added Questionnaire', viewer, { surveyId });
  const summary = await loadSummary(ctx, surveyId);
  if (!summary) throw questionnaireNotFound();
  return summary;
}

async function loadSummary(
  ctx: { db: Executor; drafts?: QuestionnaireDrafts },
  surveyId: string,
): Promise<DraftSummaryRow | undefined> {
  const [draft, audience] = await Promise.all([
    loadDraft(ctx, surveyId),
    audienceEntriesOfSurvey(ctx, surveyId),
  ]);
  // Validated as the editor shows it: with the survey's audience entries (pipes from them).
  const document = draft && withAudienceEntries(draft.document, audience);
  return draft && document && { surveyId, version: draft.version, ...countsOf(document) };
}

/**
 * Copies the whole draft of `surveyId` to `newSurveyId` (a duplicated project), replacing any
 * draft it had, and copies the source's fieldwork (country, samples, LOI, incidence) with the
 * account's own markup (the `accountMarkup` argument is ignored: fieldwork README "Markup"): a
 * copy without its audience settings would surprise users. Both surveys must be the viewer's; the
 * source must have a draft.
 */
export async function duplicateQuestionnaire(
  ctx: Ctx & Tracking,
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
  const copied = await ctx.db.transaction(async (tx) => {
    const source = await loadDraft({ db: tx, drafts: ctx.drafts }, input.surveyId);
    if (!source) throw questionnaireNotFound();
    const now = ctx.clock();
    const document: Questionnaire = { ...source.document, questionnaireId: randomUUID() };
    // The copy starts as a snapshot at its new version; the target's older log no longer applies.
    const summary = await replaceDraft(tx, input.newSurveyId, document, now);
    await appendLoggedCommand(tx, {
      surveyId: input.newSurveyId,
      version: summary.version,
      userId: viewer.userId,
      at: now,
      operation: 'duplicateQuestionnaire',
      arguments: { ...input },
      ctx: null,
    });
    await copyFieldwork({ db: tx, clock: ctx.clock }, viewer, input.surveyId, input.newSurveyId);
    return summary;
  });
  const { newSurveyId: surveyId, surveyId: fromSurveyId } = input;
  ctx.analytics.track('Duplicated Project', viewer, { surveyId, fromSurveyId });
  return copied;
}

/** Version and size of the survey's draft; null when none or the survey is not the viewer's. */
export async function draftQuestionnaireSummary(
  ctx: { db: Executor; drafts?: QuestionnaireDrafts },
  viewer: Viewer,
  surveyId: string,
): Promise<DraftSummaryRow | null> {
  if (!(await findOwnSurvey(ctx, viewer, surveyId))) return null;
  return (await loadSummary(ctx, surveyId)) ?? null;
}

/**
 * The survey's draft document as committed, with the audience entries its last edit saw (they
 * are the fieldwork module's: callers put the current ones in with `withAudienceEntries`), for
 * the order service's purchase; undefined without a draft. Callers checked ownership.
 */
export async function draftDocumentOfSurvey(
  ctx: { db: Executor; drafts?: QuestionnaireDrafts },
  surveyId: string,
): Promise<Questionnaire | undefined> {
  return (await loadDraft(ctx, surveyId))?.document;
}
