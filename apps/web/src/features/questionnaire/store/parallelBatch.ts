/**
 * Commands sent side by side (spec 2 §4: bulk delete deletes "each card on the server in
 * parallel"). They go without a base version, so none waits for another's answer; the server
 * applies them one after the other in some order and answers each with its version. Once all are
 * answered the store rebuilds the server's document by applying them in that version order with
 * the server's times, as it does for one command; anything else (a gap in the versions: another
 * change came in between) calls for a refetch.
 */
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import { replayContext, type PendingCommand } from './pendingCommand.ts';
import type { ConfirmedDraft } from '../../../lib/toQuestionnaire.ts';
import type { SendOutcome } from './transportTypes.ts';

export interface AppliedInBatch {
  command: PendingCommand;
  version: number;
  appliedAt: string;
}

/** The commands at the head of the queue that form one batch (the first one's). */
export function headBatch(queue: readonly PendingCommand[]): PendingCommand[] {
  const batch = queue[0]?.batch;
  if (batch === undefined) return [];
  const out: PendingCommand[] = [];
  for (const command of queue) {
    if (command.batch !== batch) break;
    out.push(command);
  }
  return out;
}

/**
 * The confirmed draft after every command of a batch was applied, or null when only a refetch is
 * certain: the versions are not exactly the next ones, or a command does not replay.
 */
export function confirmBatch(
  confirmed: ConfirmedDraft,
  applied: readonly AppliedInBatch[],
): ConfirmedDraft | null {
  const ordered = [...applied].sort((a, b) => a.version - b.version);
  if (ordered.some((a, i) => a.version !== confirmed.version + i + 1)) return null;
  try {
    const document = ordered.reduce(
      (doc, a) =>
        applyQuestionnaireCommand(
          a.command.name,
          doc,
          a.command.args as never,
          replayContext(a.command.ids, a.appliedAt),
        ),
      confirmed.document,
    );
    return { ...confirmed, version: confirmed.version + ordered.length, document };
  } catch {
    return null;
  }
}

/** Sorts a fully answered batch: applied, refused (bulk delete marks those again), refetch. */
export function settleBatch(
  batch: readonly PendingCommand[],
  answers: ReadonlyMap<string, SendOutcome>,
): {
  applied: AppliedInBatch[];
  refused: { command: PendingCommand; error: unknown }[];
  refetch: boolean;
} {
  const applied: AppliedInBatch[] = [];
  const refused: { command: PendingCommand; error: unknown }[] = [];
  let refetch = false;
  for (const command of batch) {
    const outcome = answers.get(command.clientMutationId);
    if (outcome?.kind === 'applied') {
      applied.push({ command, version: outcome.version, appliedAt: outcome.appliedAt });
      continue;
    }
    // Refused, or (never expected without a base version) a conflict: the server's copy decides.
    if (outcome?.kind === 'refused') refused.push({ command, error: outcome.error });
    refetch = true;
  }
  return { applied, refused, refetch };
}
