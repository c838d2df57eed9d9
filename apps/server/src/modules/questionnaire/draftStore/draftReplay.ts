import { randomUUID } from 'node:crypto';
import {
  sameAudienceEntries,
  withAudienceEntries,
} from '@survey/domain/questionnaire/audienceContext';
import type { CommandContext } from '@survey/domain/questionnaire/context';
import type { AudienceEntry, Questionnaire } from '@survey/domain/questionnaire/model';
import {
  applyQuestionnaireCommand,
  REPLAYABLE_COMMAND_SCHEMA_VERSIONS,
} from '@survey/domain/questionnaire/registry';
import { EDITOR_ARGS, type EditorMutationName } from '../editor.schemas.ts';
import type { LoggedCommand } from './draftLog.store.ts';
import type { RecordedContext } from '../questionnaire.tables.ts';

/**
 * Replaying the log. Commands are deterministic given their context, so a logged command applied
 * to the draft it was applied to, with the ids and time it was given, yields the same draft.
 */

/** The log does not rebuild the draft: a bug or a damaged database, never the user's doing. */
export class DraftLogCorruptError extends Error {
  constructor(surveyId: string, version: number, why: string) {
    super(`command log of draft ${surveyId} is corrupt at version ${version}: ${why}`);
    this.name = 'DraftLogCorruptError';
  }
}

/**
 * A logged command of a command-schema version this build does not know (logged by a newer build,
 * or from before a change this build cannot replay): replaying it could rebuild the draft
 * differently from what its author saw, so the draft is refused, not silently changed.
 */
export class UnknownCommandSchemaError extends Error {
  constructor(
    readonly surveyId: string,
    readonly version: number,
    readonly schemaVersion: number,
  ) {
    super(
      `command log of draft ${surveyId} holds version ${version} logged with command schema ` +
        `${schemaVersion}; this build replays schemas ${REPLAYABLE_COMMAND_SCHEMA_VERSIONS.join(', ')} only`,
    );
    this.name = 'UnknownCommandSchemaError';
  }
}

/**
 * A fresh context for a new command that records what it hands out: the client's ids first (in
 * the order its own copy of the command consumed them), then new ones; and the audience entries
 * the command runs with when they are not the draft's own (the audience changed since its last
 * command), so that replay applies it to the same document.
 */
export function recordingContext(
  now: string,
  clientIds: readonly string[] = [],
  draft?: Questionnaire,
  audience?: readonly AudienceEntry[],
): { ctx: CommandContext; recorded: RecordedContext } {
  const changed = draft && audience && !sameAudienceEntries(draft.audienceEntries, audience);
  const recorded: RecordedContext = changed
    ? { ids: [], now, audienceEntries: [...audience] }
    : { ids: [], now };
  const newId = () => {
    const id = clientIds[recorded.ids.length] ?? randomUUID();
    recorded.ids.push(id);
    return id;
  };
  return { ctx: { newId, now }, recorded };
}

const isEditorMutation = (name: string): name is EditorMutationName =>
  Object.prototype.hasOwnProperty.call(EDITOR_ARGS, name);

/** `command` applied again to `q` (the draft at command.version - 1). */
export function replayCommand(
  q: Questionnaire,
  surveyId: string,
  command: LoggedCommand,
): Questionnaire {
  const corrupt = (why: string) => new DraftLogCorruptError(surveyId, command.version, why);
  if (!REPLAYABLE_COMMAND_SCHEMA_VERSIONS.includes(command.schemaVersion)) {
    throw new UnknownCommandSchemaError(surveyId, command.version, command.schemaVersion);
  }
  const recorded = command.ctx;
  if (!recorded) throw corrupt('no recorded context');
  if (!isEditorMutation(command.operation)) {
    throw corrupt(`${command.operation} is not a replayable command`);
  }
  let next = 0;
  const newId = () => {
    const id = recorded.ids[next++];
    if (id === undefined) throw corrupt('the command asked for more ids than were recorded');
    return id;
  };
  const ctx: CommandContext = { newId, now: recorded.now };
  const base = recorded.audienceEntries ? withAudienceEntries(q, recorded.audienceEntries) : q;
  let after: Questionnaire;
  try {
    after = applyLogged(base, command.operation, command.arguments, ctx, recorded.source);
  } catch (error) {
    if (error instanceof DraftLogCorruptError) throw error;
    throw corrupt(`the command failed on replay (${String(error)})`);
  }
  if (next !== recorded.ids.length) throw corrupt('the command used fewer ids than were recorded');
  return after;
}

/** Applies a logged command: its arguments parsed by the same edge schema as when it ran. */
function applyLogged(
  q: Questionnaire,
  operation: EditorMutationName,
  logged: Record<string, unknown>,
  ctx: CommandContext,
  source: Questionnaire | undefined,
): Questionnaire {
  if (operation === 'importQuestionnaireEntries') {
    const { entryNumbers, position } = EDITOR_ARGS.importQuestionnaireEntries.parse(logged);
    if (!source) throw new Error('no recorded import source');
    const args = { source, entryNumbers, position };
    return applyQuestionnaireCommand(operation, q, args, ctx);
  }
  return applyQuestionnaireCommand(operation, q, EDITOR_ARGS[operation].parse(logged), ctx);
}
