import { z } from 'zod';
import type { CommandContext } from '@survey/domain/questionnaire/context';
import { assertQuestionnaireInvariants } from '@survey/domain/questionnaire/invariants';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { importSourceOf } from '@survey/domain/questionnaire/importEntries';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../http/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import {
  assertDraftSurveyState,
  draftSurveyStateSql,
  findOwnSurvey,
  surveyOfAccountCondition,
} from '../projects/surveys.service.ts';
import { commitCommand, lockDraftHead, writeSnapshot } from './draftLog.store.ts';
import { recordingContext } from './draftReplay.ts';
import { jsonbSafe } from './jsonbSafe.ts';
import { loadDraft, MAX_REPLAY, type DraftReadAhead, type QuestionnaireDrafts } from './drafts.ts';
import { EDITOR_ARGS, type EditorMutationName } from './editor.args.ts';
import { draftOwners } from './editor.owners.ts';
import {
  clientMutationIdReused,
  takeProtocol,
  versionConflict,
  type MutationProtocol,
} from './editor.protocol.ts';
import type { LockedDraft } from './editor.store.ts';
import { questionnaireNotFound, toQuestionnaireError } from './questionnaire.errors.ts';

type Ctx = { db: Executor; clock: Clock; drafts: QuestionnaireDrafts };

/** An applied command: the draft before and after, and the version it now has. */
export interface EditorOutcome {
  operation: EditorMutationName;
  surveyId: string;
  /** The draft's generation (see DraftHead) and the version the command produced. */
  generation: string;
  version: number;
  /** The arguments as parsed at the edge (ids of the addressed items). */
  args: Record<string, unknown>;
  before: Questionnaire;
  after: Questionnaire;
  /** The time the command ran with (its context's now). */
  appliedAt: string;
  clientMutationId: string | null;
  /** A retry answered from its first application: version and appliedAt are that one's. */
  replayed: boolean;
}

const ByQuestionnaire = z.object({ questionnaireId: z.guid() });
const BySurvey = z.object({ surveyId: z.guid() });

/**
 * The survey of a draft the viewer's account owns; NOT_FOUND for missing and foreign alike. An
 * owner this process does not know yet is found in the same round trip as the draft itself, whose
 * decoding then runs while the caller's transaction begins (`ahead`).
 */
async function authoriseQuestionnaire(
  ctx: Ctx,
  viewer: Viewer,
  questionnaireId: string,
): Promise<{ surveyId: string; ahead?: DraftReadAhead }> {
  const owners = draftOwners(ctx.drafts);
  const known = owners.questionnaire(questionnaireId);
  if (known) {
    if (known.accountId !== viewer.accountId) throw questionnaireNotFound();
    return { surveyId: known.surveyId };
  }
  const ahead = await ctx.drafts.readAhead(ctx.db, questionnaireId, (surveyId) =>
    surveyOfAccountCondition(ctx, surveyId, viewer),
  );
  if (!ahead) throw questionnaireNotFound();
  owners.rememberQuestionnaire(questionnaireId, ahead.surveyId, viewer.accountId);
  return { surveyId: ahead.surveyId, ahead };
}

async function authoriseSurvey(ctx: Ctx, viewer: Viewer, surveyId: string): Promise<void> {
  const owners = draftOwners(ctx.drafts);
  const known = owners.survey(surveyId);
  if (known) {
    if (known !== viewer.accountId) throw questionnaireNotFound();
    return;
  }
  if (!(await findOwnSurvey(ctx, viewer, surveyId))) throw questionnaireNotFound();
  owners.rememberSurvey(surveyId, viewer.accountId);
}

/** The draft's latest committed version and document (see loadDraft). */
async function currentDraft(ctx: Ctx, surveyId: string): Promise<LockedDraft> {
  const draft = await loadDraft(ctx, surveyId);
  if (!draft) throw questionnaireNotFound();
  return draft;
}

/** The survey's draft with its version; NOT_FOUND when missing, foreign or not yet created. */
export async function draftQuestionnaire(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
): Promise<LockedDraft> {
  await authoriseSurvey(ctx, viewer, surveyId);
  return currentDraft(ctx, surveyId);
}

/** The draft a mutation addresses (by questionnaireId, relocalise by surveyId), authorised. */
async function addressOf(
  ctx: Ctx,
  viewer: Viewer,
  name: EditorMutationName,
  raw: Record<string, unknown>,
): Promise<{ surveyId: string; address: Record<string, string>; ahead?: DraftReadAhead }> {
  if (name === 'relocaliseQuestionnaire') {
    const { surveyId } = parseInput(BySurvey, raw);
    await authoriseSurvey(ctx, viewer, surveyId);
    return { surveyId, address: { surveyId } };
  }
  const { questionnaireId } = parseInput(ByQuestionnaire, raw);
  const { surveyId, ahead } = await authoriseQuestionnaire(ctx, viewer, questionnaireId);
  return { surveyId, address: { questionnaireId }, ahead };
}

/**
 * The one pipeline of every edit, in a transaction: refuse a survey that is no longer a draft
 * (SURVEY_NOT_EDITABLE: it was bought), lock the draft row, take the draft at its
 * version (cached, or snapshot + log replayed), apply the command with the client's ids then fresh
 * ones and the clock (all recorded), check the invariants, append the command to the log as
 * version + 1 and bump the version. The document itself is written behind (draftSnapshots.ts):
 * the log is the durable record, so an acknowledged change survives a crash. A refused command (or
 * any failure) rolls everything back: version and log stay. A retry (a clientMutationId already
 * logged for this draft) answers its first application and applies nothing; a client that applied
 * the command to another version than the draft's gets VERSION_CONFLICT.
 */
async function runCommand(
  ctx: Ctx,
  viewer: Viewer,
  { surveyId, ahead }: { surveyId: string; ahead?: DraftReadAhead },
  operation: EditorMutationName,
  args: Record<string, unknown>,
  protocol: MutationProtocol,
  apply: (q: Questionnaire, commandCtx: CommandContext) => Questionnaire,
  source?: Questionnaire,
): Promise<EditorOutcome> {
  const clientMutationId = protocol.clientMutationId ?? null;
  let outcome: EditorOutcome;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      // A bought survey's draft is frozen (its published version is what respondents get): the
      // survey's state, share-locked, comes with the head's lock in one round trip.
      const state = draftSurveyStateSql({ db: tx }, surveyId);
      const head = await lockDraftHead(tx, surveyId, protocol.clientMutationId, state);
      if (head) assertDraftSurveyState(head.surveyState);
      const before = head && (await ctx.drafts.lockedAt(tx, surveyId, head, ahead));
      // The owner may be remembered from earlier: the draft must still exist under this id.
      const addressed = typeof args.questionnaireId === 'string' ? args.questionnaireId : undefined;
      if (!head || !before || (addressed && before.questionnaireId !== addressed)) {
        if (addressed) draftOwners(ctx.drafts).forgetQuestionnaire(addressed);
        throw questionnaireNotFound();
      }
      const base = { operation, surveyId, generation: head.generation, args, before };
      if (head.prior) {
        if (head.prior.operation !== operation) throw clientMutationIdReused(head.prior.operation);
        const { version, appliedAt } = head.prior;
        return { ...base, version, after: before, appliedAt, clientMutationId, replayed: true };
      }
      if (protocol.baseVersion !== undefined && protocol.baseVersion !== head.version) {
        throw versionConflict(protocol.baseVersion, head.version);
      }
      const now = ctx.clock();
      const appliedAt = now.toISOString();
      const { ctx: commandCtx, recorded } = recordingContext(appliedAt, protocol.clientIds);
      const after = apply(before, commandCtx);
      assertQuestionnaireInvariants(after);
      const version = head.version + 1;
      await commitCommand(tx, {
        surveyId,
        version,
        userId: viewer.userId,
        at: now,
        operation,
        arguments: args,
        ctx: source ? { ...recorded, source } : recorded,
        clientMutationId,
      });
      // Bounds every replay (another process, a restart after a crash) to MAX_REPLAY commands.
      if (version - head.snapshotVersion >= MAX_REPLAY) {
        await writeSnapshot(tx, surveyId, { generation: head.generation, version }, after);
        ctx.drafts.inlineSnapshots++;
      }
      return { ...base, version, after, appliedAt, clientMutationId, replayed: false };
    });
  } catch (error) {
    throw toQuestionnaireError(error);
  }
  // Only once committed: a rolled-back version number would be handed out again.
  if (!outcome.replayed) ctx.drafts.committed(surveyId, outcome, outcome.after);
  return outcome;
}

/** Imports entries of another draft of the viewer's account (NOT_FOUND for a foreign one). */
async function importEntries(
  ctx: Ctx,
  viewer: Viewer,
  raw: Record<string, unknown>,
  protocol: MutationProtocol,
): Promise<EditorOutcome> {
  const target = await addressOf(ctx, viewer, 'importQuestionnaireEntries', raw);
  const args = parseInput(EDITOR_ARGS.importQuestionnaireEntries, raw);
  const from = await authoriseQuestionnaire(ctx, viewer, args.sourceQuestionnaireId);
  // Read outside the edit's transaction either way: a read-ahead is as current as a read now.
  const source = ((await from.ahead?.draft) ?? (await currentDraft(ctx, from.surveyId))).document;
  // A remembered owner: the source survey's draft must still be the one asked for.
  if (source.questionnaireId !== args.sourceQuestionnaireId) {
    draftOwners(ctx.drafts).forgetQuestionnaire(args.sourceQuestionnaireId);
    throw questionnaireNotFound();
  }
  const { entryNumbers, position } = args;
  const log = { ...target.address, ...args };
  // What the import reads of the source, logged for replay (not the whole source draft).
  const read = importSourceOf(source, entryNumbers);
  return runCommand(
    ctx,
    viewer,
    target,
    'importQuestionnaireEntries',
    log,
    protocol,
    (q, c) =>
      applyQuestionnaireCommand(
        'importQuestionnaireEntries',
        q,
        { source: read, entryNumbers, position },
        c,
      ),
    read,
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
  withProtocol: Record<string, unknown>,
): Promise<EditorOutcome> {
  const { protocol, rest: raw } = takeProtocol(withProtocol);
  if (name === 'importQuestionnaireEntries') return importEntries(ctx, viewer, raw, protocol);
  const target = await addressOf(ctx, viewer, name, raw);
  const args = jsonbSafe(parseInput(EDITOR_ARGS[name], raw));
  return runCommand(ctx, viewer, target, name, { ...target.address, ...args }, protocol, (q, c) =>
    applyQuestionnaireCommand(name, q, args, c),
  );
}
