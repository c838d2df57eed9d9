import { replaceEntry, textCardEntry } from '../access.ts';
import { TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { optionalText, requireStyling } from '../guards.ts';
import type { Questionnaire } from '../model.ts';

export interface UpdateTextCardArgs {
  textCardLk: string;
  title?: string;
  titleStyling?: unknown;
  subtitle?: string;
  body?: string;
}

/** Changes a text card's title, styling, subtitle and body (omitted fields stay as they are). */
export function updateTextCard(
  q: Questionnaire,
  args: UpdateTextCardArgs,
  ctx: CommandContext,
): Questionnaire {
  const entry = textCardEntry(q, args.textCardLk);
  const card = entry.entryItem.textCard;
  const textCard = {
    ...card,
    title: optionalText(args.title, 'title', TEXT_LIMITS.title, card.title),
    titleStyling:
      args.titleStyling === undefined
        ? card.titleStyling
        : requireStyling(args.titleStyling, 'titleStyling'),
    subtitle: optionalText(args.subtitle, 'subtitle', TEXT_LIMITS.title, card.subtitle),
    body: optionalText(args.body, 'body', TEXT_LIMITS.body, card.body),
  };
  return replaceEntry(q, { ...entry, entryItem: { ...entry.entryItem, textCard } }, ctx);
}
