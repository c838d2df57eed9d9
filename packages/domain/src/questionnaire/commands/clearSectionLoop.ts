import { replaceEntry } from '../access.ts';
import type { CommandContext } from '../context.ts';
import type { Questionnaire } from '../model.ts';
import { sectionByNumber } from '../sections.ts';

export interface ClearSectionLoopArgs {
  number: number;
}

/**
 * Ends a section's loop (issue 38 §2): it is shown once again. Loop-item pipes in its texts stay
 * and read as a validation error (PIPE_SOURCE) until the researcher removes them or loops again.
 */
export function clearSectionLoop(
  q: Questionnaire,
  args: ClearSectionLoopArgs,
  ctx: CommandContext,
): Questionnaire {
  const section = sectionByNumber(q, args.number);
  if (section.entryItem.loop === undefined) return q;
  const { loop: _cleared, ...item } = section.entryItem;
  return replaceEntry(q, { ...section, entryItem: item }, ctx);
}
