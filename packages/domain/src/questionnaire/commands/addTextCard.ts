import { insertNewEntry } from '../access.ts';
import { TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { optionalText } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface AddTextCardArgs {
  position: number;
  title?: string;
  subtitle?: string;
  body?: string;
}

/** Adds a text instruction card (title, subtitle and body start empty). */
export function addTextCard(
  q: Questionnaire,
  args: AddTextCardArgs,
  ctx: CommandContext,
): Questionnaire {
  const title = optionalText(args.title, 'title', TEXT_LIMITS.title, '');
  const subtitle = optionalText(args.subtitle, 'subtitle', TEXT_LIMITS.title, '');
  const body = optionalText(args.body, 'body', TEXT_LIMITS.body, '');
  return insertNewEntry(q, args.position, ctx, (base, newId) => ({
    ...base,
    entryType: 'textCard',
    entryItem: {
      textCardLk: newId(),
      textCard: { textCardId: newId(), title, titleStyling: null, subtitle, body },
      questionMedia: null,
    },
  }));
}
