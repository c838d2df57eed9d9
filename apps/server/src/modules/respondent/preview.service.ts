import { withAudienceEntries } from '@survey/domain/questionnaire/audienceContext';
/**
 * The dashboard's respondent preview (issue 11 item 3): the draft questionnaire (with its audience
 * questions) and the draft audience walked by the same engine as a real session, storing nothing.
 * The browser keeps the state; the server never trusts it beyond the seed and the answers, which it
 * replays on every call, so a tampered state cannot reach a page the answers do not lead to.
 */
import { randomInt } from 'node:crypto';
import type { Locale } from '@survey/domain/questionnaire/model';
import type { Answer } from '@survey/domain/respondent/answers';
import { inClosedAnswerCell } from '@survey/domain/respondent/engine/answerQuotaCells';
import {
  SessionStateError,
  endSession,
  nextPage,
  startSession,
  submitAnswer,
} from '@survey/domain/respondent/engine/engine';
import type { Page } from '@survey/domain/respondent/engine/pages';
import {
  localeOf,
  publishedIn,
  publishedSurveyOf,
  surveyLanguageOf,
  type PublishedSurvey,
} from '@survey/domain/respondent/engine/published';
import { chooseLayout } from '@survey/domain/respondent/engine/sectionLayout';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { audienceEntriesOfSurvey, audienceOfSurvey } from '../fieldwork/draftAudience.service.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import type { QuestionnaireDrafts } from '../questionnaire/draftStore/draftStore.ts';
import { draftDocumentOfSurvey } from '../questionnaire/questionnaire.service.ts';
import { translationsOfSurvey } from '../questionnaire/translations.service.ts';
import type { PreviewInput } from './preview.schemas.ts';
import {
  PREVIEW_TOKEN_TTL_MS,
  signPreviewToken,
  verifyPreviewToken,
  type PreviewGrant,
} from './previewToken.ts';

export interface PreviewCtx {
  db: Executor;
  clock: Clock;
  drafts?: QuestionnaireDrafts;
}

export interface PreviewView {
  state: SessionState;
  page: Page;
  /** The draft's locale, as a session's view carries the survey's (sessions.service.ts). */
  locale: Locale;
}

/** A preview token for the dashboard to hand to the preview tab (previewToken.ts). */
export interface PreviewTokenView {
  token: string;
  expiresAt: string;
}

/** Every preview session has this respondent id: nothing is stored, so none needs to be unique. */
const PREVIEW_RESPONDENT = 'preview';

const invalidState = () =>
  new AppError(
    'BAD_USER_INPUT',
    'This preview no longer matches the survey. Start the preview again.',
    { reason: 'INVALID_PREVIEW_STATE' },
  );

/**
 * The drafts as respondents would get them if the survey were bought now, in `lang` when the draft
 * has that language (issue 37 §1: untranslated texts read as nothing, as they would).
 */
async function draftSurvey(
  ctx: PreviewCtx,
  surveyId: string,
  lang: string | undefined,
): Promise<PublishedSurvey> {
  const [draft, audience, audienceEntries, translations] = await Promise.all([
    draftDocumentOfSurvey(ctx, surveyId),
    audienceOfSurvey(ctx, surveyId),
    audienceEntriesOfSurvey(ctx, surveyId),
    translationsOfSurvey(ctx, surveyId),
  ]);
  if (!draft) {
    throw new AppError('CONFLICT', 'This survey has no questionnaire to preview yet.', {
      reason: 'NOTHING_TO_PREVIEW',
    });
  }
  const published = {
    ...publishedSurveyOf(withAudienceEntries(draft, audienceEntries), audience.document),
    translations: translations.document,
  };
  return publishedIn(published, surveyLanguageOf(published, lang));
}

/** The state the kept answers lead to, rebuilt from a fresh start with the same seed. */
function replay(published: PublishedSurvey, claimed: NonNullable<PreviewInput['state']>) {
  let state = previewStart(published, claimed.seed);
  for (const key of claimed.seen) {
    if (!(key in claimed.answers)) break;
    const result = submitAnswer(published, state, key, claimed.answers[key] ?? null);
    if (!result.ok) throw invalidState();
    state = quotaEnd(published, result.state);
    if (state.status !== 'in_progress') break;
  }
  return state;
}

/**
 * Issue 38 §3 in the preview: an answer in a cell that allows no completes ends the session as
 * quota full, as the runner would. Cells with room are never full here: a preview counts nobody.
 */
function quotaEnd(published: PublishedSurvey, state: SessionState): SessionState {
  return state.status === 'in_progress' && inClosedAnswerCell(published, state)
    ? endSession(state, 'quota_full')
    : state;
}

function refused(error: { code: string; message: string; problem?: unknown }): AppError {
  return new AppError('BAD_USER_INPUT', error.message, {
    reason: error.code,
    ...(error.problem !== undefined && { problem: error.problem }),
  });
}

/** The signed-in owner asks for a preview token of one of their surveys. */
export async function mintPreviewToken(
  ctx: PreviewCtx,
  key: Uint8Array,
  viewer: Viewer,
  surveyId: string,
): Promise<PreviewTokenView> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  const expiresAt = ctx.clock().getTime() + PREVIEW_TOKEN_TTL_MS;
  const grant = { surveyId, accountId: viewer.accountId, userId: viewer.userId, expiresAt };
  return { token: signPreviewToken(key, grant), expiresAt: new Date(expiresAt).toISOString() };
}

const previewRefused = (reason: 'INVALID' | 'EXPIRED') =>
  reason === 'EXPIRED'
    ? new AppError(
        'UNAUTHENTICATED',
        'This preview has expired. Open Preview again from the dashboard.',
        {
          reason: 'PREVIEW_EXPIRED',
        },
      )
    : new AppError(
        'UNAUTHENTICATED',
        'This preview link is not valid. Open Preview again from the dashboard.',
        {
          reason: 'PREVIEW_TOKEN_INVALID',
        },
      );

/**
 * What a preview token lets its bearer walk: the survey it names, still in the account it was
 * minted for (a survey deleted meanwhile is NOT_FOUND). The dashboard's access token is no preview
 * token, and is refused like any other.
 */
async function grantedSurvey(
  ctx: PreviewCtx,
  key: Uint8Array,
  token: string | undefined,
  surveyId: string,
): Promise<PreviewGrant> {
  const check = token ? verifyPreviewToken(key, token, ctx.clock().getTime()) : undefined;
  if (!check?.ok) throw previewRefused(check?.reason ?? 'INVALID');
  if (check.grant.surveyId !== surveyId) {
    throw new AppError('FORBIDDEN', 'This preview link is for another survey.', {
      reason: 'PREVIEW_TOKEN_INVALID',
    });
  }
  const { accountId } = check.grant;
  await requireOwnSurvey(ctx, { accountId }, surveyId);
  return check.grant;
}

/** A preview session: rotated sections drawn from the seed alone (a preview fills no section). */
function previewStart(published: PublishedSurvey, seed: number): SessionState {
  const layout = chooseLayout(published.questionnaire, seed);
  return startSession(published, { respondentId: PREVIEW_RESPONDENT, seed, layout });
}

/**
 * One preview step: without a state, a fresh session (a new random seed, so Preview shows another
 * randomised order each time); with a state, its page; with an answer too, the page after it.
 * `token` is the preview token the tab was given (never the dashboard's).
 */
export async function previewStep(
  ctx: PreviewCtx,
  key: Uint8Array,
  token: string | undefined,
  input: PreviewInput,
): Promise<PreviewView> {
  await grantedSurvey(ctx, key, token, input.surveyId);
  const published = await draftSurvey(ctx, input.surveyId, input.lang);
  try {
    let state = input.state
      ? replay(published, input.state)
      : previewStart(published, randomInt(2 ** 32));
    if (input.pageKey !== undefined) {
      const answer: Answer | null = input.answer ?? null;
      const result = submitAnswer(published, state, input.pageKey, answer);
      if (!result.ok) throw refused(result.error);
      state = quotaEnd(published, result.state);
    }
    return { state, page: nextPage(published, state), locale: localeOf(published) };
  } catch (error) {
    // A state from another draft (the researcher edited it meanwhile) is the client's, not ours.
    if (error instanceof SessionStateError) throw invalidState();
    throw error;
  }
}
