import { updateQuestionItem } from '../access.ts';
import { MAX_ITEMS, TEXT_LIMITS } from '../constants.ts';
import { type CommandContext, clock, idSource } from '../context.ts';
import { fail } from '../errors.ts';
import { newOption } from '../factories.ts';
import { requireArray, requireStyling, requireText } from '../guards.ts';
import { reposition } from '../list.ts';
import type { Questionnaire } from '../model.ts';

export interface PasteInTitleArgs {
  questionLk: string;
  /** The first pasted line. */
  text: string;
  textStyling?: unknown;
  /** The other pasted lines. */
  responseOptions: string[];
}

/**
 * Pastes a whole question into the title: the title is set and the lines fill the question's
 * blank options in order, the rest appended. Decision: a free-text or slider question keeps only
 * the title (it has no options).
 */
export function pasteInTitle(
  q: Questionnaire,
  args: PasteInTitleArgs,
  ctx: CommandContext,
): Questionnaire {
  const text = requireText(args.text, 'text', TEXT_LIMITS.title);
  const textStyling = requireStyling(args.textStyling, 'textStyling');
  const values = requireArray(args.responseOptions, 'responseOptions', MAX_ITEMS)
    .map((v) => requireText(v, 'responseOptions', TEXT_LIMITS.option).trim())
    .filter((v) => v !== '');
  const now = clock(ctx);
  const newId = idSource(q, ctx);
  return updateQuestionItem(q, args.questionLk, ctx, (item) => {
    const question = { ...item.question, text, textStyling };
    const choice = item.questionTypeCode === 'Basic' || item.questionTypeCode === 'Ranked';
    if (!choice || values.length === 0) return { ...item, question };
    const options = [...item.responseOptions];
    let cursor = 0;
    for (const value of values) {
      while (cursor < options.length && options[cursor]?.responseOption.value.trim() !== '')
        cursor++;
      const blank = options[cursor];
      if (blank) options[cursor] = { ...blank, responseOption: { ...blank.responseOption, value } };
      else options.push(newOption(newId, value, now));
    }
    if (options.length > MAX_ITEMS)
      fail('TOO_MANY_ITEMS', `At most ${MAX_ITEMS} options are allowed`);
    return { ...item, question, responseOptions: reposition(options) };
  });
}
