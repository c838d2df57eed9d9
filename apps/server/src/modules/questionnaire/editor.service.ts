import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CommandContext } from '@survey/domain/questionnaire/context';
import { assertQuestionnaireInvariants } from '@survey/domain/questionnaire/invariants';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { findOwnSurvey } from '../projects/surveys.service.ts';
import { EDITOR_ARGS, type EditorMutationName } from './editor.args.ts';
import {
  findDraft,
  findDraftVersion,
  findSurveyOfQuestionnaire,
  lockDraftVersion,
  saveDraft,
  type LockedDraft,
} from './editor.store.ts';
import { DraftCache } from './draftCache.ts';
import { questionnaireNotFound, toQuestionnaireError } from './questionnaire.errors.ts';
import { appendCommand } from './questionnaire.store.ts';

type Ctx = { db: Executor; clock: Clock };

/** An applied command: the draft before and after, and the version it now has. */
export interface EditorOutcome {
  operation: EditorMutationName;
  surveyId: string;
  version: number;
  /** The arguments as parsed at the edge (ids of the addressed items). */
  args: Record<string, unknown>;
  before: Questionnaire;
  after: Questionnaire;
}

// Decision: 32 drafts per process (a 300-entry draft is a few MB of objects).
const cache = new DraftCache(32);

/** The draft at `version` (read under its row lock): the cached copy, or read and cached. */
async function documentAt(db: Executor, surveyId: string, version: number): Promise<Questionnaire> {
  const cached = cache.get(surveyId, version);
  if (cached) return cached;
  const draft = await findDraft(db, surveyId);
  if (!draft) throw questionnaireNotFound();
  cache.set(draft.surveyId, draft.version, draft.document);
  return draft.document;
}

const ByQuestionnaire = z.object({ questionnaireId: z.guid() });
const BySurvey = z.object({ surveyId: z.guid() });

/** The survey of a draft the viewer's account owns; NOT_FOUND for missing and foreign alike. */
async function authoriseQuestionnaire(
  ctx: Ctx,
  viewer: Viewer,
  questionnaireId: string,
): Promise<string> {
  const surveyId = await findSurveyOfQuestionnaire(ctx.db, questionnaireId);
  if (!surveyId || !(await findOwnSurvey(ctx, viewer, surveyId))) throw questionnaireNotFound();
  return surveyId;
}

async function authoriseSurvey(ctx: Ctx, viewer: Viewer, surveyId: string): Promise<void> {
  if (!(await findOwnSurvey(ctx, viewer, surveyId))) throw questionnaireNotFound();
}

/** The draft's current version and document, from the cache when it holds that version. */
async function currentDraft(db: Executor, surveyId: string): Promise<LockedDraft> {
  const version = await findDraftVersion(db, surveyId);
  if (version === undefined) throw questionnaireNotFound();
  const cached = cache.get(surveyId, version);
  if (cached) return { surveyId, version, document: cached };
  // Read version and document again together: a writer may have committed in between.
  const draft = await findDraft(db, surveyId);
  if (!draft) throw questionnaireNotFound();
  cache.set(surveyId, draft.version, draft.document);
  return draft;
}

/** The survey's draft with its version; NOT_FOUND when missing, foreign or not yet created. */
export async function draftQuestionnaire(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
): Promise<LockedDraft> {
  await authoriseSurvey(ctx, viewer, surveyId);
  return currentDraft(ctx.db, surveyId);
}

/** The draft a mutation addresses (by questionnaireId, relocalise by surveyId), authorised. */
async function addressOf(
  ctx: Ctx,
  viewer: Viewer,
  name: EditorMutationName,
  raw: Record<string, unknown>,
): Promise<{ surveyId: string; address: Record<string, string> }> {
  if (name === 'relocaliseQuestionnaire') {
    const { surveyId } = parseInput(BySurvey, raw);
    await authoriseSurvey(ctx, viewer, surveyId);
    return { surveyId, address: { surveyId } };
  }
  const { questionnaireId } = parseInput(ByQuestionnaire, raw);
  const surveyId = await authoriseQuestionnaire(ctx, viewer, questionnaireId);
  return { surveyId, address: { questionnaireId } };
}

/**
 * The one pipeline of every edit: in a transaction, lock the draft, apply the command with fresh
 * ids and the clock, check the invariants, save it one version up and append the command log.
 * A refused command (or any failure) rolls everything back: version and document stay.
 */
async function runCommand(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
  operation: EditorMutationName,
  args: Record<string, unknown>,
  apply: (q: Questionnaire, commandCtx: CommandContext) => Questionnaire,
): Promise<EditorOutcome> {
  let outcome: EditorOutcome;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const locked = await lockDraftVersion(tx, surveyId);
      if (locked === undefined) throw questionnaireNotFound();
      const before = await documentAt(tx, surveyId, locked);
      const now = ctx.clock();
      const after = apply(before, { newId: randomUUID, now: now.toISOString() });
      assertQuestionnaireInvariants(after);
      const version = await saveDraft(tx, surveyId, after, now);
      await appendCommand(tx, {
        surveyId,
        userId: viewer.userId,
        at: now,
        operation,
        arguments: args,
      });
      return { operation, surveyId, version, args, before, after };
    });
  } catch (error) {
    throw toQuestionnaireError(error);
  }
  // Only once committed: a rolled-back version number would be handed out again.
  cache.set(surveyId, outcome.version, outcome.after);
  return outcome;
}

/** Imports entries of another draft of the viewer's account (NOT_FOUND for a foreign one). */
async function importEntries(
  ctx: Ctx,
  viewer: Viewer,
  raw: Record<string, unknown>,
): Promise<EditorOutcome> {
  const { surveyId, address } = await addressOf(ctx, viewer, 'importQuestionnaireEntries', raw);
  const args = parseInput(EDITOR_ARGS.importQuestionnaireEntries, raw);
  const sourceSurveyId = await authoriseQuestionnaire(ctx, viewer, args.sourceQuestionnaireId);
  const source = (await currentDraft(ctx.db, sourceSurveyId)).document;
  const { entryNumbers, position } = args;
  const log = { ...address, ...args };
  return runCommand(ctx, viewer, surveyId, 'importQuestionnaireEntries', log, (q, c) =>
    applyQuestionnaireCommand(
      'importQuestionnaireEntries',
      q,
      { source, entryNumbers, position },
      c,
    ),
  );
}

/**
 * Applies one editing mutation for the viewer: authorise (the draft is the account's), parse the
 * arguments at the edge, then run the domain command of the same name.
 */
export async function applyEditorMutation(
  ctx: Ctx,
  viewer: Viewer,
  name: EditorMutationName,
  raw: Record<string, unknown>,
): Promise<EditorOutcome> {
  if (name === 'importQuestionnaireEntries') return importEntries(ctx, viewer, raw);
  const { surveyId, address } = await addressOf(ctx, viewer, name, raw);
  const args = parseInput(EDITOR_ARGS[name], raw);
  return runCommand(ctx, viewer, surveyId, name, { ...address, ...args }, (q, c) =>
    applyQuestionnaireCommand(name, q, args, c),
  );
}
