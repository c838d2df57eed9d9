import type { Answer } from '@survey/domain/respondent/answers';
import { startSession, submitAnswer, nextPage } from '@survey/domain/respondent/engine/engine';
import { chooseLayout, needsSectionFills } from '@survey/domain/respondent/engine/sectionLayout';
import { answerQuotaCellsOf } from '@survey/domain/respondent/engine/answerQuotaCells';
import type { Page } from '@survey/domain/respondent/engine/pages';
import {
  localeOf,
  publishedIn,
  surveyLanguageOf,
} from '@survey/domain/respondent/engine/published';
import type { Locale } from '@survey/domain/questionnaire/model';
import { baseLanguageOf } from '@survey/domain/questionnaire/translations/model';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import { hash32 } from '@survey/domain/random';
import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import {
  admitsNewRespondents,
  closedToRespondent,
  inProgressMayContinue,
} from '@survey/domain/respondent/fieldworkGate';
import type { Db, Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { LiveSurvey, LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { verifyPanelLink, type PanelLinkFields } from './panelLinks.ts';
import { closeFilledSample } from './sampleFilled.ts';
import { deviceFingerprint, type RunnerDevice } from './deviceFingerprint.ts';
import { savesOnly, settleSession, type RecordCompleteQuality } from './settle.ts';
import {
  findSessionById,
  findSessionOfRespondent,
  insertSession,
  lockedSectionFills,
  type NewAnswer,
  type SessionRow,
} from './sessions.store.ts';
import { redirectFor } from './suppliers.ts';
import { completedAnExcludedSurvey } from './exclusions.store.ts';
import { readSession, writeAnswerMove, type ReadSession } from './answerPath.store.ts';
import type { WriteMove } from './answerMoves.ts';
import type { SessionCache } from './sessionCache.ts';

export interface RespondentCtx {
  db: Db;
  clock: Clock;
  linkSecret: Uint8Array;
  live: LiveSurveys;
  /** Stores a complete's data-quality record (the quality module's, handed in by compose.ts). */
  recordQuality: RecordCompleteQuality;
  /**
   * The sessions this node last wrote on the answer path (sessionCache.ts): their next answer
   * skips the read. Absent: every answer reads its session.
   */
  sessions?: SessionCache;
  /**
   * Writes the optimistic answer moves, group-committed (answerMoves.ts). Absent: each move is
   * its own statement.
   */
  writeMove?: WriteMove;
}

/** What the runner gets back from every call: the session and the page to show. */
export interface SessionView {
  sessionId: string;
  page: Page;
  /** Where the panel wants the respondent sent once the session ended. */
  redirectUrl: string | null;
  /** The survey's locale: the runner's texts, `lang` and `dir` follow its language (issue 37 §2). */
  locale: Locale;
}

const sessionNotFound = () => notFound('Session');
const invalidLink = () =>
  new AppError(
    'FORBIDDEN',
    'This survey link is not valid. Please use the full link you were given.',
    {
      reason: 'INVALID_LINK',
    },
  );
const alreadyTookPart = () =>
  new AppError('FORBIDDEN', 'You have already taken part in this survey.', {
    reason: 'RESPONDENT_EXCLUDED',
  });
const surveyNotOpen = (status: string | null) =>
  new AppError('CONFLICT', 'This survey is not open for responses right now.', {
    reason: 'SURVEY_NOT_OPEN',
    ...(status && { status }),
  });

function viewOf(live: LiveSurvey, row: SessionRow, state: SessionState): SessionView {
  // The respondent's language (issue 37 §1): the page's texts and the runner's own follow it.
  const published = row.language ? publishedIn(live.published, row.language) : live.published;
  const page = nextPage(published, state);
  return {
    sessionId: row.id,
    page,
    locale: localeOf(published),
    redirectUrl:
      page.kind === 'end' ? redirectFor(row.supplierCode, page.outcome, row.respondentId) : null,
  };
}

async function liveOf(ctx: RespondentCtx, row: SessionRow): Promise<LiveSurvey> {
  const live = await ctx.live.version(row.surveyId, row.publishedVersion ?? 1);
  if (!live || !row.state) throw sessionNotFound();
  return live;
}

/**
 * A transaction's answer, the live survey whose sample it filled (closed after commit), and the
 * session as the transaction wrote it last (kept in the node's copy once committed).
 */
interface Outcome {
  view: SessionView;
  filled: LiveSurvey | null;
  written?: ReadSession;
}

const unchanged = (view: SessionView): Outcome => ({ view, filled: null });

/**
 * The session's language: null for the base language, else one the survey has: the `lang` asked
 * when the survey has it, else the language the survey was bought for (a German market of an
 * English questionnaire is answered in German; issue 37 §4).
 */
function languageAsked(live: LiveSurvey, asked: string | undefined): string | null {
  const language = surveyLanguageOf(live.published, asked);
  const chosen =
    language === (asked ?? '').trim().toLowerCase()
      ? language
      : surveyLanguageOf(live.published, live.language);
  return chosen === baseLanguageOf(live.published.questionnaire) ? null : chosen;
}

/**
 * The answer once its transaction committed. The session it wrote is kept in this node's copy
 * (sessionCache.ts: only one still in progress), so that the session's next answer (the first
 * after its start, the next after qualifying) skips its read: the copy's version is the row's
 * xmin as the transaction's last write of it left it (nothing writes the session after
 * settleSession's save in a transaction), checked by the next write as after a read.
 */
async function committed(ctx: RespondentCtx, outcome: Promise<Outcome>): Promise<SessionView> {
  const { view, filled, written } = await outcome;
  if (written) ctx.sessions?.remember(written);
  if (filled) await closeFilledSample(ctx, filled);
  return view;
}

async function settled(
  tx: Executor,
  ctx: RespondentCtx,
  live: LiveSurvey,
  row: SessionRow,
  move: { before: SessionState | null; after: SessionState },
  answer?: NewAnswer,
): Promise<Outcome> {
  const { row: saved, sampleFilled } = await settleSession(
    { db: tx, clock: ctx.clock, recordQuality: ctx.recordQuality },
    live,
    row,
    move,
    answer,
  );
  return {
    view: viewOf(live, saved, saved.state as SessionState),
    filled: sampleFilled ? live : null,
    written: saved,
  };
}

/**
 * A respondent arrives from a panel link. The signature must cover the survey, respondent and
 * supplier. One session per respondent id of a supplier (two suppliers may use the same ids):
 * arriving again (a refresh, a replayed link) answers the same session where it stands, ended or
 * not. New sessions start only while the order is Live and a batch is open. A new session keeps
 * the hash of the device the runner describes (duplicate respondents, quality module), and a
 * simulated member's declared length (signed; any other supplier's link declaring one is invalid).
 */
export async function startRespondentSession(
  ctx: RespondentCtx,
  link: PanelLinkFields & {
    signature: string;
    device?: RunnerDevice | undefined;
    lang?: string | undefined;
  },
  userAgent = '',
): Promise<SessionView> {
  if (!verifyPanelLink(ctx.linkSecret, link, link.signature)) throw invalidLink();
  // Only the simulated panel declares its members' lengths (its clock is not the wall clock).
  if (link.simulatedLengthMs !== undefined && link.supplierCode !== PANEL_SUPPLIER_CODE) {
    throw invalidLink();
  }
  const who = {
    surveyId: link.surveyId,
    supplierCode: link.supplierCode,
    respondentId: link.respondentId,
  };
  const existing = await findSessionOfRespondent(ctx.db, who);
  if (existing?.state) return viewOf(await liveOf(ctx, existing), existing, existing.state);
  const live = await ctx.live.current(link.surveyId);
  if (!live || !admitsNewRespondents(live.orderStatus, live.admitting)) {
    throw surveyNotOpen(live?.orderStatus ?? null);
  }
  // A tracker's wave refuses whoever completed one of its previous waves (issue 39 §4).
  if (await completedAnExcludedSurvey(ctx.db, who)) throw alreadyTookPart();
  const seed = hash32(`${link.surveyId}:${link.respondentId}`);
  const questionnaire = live.published.questionnaire;
  const now = ctx.clock();
  return committed(
    ctx,
    ctx.db.transaction(async (tx) => {
      // Issue 38 §1: the sections' order and selection are chosen once, here, and stored with
      // the session; k of n reads the fills under the survey's lock (sessions.store.ts).
      const fills = needsSectionFills(questionnaire)
        ? await lockedSectionFills(tx, link.surveyId)
        : {};
      const state = startSession(live.published, {
        respondentId: link.respondentId,
        seed,
        layout: chooseLayout(questionnaire, seed, fills),
      });
      const inserted = await insertSession(tx, {
        surveyId: link.surveyId,
        respondentId: link.respondentId,
        supplierCode: link.supplierCode,
        publishedVersion: live.version,
        state,
        now,
        fingerprint: link.device ? deviceFingerprint(userAgent, link.device) : null,
        simulatedLengthMs: link.simulatedLengthMs ?? null,
        language: languageAsked(live, link.lang),
      });
      if (!inserted) {
        // Another request of the same respondent started it first: answer that one.
        const winner = await findSessionOfRespondent(tx, who);
        if (!winner?.state) throw sessionNotFound();
        return unchanged(viewOf(live, winner, winner.state));
      }
      return settled(tx, ctx, live, inserted, { before: null, after: state });
    }),
  );
}

/**
 * The session `sessionId` as it stands, with its row version (one read; the answer path writes
 * against it). Throws NOT_FOUND when there is none: an unknown id leaves nothing behind.
 */
export async function knownSession(ctx: RespondentCtx, sessionId: string): Promise<ReadSession> {
  const session = await readSession(ctx.db, sessionId);
  if (!session?.state) throw sessionNotFound();
  return session;
}

/**
 * The session `sessionId` for an answer: this node's copy when it wrote the session last (no
 * round trip; answerSession writes against its version and reads on any doubt), else read.
 */
export async function sessionToAnswer(ctx: RespondentCtx, sessionId: string): Promise<ReadSession> {
  return ctx.sessions?.get(sessionId) ?? knownSession(ctx, sessionId);
}

/** The page a session is on (a reload of the runner). */
export async function currentPage(ctx: RespondentCtx, session: SessionRow): Promise<SessionView> {
  const live = await liveOf(ctx, session);
  return viewOf(live, session, session.state as SessionState);
}

/** answerSession on the session `sessionId` as it stands (read first). */
export async function answerPage(
  ctx: RespondentCtx,
  sessionId: string,
  pageKey: string,
  answer: Answer | null,
): Promise<SessionView> {
  return answerSession(ctx, await knownSession(ctx, sessionId), pageKey, answer);
}

/**
 * The respondent answers the page `pageKey` of `session` (as read by knownSession). The engine
 * decides what the answer does; the same answer sent again answers the same state (idempotent
 * retries); a wrong answer is refused with the engine's code and changes nothing. After End or
 * Halt an answer to a session in progress is not recorded: the session ends as closed to the
 * respondent (fieldworkGate), places it held are given back, and the respondent is sent back to
 * the panel. During a Pause it goes on.
 *
 * Most answers only move the session to its next page: that move is written with the answer in
 * one statement, on condition that nobody wrote the session since it was read (answerPath.store),
 * so such an answer costs two round trips (the read, the write) and no transaction. A move that
 * qualifies, completes or gives places back, an order that ended, or a session written by another
 * request in between, takes the locked path (answerLocked), which decides again on the row locked.
 */
export async function answerSession(
  ctx: RespondentCtx,
  session: ReadSession,
  pageKey: string,
  answer: Answer | null,
): Promise<SessionView> {
  // The live survey is read before any transaction, never inside one: a transaction holds a pooled
  // connection, and the order's state is read again through the pool once a second, so a burst of
  // answers larger than the pool would hold every connection waiting for one more (a deadlock).
  const live = await liveOf(ctx, session);
  const state = session.state as SessionState;
  if (state.status === 'in_progress' && !inProgressMayContinue(live.orderStatus)) {
    return answerLocked(ctx, live, session.id, pageKey, answer);
  }
  // A cached copy is only good for a write the row version confirms: a refusal or a replay is
  // decided again on the session as read (the copy may be behind another node's answers).
  const submitted = submitAnswer(live.published, state, pageKey, answer);
  if (session.cached && (!submitted.ok || submitted.replayed)) {
    return answerAfterRead(ctx, session.id, pageKey, answer);
  }
  const result = accepted(submitted);
  if (result.replayed) return viewOf(live, session, state);
  const move = { before: state, after: result.state };
  if (!savesOnly(move, session.quotaCells, answerQuotaCellsOf(live.published, result.state))) {
    ctx.sessions?.forget(session.id);
    return answerLocked(ctx, live, session.id, pageKey, answer);
  }
  const now = ctx.clock();
  const write = { session, move: { state: result.state, pageKey, answer, now } };
  // R12: the version comes back only after the statement that holds this answer committed.
  const version = await (ctx.writeMove ? ctx.writeMove(write) : writeAnswerMove(ctx.db, write));
  if (version === null) {
    ctx.sessions?.forget(session.id);
    return session.cached
      ? answerAfterRead(ctx, session.id, pageKey, answer)
      : answerLocked(ctx, live, session.id, pageKey, answer);
  }
  ctx.sessions?.remember(writtenSession(session, result.state, version, now));
  return viewOf(live, session, result.state);
}

/** answerSession on the session as read now (a cached copy was stale or not enough). */
async function answerAfterRead(
  ctx: RespondentCtx,
  sessionId: string,
  pageKey: string,
  answer: Answer | null,
): Promise<SessionView> {
  ctx.sessions?.forget(sessionId);
  return answerSession(ctx, await knownSession(ctx, sessionId), pageKey, answer);
}

/** The session as writeAnswerMove left it (the statement's SET, with the row's new version). */
function writtenSession(
  session: ReadSession,
  state: SessionState,
  rowVersion: string,
  now: Date,
): ReadSession {
  const ended = state.status !== 'in_progress';
  return {
    ...session,
    state,
    status: state.status,
    updatedAt: now,
    completedAt: ended ? now : session.completedAt,
    rowVersion,
  };
}

/** The engine's move for the answer; a wrong answer is a typed error that changes nothing. */
function moveOf(live: LiveSurvey, state: SessionState, pageKey: string, answer: Answer | null) {
  return accepted(submitAnswer(live.published, state, pageKey, answer));
}

function accepted(result: ReturnType<typeof submitAnswer>) {
  if (!result.ok) {
    throw new AppError('BAD_USER_INPUT', result.error.message, {
      reason: result.error.code,
      ...(result.error.code === 'INVALID_ANSWER' && { problem: result.error.problem }),
    });
  }
  return result;
}

/** The answer in a transaction with the session's row locked: decided on the row as it stands. */
function answerLocked(
  ctx: RespondentCtx,
  live: LiveSurvey,
  sessionId: string,
  pageKey: string,
  answer: Answer | null,
): Promise<SessionView> {
  return committed(
    ctx,
    ctx.db.transaction(async (tx) => {
      const row = await findSessionById(tx, sessionId, { forUpdate: true });
      if (!row?.state) throw sessionNotFound();
      if (row.state.status === 'in_progress' && !inProgressMayContinue(live.orderStatus)) {
        return settled(tx, ctx, live, row, {
          before: row.state,
          after: closedToRespondent(row.state),
        });
      }
      const result = moveOf(live, row.state, pageKey, answer);
      if (result.replayed) return unchanged(viewOf(live, row, row.state));
      return settled(
        tx,
        ctx,
        live,
        row,
        { before: row.state, after: result.state },
        { surveyId: row.surveyId, pageKey, answer },
      );
    }),
  );
}
