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
  findSurveyOfQuestionnaire,
  lockDraft,
  saveDraft,
  type LockedDraft,
} from './editor.store.ts';
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

/** The survey's draft with its version; NOT_FOUND when missing, foreign or not yet created. */
export async function draftQuestionnaire(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
): Promise<LockedDraft> {
  await authoriseSurvey(ctx, viewer, surveyId);
  const draft = await findDraft(ctx.db, surveyId);
  if (!draft) throw questionnaireNotFound();
  return draft;
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
  try {
    return await ctx.db.transaction(async (tx) => {
      const draft = await lockDraft(tx, surveyId);
      if (!draft) throw questionnaireNotFound();
      const now = ctx.clock();
      const after = apply(draft.document, { newId: randomUUID, now: now.toISOString() });
      assertQuestionnaireInvariants(after);
      const version = await saveDraft(tx, surveyId, after, now);
      await appendCommand(tx, {
        surveyId,
        userId: viewer.userId,
        at: now,
        operation,
        arguments: args,
      });
      return { operation, surveyId, version, args, before: draft.document, after };
    });
  } catch (error) {
    throw toQuestionnaireError(error);
  }
}

/** Imports entries of another draft of the viewer's account (NOT_FOUND for a foreign one). */
async function importEntries(
  ctx: Ctx,
  viewer: Viewer,
  raw: Record<string, unknown>,
): Promise<EditorOutcome> {
  const { questionnaireId } = parseInput(ByQuestionnaire, raw);
  const surveyId = await authoriseQuestionnaire(ctx, viewer, questionnaireId);
  const args = parseInput(EDITOR_ARGS.importQuestionnaireEntries, raw);
  const sourceSurveyId = await authoriseQuestionnaire(ctx, viewer, args.sourceQuestionnaireId);
  const source = await findDraft(ctx.db, sourceSurveyId);
  if (!source) throw questionnaireNotFound();
  const { entryNumbers, position } = args;
  return runCommand(
    ctx,
    viewer,
    surveyId,
    'importQuestionnaireEntries',
    { questionnaireId, ...args },
    (q, c) =>
      applyQuestionnaireCommand(
        'importQuestionnaireEntries',
        q,
        { source: source.document, entryNumbers, position },
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
  let surveyId: string;
  let address: Record<string, string>;
  if (name === 'relocaliseQuestionnaire') {
    address = parseInput(BySurvey, raw);
    surveyId = address.surveyId ?? '';
    await authoriseSurvey(ctx, viewer, surveyId);
  } else {
    address = parseInput(ByQuestionnaire, raw);
    surveyId = await authoriseQuestionnaire(ctx, viewer, address.questionnaireId ?? '');
  }
  const args = parseInput(EDITOR_ARGS[name], raw);
  return runCommand(ctx, viewer, surveyId, name, { ...address, ...args }, (q, c) =>
    applyQuestionnaireCommand(name, q, args, c),
  );
}
