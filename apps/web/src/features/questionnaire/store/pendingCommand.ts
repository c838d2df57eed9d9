import type { CommandContext } from '@survey/domain/questionnaire/context';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import {
  applyQuestionnaireCommand,
  type CommandArgs,
  type QuestionnaireCommandName,
} from '@survey/domain/questionnaire/registry';

/** The commands the editor sends (relocalise goes through the audience's country change). */
export type EditorCommandName = Exclude<QuestionnaireCommandName, 'relocaliseQuestionnaire'>;

/** A command applied in the browser and waiting for (or being sent to) the server. */
export interface PendingCommand<N extends EditorCommandName = EditorCommandName> {
  /** The clientMutationId: a retry with it returns the first answer instead of applying twice. */
  readonly clientMutationId: string;
  readonly name: N;
  readonly args: CommandArgs<N>;
  /** Ids the command consumed in the browser, in order; the server's command gets them first. */
  readonly ids: string[];
  /** When the user made the change (the optimistic `now`; the server's appliedAt replaces it). */
  readonly now: string;
  /** Set on commands sent side by side (bulk delete): they share the id (`parallelBatch.ts`). */
  readonly batch?: string;
}

/**
 * A context that hands out the command's recorded ids in order and records fresh ones when the
 * command needs more than before (re-applied on a newer base, a paste may create more items).
 */
export function recordingContext(
  ids: string[],
  now: string,
  freshId: () => string,
): CommandContext {
  let next = 0;
  return {
    now,
    newId: () => {
      if (next >= ids.length) ids.push(freshId());
      return ids[next++] as string;
    },
  };
}

/** A context that replays exactly the given ids (reconciliation with the server's answer). */
export function replayContext(ids: readonly string[], now: string): CommandContext {
  let next = 0;
  return {
    now,
    newId: () => {
      const id = ids[next++];
      if (id === undefined) throw new Error('The command needs more ids than the server was sent');
      return id;
    },
  };
}

/** Applies a pending command with its recorded ids (recording new ones if it needs more). */
export function applyPending(
  q: Questionnaire,
  command: PendingCommand,
  freshId: () => string,
): Questionnaire {
  return applyQuestionnaireCommand(
    command.name,
    q,
    command.args as never,
    recordingContext(command.ids, command.now, freshId),
  );
}
