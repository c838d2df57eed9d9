import { z } from 'zod';
import type { CommandContext } from '@survey/domain/questionnaire/context';
import {
  commandReadsAudience,
  withAudienceEntries,
} from '@survey/domain/questionnaire/audienceContext';
import { assertQuestionnaireInvariants } from '@survey/domain/questionnaire/invariants';
import type { AudienceEntry, Questionnaire } from '@survey/domain/questionnaire/model';
import { importSourceOf } from '@survey/domain/questionnaire/importEntries';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import type { Db } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { draftSurveyStateSql, surveyOfAccountCondition } from '../projects/surveys.queries.ts';
import { assertDraftSurveyState, findOwnSurvey } from '../projects/surveys.service.ts';
import { audienceEntriesOfSurvey } from '../fieldwork/draftAudience.service.ts';
import {
  loadDraft,
  recordingContext,
  type DraftReadAhead,
  type LockedDraft,
  type QuestionnaireDrafts,
} from './draftStore/draftStore.ts';
import { trackEdit } from './editorEvents.ts';
import { jsonbSafe } from './jsonbSafe.ts';
import { EDITOR_ARGS, withSanitisedStyling, type EditorMutationName } from './editor.schemas.ts';
import {
  clientMutationIdReused,
  takeProtocol,
  versionConflict,
  type MutationProtocol,
} from './editorProtocol.ts';
import { questionnaireNotFound, toQuestionnaireError } from './questionnaire.errors.ts';

type Ctx = { db: Db; clock: Clock; drafts: QuestionnaireDrafts } & Tracking;

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
 * decoding then runs while the caller goes on (`ahead`).
 */
async function authoriseQuestionnaire(
  ctx: Ctx,
  viewer: Viewer,
  questionnaireId: string,
): Promise<{ surveyId: string; ahead?: DraftReadAhead }> {
  const { owners } = ctx.drafts;
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
  const { owners } = ctx.drafts;
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

/** Edits of one draft by other processes that may overtake an edit before it gives up. */
const MAX_ATTEMPTS = 20;

/**
 * The one pipeline of every edit, optimistic: take the draft (this process's copy, the read
 * ahead, or a read), apply the command with the client's ids then fresh ones and the clock (all
 * recorded) and check the invariants; then ONE statement (QuestionnaireDrafts.commit) appends the
 * command to the log as version + 1 and bumps the version, if the draft is still at the version
 * the command was applied to and its survey still a draft. The document itself is written behind
 * (draftStore/README.md): the log is the durable record, so an acknowledged change survives a crash.
 *
 * When the statement did not commit, or the command was refused, what it saw decides: no draft
 * (NOT_FOUND), a survey no longer a draft (SURVEY_NOT_EDITABLE: it was bought), a head that
 * moved on (another process's edit: read again and apply again), a retry (the clientMutationId
 * is logged: answer its first application), else the refusal (the domain's typed error, or
 * VERSION_CONFLICT for a client that applied the command to another version). A refused command
 * changes nothing. Edits of one draft in this process run one after the other (exclusive).
 */
async function runCommand(
  ctx: Ctx,
  viewer: Viewer,
  target: { surveyId: string; ahead?: DraftReadAhead },
  operation: EditorMutationName,
  args: Record<string, unknown>,
  protocol: MutationProtocol,
  apply: (q: Questionnaire, commandCtx: CommandContext) => Questionnaire,
  source?: Questionnaire,
): Promise<EditorOutcome> {
  try {
    return await ctx.drafts.exclusive(target.surveyId, () =>
      edit(ctx, viewer, target, { operation, args, protocol, apply, source }),
    );
  } catch (error) {
    throw toQuestionnaireError(error);
  }
}

interface EditRequest {
  operation: EditorMutationName;
  args: Record<string, unknown>;
  protocol: MutationProtocol;
  apply: (q: Questionnaire, commandCtx: CommandContext) => Questionnaire;
  source?: Questionnaire;
}

/**
 * The command applied to `draft` with the survey's audience entries (checked), or why not (thrown
 * by the domain or the protocol).
 */
function attempt(
  draft: LockedDraft,
  audience: readonly AudienceEntry[],
  { protocol, apply }: EditRequest,
  commandCtx: CommandContext,
): { after: Questionnaire } | { refusal: unknown } {
  if (protocol.baseVersion !== undefined && protocol.baseVersion !== draft.version) {
    return { refusal: versionConflict(protocol.baseVersion, draft.version) };
  }
  try {
    const after = apply(withAudienceEntries(draft.document, audience), commandCtx);
    assertQuestionnaireInvariants(after);
    return { after };
  } catch (refusal) {
    return { refusal };
  }
}

async function edit(
  ctx: Ctx,
  viewer: Viewer,
  { surveyId, ahead }: { surveyId: string; ahead?: DraftReadAhead },
  request: EditRequest,
): Promise<EditorOutcome> {
  const { operation, args, protocol, source } = request;
  const clientMutationId = protocol.clientMutationId ?? null;
  // The owner may be remembered from earlier: the draft must still exist under this id.
  const addressed = typeof args.questionnaireId === 'string' ? args.questionnaireId : undefined;
  const notFound = () => {
    if (addressed) ctx.drafts.owners.forgetQuestionnaire(addressed);
    return questionnaireNotFound();
  };
  const now = ctx.clock();
  const appliedAt = now.toISOString();
  const state = () => draftSurveyStateSql(ctx, surveyId);
  let draft = await ctx.drafts.current(ctx.db, surveyId, ahead);
  // The audience page's entries: commands see them (display logic and masking on audience
  // questions, spec 2 §5). Read only for a command they can change (else the draft's own do),
  // at most once per edit; stored with the draft, logged when they changed.
  let read: Promise<AudienceEntry[]> | undefined;
  const audienceFor = (q: Questionnaire) =>
    commandReadsAudience(operation, q)
      ? (read ??= audienceEntriesOfSurvey(ctx, surveyId))
      : q.audienceEntries;
  let reread = false;
  for (let tries = 1; ; tries++) {
    const another = addressed && draft && draft.document.questionnaireId !== addressed;
    if (another && !reread) {
      // This process's copy may be of a draft since deleted and created again: read it now.
      draft = await ctx.drafts.load(ctx.db, surveyId);
      reread = true;
      continue;
    }
    if (!draft || another) throw notFound();
    const at = { generation: draft.generation, version: draft.version };
    const base = { operation, surveyId, generation: at.generation, args, before: draft.document };
    const audience = await audienceFor(draft.document);
    const { ctx: commandCtx, recorded } = recordingContext(
      appliedAt,
      protocol.clientIds,
      draft.document,
      audience,
    );
    const tried = attempt(draft, audience, request, commandCtx);
    const version = at.version + 1;
    const entry = {
      surveyId,
      version,
      userId: viewer.userId,
      at: now,
      operation,
      arguments: args,
      ctx: source ? { ...recorded, source } : recorded,
      clientMutationId,
    };
    // Committed, the store caches `after` and schedules its snapshot; a version number that was
    // not committed is never cached, so it is never handed out twice.
    const seen =
      'after' in tried
        ? await ctx.drafts.commit(ctx.db, { at, entry }, tried.after, state())
        : await ctx.drafts.probe(ctx.db, surveyId, clientMutationId, state());
    if (seen.committed && 'after' in tried) {
      const { after } = tried;
      return { ...base, version, after, appliedAt, clientMutationId, replayed: false };
    }
    if (!seen.head) throw notFound();
    assertDraftSurveyState(seen.surveyState);
    if (seen.head.generation !== at.generation || seen.head.version !== at.version) {
      if (tries >= MAX_ATTEMPTS) throw new Error(`draft ${surveyId} kept changing under the edit`);
      draft = await ctx.drafts.load(ctx.db, surveyId);
      reread = true;
      continue;
    }
    if (seen.prior) {
      if (seen.prior.operation !== operation) throw clientMutationIdReused(seen.prior.operation);
      const { version: priorVersion, appliedAt: priorAt } = seen.prior;
      const answer = { version: priorVersion, after: draft.document, appliedAt: priorAt };
      return { ...base, ...answer, clientMutationId, replayed: true };
    }
    if ('refusal' in tried) throw tried.refusal;
    throw new Error(`the edit of draft ${surveyId} was neither committed nor refused`);
  }
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
  // Read before the edit either way: a read-ahead is as current as a read now.
  const source = ((await from.ahead?.draft) ?? (await currentDraft(ctx, from.surveyId))).document;
  // A remembered owner: the source survey's draft must still be the one asked for.
  if (source.questionnaireId !== args.sourceQuestionnaireId) {
    ctx.drafts.owners.forgetQuestionnaire(args.sourceQuestionnaireId);
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

function sanitisedArgs<A extends object>(args: A): A {
  try {
    return withSanitisedStyling(args);
  } catch (error) {
    throw toQuestionnaireError(error);
  }
}

/**
 * Applies one editing mutation for the viewer: authorise (the draft is the account's), parse the
 * arguments at the edge, then run the domain command of the same name; once committed, its
 * analytics event.
 */
export async function applyEditorMutation(
  ctx: Ctx,
  viewer: Viewer,
  name: EditorMutationName,
  withProtocol: Record<string, unknown>,
): Promise<EditorOutcome> {
  const outcome = await applyEdit(ctx, viewer, name, withProtocol);
  trackEdit(ctx.analytics, viewer, outcome);
  return outcome;
}

async function applyEdit(
  ctx: Ctx,
  viewer: Viewer,
  name: EditorMutationName,
  withProtocol: Record<string, unknown>,
): Promise<EditorOutcome> {
  const { protocol, rest: raw } = takeProtocol(withProtocol);
  if (name === 'importQuestionnaireEntries') return importEntries(ctx, viewer, raw, protocol);
  const target = await addressOf(ctx, viewer, name, raw);
  const args = sanitisedArgs(jsonbSafe(parseInput(EDITOR_ARGS[name], raw)));
  return runCommand(ctx, viewer, target, name, { ...target.address, ...args }, protocol, (q, c) =>
    applyQuestionnaireCommand(name, q, args, c),
  );
}
