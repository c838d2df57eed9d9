import { randomUUID } from 'node:crypto';
import { audienceEntriesOf } from '@survey/domain/audience/audienceEntries';
import { createDraftAudience } from '@survey/domain/audience/factories';
import { presetResetsIncidence, removedLastCustomMember } from '@survey/domain/audience/incidence';
import { assertAudienceInvariants } from '@survey/domain/audience/invariants';
import type { DraftAudience } from '@survey/domain/audience/model';
import { presetDefinition } from '@survey/domain/audience/presets/presets';
import {
  applyAudienceCommand,
  type AudienceCommandArgs,
  type AudienceCommandName,
} from '@survey/domain/audience/registry';
import { CUSTOM_PRESET } from '@survey/domain/audience/commands/presetAudience';
import type { AudienceEntry } from '@survey/domain/questionnaire/model';
import type { Executor } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { draftSurveyOfAccountCondition } from '../projects/surveys.queries.ts';
import { requireDraftSurvey, requireOwnSurvey } from '../projects/surveys.service.ts';
import { AUDIENCE_ARGS } from './audience.schemas.ts';
import { trackAudienceEdit } from './audienceEvents.ts';
import type { AudienceCache } from './draftAudienceCache.ts';
import {
  findDraftAudience,
  insertDraftAudience,
  writeDraftAudience,
  prepareConditionalAudienceWrite,
  writeDraftAudienceResettingIncidence,
  type DraftAudienceRow,
} from './draftAudience.store.ts';
import { fieldworkNotFound, toAudienceError } from './fieldwork.errors.ts';
import { findFieldwork, updateFieldworkRow } from './fieldwork.store.ts';

type Ctx = { db: Executor; clock: Clock };

export interface AudienceOutcome {
  row: DraftAudienceRow;
  before: DraftAudience;
  /** The member the change created or addressed, when there is one. */
  number: number | null;
}

/**
 * The survey's audience row, created from its fieldwork country on first use. `forUpdate` locks
 * it (inside a transaction). Callers checked ownership. No fieldwork: NOT_FOUND.
 */
async function audienceRow(
  ctx: Ctx,
  db: Executor,
  surveyId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DraftAudienceRow> {
  const found = await findDraftAudience(db, surveyId, opts);
  if (found) return found;
  const fieldwork = await findFieldwork(db, surveyId);
  if (!fieldwork) throw fieldworkNotFound();
  await insertDraftAudience(db, createDraftAudience(surveyId, fieldwork.countryCode), ctx.clock());
  const created = await findDraftAudience(db, surveyId, opts);
  if (!created) throw fieldworkNotFound();
  return created;
}

/** The draft audience of a survey the caller checked ownership of (created lazily). */
export async function audienceOfSurvey(ctx: Ctx, surveyId: string): Promise<DraftAudienceRow> {
  return audienceRow(ctx, ctx.db, surveyId);
}

/** The caller's draft audience of a survey; NOT_FOUND for foreign or unknown surveys. */
export async function getDraftAudience(
  ctx: Ctx,
  viewer: Viewer,
  surveyId: string,
): Promise<DraftAudienceRow> {
  await requireOwnSurvey(ctx, viewer, surveyId);
  return audienceOfSurvey(ctx, surveyId);
}

/** Starts the audience over, empty, in a (new) country: the country changed. */
export async function resetDraftAudience(
  ctx: Ctx,
  db: Executor,
  surveyId: string,
  countryCode: string,
): Promise<void> {
  const row = await audienceRow(ctx, db, surveyId, { forUpdate: true });
  await writeDraftAudience(
    db,
    {
      surveyId,
      version: row.version + 1,
      document: createDraftAudience(surveyId, countryCode),
      activePreset: CUSTOM_PRESET,
    },
    ctx.clock(),
  );
}

/** Copies a survey's audience to another survey (duplicate), replacing what it had. */
export async function copyDraftAudience(ctx: Ctx, from: string, to: string): Promise<void> {
  const source = await findDraftAudience(ctx.db, from);
  if (!source) return;
  const target = await audienceRow(ctx, ctx.db, to, { forUpdate: true });
  await writeDraftAudience(
    ctx.db,
    {
      surveyId: to,
      version: target.version + 1,
      document: { ...source.document, surveyId: to },
      activePreset: source.activePreset,
    },
    ctx.clock(),
  );
}

function addressedNumber(
  before: DraftAudience,
  after: DraftAudience,
  args: Record<string, unknown>,
): number | null {
  if (after.lastMemberNumber > before.lastMemberNumber) return after.lastMemberNumber;
  if (typeof args.number === 'number') return args.number;
  const member = after.members.find((m) =>
    m.memberType === 'Standard'
      ? m.memberItem.criterion.code === args.audienceCriterionCode
      : m.memberItem.questionLk === args.questionLk,
  );
  return member?.number ?? null;
}

interface AudienceChange {
  after: DraftAudience;
  activePreset: string;
  /** Presets and removing the last screening question reset the incidence rate (spec 2 §4). */
  resetsIncidence: boolean;
}

/**
 * The domain command applied to `before` with fresh ids and the clock, invariants checked; throws
 * the command's typed refusal. A hand edit makes the audience 'Custom', so a later preset switch
 * asks first.
 */
function changeOf<N extends AudienceCommandName>(
  name: N,
  before: DraftAudience,
  args: Record<string, unknown>,
  now: Date,
): AudienceChange {
  const isPreset = name === 'presetAudience';
  const commandArgs = isPreset
    ? { ...args, preset: presetDefinition(before.countryCode, String(args.name)) ?? null }
    : args;
  let after: DraftAudience;
  try {
    // The edge schema of `name` parsed these (typed per command in audience.schemas.ts).
    const typed = commandArgs as unknown as AudienceCommandArgs<N>;
    after = applyAudienceCommand(name, before, typed, {
      newId: randomUUID,
      now: now.toISOString(),
    });
  } catch (error) {
    throw toAudienceError(error);
  }
  assertAudienceInvariants(after);
  return {
    after,
    activePreset: isPreset ? String(args.name) : CUSTOM_PRESET,
    resetsIncidence:
      (isPreset && presetResetsIncidence(before)) || removedLastCustomMember(before, after),
  };
}

const parseArgs = (name: AudienceCommandName, raw: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parseInput(AUDIENCE_ARGS[name], raw)));

/**
 * Every audience mutation: refuse a survey that is not the caller's (NOT_FOUND) or no longer a
 * draft (SURVEY_NOT_EDITABLE), apply the domain command to the current document, write it as the
 * next version. From the process's held copy when there is one (one statement), else under the
 * row lock; both give the same answer and the same stored document.
 */
export async function applyAudienceMutation<N extends AudienceCommandName>(
  ctx: Ctx & Tracking & { audiences?: AudienceCache },
  viewer: Viewer,
  name: N,
  raw: Record<string, unknown>,
): Promise<AudienceOutcome> {
  const outcome = await committedAudienceMutation(ctx, viewer, name, raw);
  trackAudienceEdit(ctx.analytics, viewer, name, outcome.row.surveyId);
  return outcome;
}

async function committedAudienceMutation<N extends AudienceCommandName>(
  ctx: Ctx & { audiences?: AudienceCache },
  viewer: Viewer,
  name: N,
  raw: Record<string, unknown>,
): Promise<AudienceOutcome> {
  const held = ctx.audiences && (await heldAudienceMutation(ctx.audiences, ctx, viewer, name, raw));
  if (held) return held;
  const outcome = await lockedAudienceMutation(ctx, viewer, name, raw);
  ctx.audiences?.remember(viewer.accountId, {
    ...outcome.row,
    document: JSON.parse(JSON.stringify(outcome.row.document)) as DraftAudience,
  });
  return outcome;
}

const conditionalWrites = new WeakMap<
  Executor,
  ReturnType<typeof prepareConditionalAudienceWrite>
>();

/** The conditional write of `db` (one prepared statement per database handle). */
function conditionalWrite(db: Executor) {
  let write = conditionalWrites.get(db);
  if (!write) {
    write = prepareConditionalAudienceWrite(db, (surveyId, accountId) =>
      draftSurveyOfAccountCondition({ db }, surveyId, accountId),
    );
    conditionalWrites.set(db, write);
  }
  return write;
}

/**
 * The change applied to the held copy and written in one statement that matches only while the
 * stored version is the held one and the survey is still the viewer's draft (share-locked as
 * requireDraftSurvey does, so a purchase and an edit never interleave). Undefined, with nothing
 * written, whenever the locked path must decide: no copy, a stale copy, a refusal (answered from
 * the stored audience, in the locked path's order of checks). An incidence reset is written in
 * the same statement.
 */
async function heldAudienceMutation(
  audiences: AudienceCache,
  ctx: Ctx,
  viewer: Viewer,
  name: AudienceCommandName,
  raw: Record<string, unknown>,
): Promise<AudienceOutcome | undefined> {
  const held = audiences.get(String(raw.surveyId), viewer.accountId);
  if (!held) return undefined;
  const now = ctx.clock();
  let args: Record<string, unknown>;
  let change: AudienceChange;
  try {
    args = parseArgs(name, raw);
    change = changeOf(name, held.document, args, now);
  } catch {
    return undefined;
  }
  const { surveyId } = held;
  // One stringify: the statement sends this text, and the held copy is parsed from it, so the
  // next edit starts from what a read of the stored JSONB would give.
  const json = JSON.stringify(change.after);
  const next = { surveyId, version: held.version + 1, activePreset: change.activePreset };
  const write = { ...next, accountId: viewer.accountId, expected: held.version, json, now };
  const wrote = change.resetsIncidence
    ? await writeDraftAudienceResettingIncidence(
        ctx.db,
        write,
        draftSurveyOfAccountCondition(ctx, surveyId, viewer.accountId),
      )
    : await conditionalWrite(ctx.db)(write);
  if (!wrote) {
    audiences.forget(surveyId, held.version);
    return undefined;
  }
  const row = { ...next, document: JSON.parse(json) as DraftAudience, updatedAt: now };
  audiences.remember(viewer.accountId, row);
  return { row, before: held.document, number: addressedNumber(held.document, change.after, args) };
}

/**
 * The locked path, in a transaction: ownership, the draft check (share lock), the audience row
 * locked for update, the command, the incidence reset when due, the write.
 */
async function lockedAudienceMutation<N extends AudienceCommandName>(
  ctx: Ctx,
  viewer: Viewer,
  name: N,
  raw: Record<string, unknown>,
): Promise<AudienceOutcome> {
  const surveyId = (await requireOwnSurvey(ctx, viewer, String(raw.surveyId))).surveyId;
  const args = parseArgs(name, raw);
  return ctx.db.transaction(async (tx) => {
    // A bought survey's audience is frozen (its published version is what respondents get).
    await requireDraftSurvey({ db: tx }, surveyId);
    const row = await audienceRow(ctx, tx, surveyId, { forUpdate: true });
    const before = row.document;
    const now = ctx.clock();
    const change = changeOf(name, before, args, now);
    if (change.resetsIncidence) {
      await updateFieldworkRow(tx, surveyId, { incidenceRate: 100, updatedAt: now });
    }
    const written = await writeDraftAudience(
      tx,
      {
        surveyId,
        version: row.version + 1,
        document: change.after,
        activePreset: change.activePreset,
      },
      now,
    );
    return { row: written, before, number: addressedNumber(before, change.after, args) };
  });
}

/**
 * The survey's audience questions, standard criteria and screening questions in member order, as
 * the questionnaire's read-only audience entries (A1, A2, ...), for the questionnaire module.
 * Callers checked ownership; no audience yet: none.
 */
export async function audienceEntriesOfSurvey(
  ctx: { db: Executor },
  surveyId: string,
): Promise<AudienceEntry[]> {
  const row = await findDraftAudience(ctx.db, surveyId);
  return row ? audienceEntriesOf(row.document) : [];
}
