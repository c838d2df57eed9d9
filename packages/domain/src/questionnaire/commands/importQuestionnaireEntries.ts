import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireArray, requireInt } from '../guards.ts';
import { importEntries } from '../importEntries.ts';
import type { Questionnaire } from '../model.ts';

export interface ImportQuestionnaireEntriesArgs {
  /** The source questionnaire, loaded by the caller (sourceQuestionnaireId in the API). */
  source: Questionnaire;
  entryNumbers: number[];
  position: number;
}

/** Imports chosen entries of another questionnaire at a position (never forks or audience). */
export function importQuestionnaireEntries(
  q: Questionnaire,
  args: ImportQuestionnaireEntriesArgs,
  ctx: CommandContext,
): Questionnaire {
  if (
    typeof args.source !== 'object' ||
    args.source === null ||
    !Array.isArray(args.source.entries)
  ) {
    fail('INVALID_ARGUMENT', 'source must be a questionnaire');
  }
  const numbers = requireArray(args.entryNumbers, 'entryNumbers', 2000).map((n) =>
    requireInt(n, 'entryNumber', 1, Number.MAX_SAFE_INTEGER),
  );
  return importEntries(q, args.source, numbers, args.position, ctx);
}
