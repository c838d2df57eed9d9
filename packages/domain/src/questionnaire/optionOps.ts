/**
 * Operations on a card's response options, shared by the question and matrix-column commands
 * (spec 2 §7 addResponseOption ... and their matrix variants).
 */
import { updateMatrixItem, updateQuestionItem } from './access.ts';
import { MAX_ITEMS, MIN_ITEMS, TEXT_LIMITS } from './constants.ts';
import { type CommandContext, clock, idSource } from './context.ts';
import { fail } from './errors.ts';
import { newOption } from './factories.ts';
import { optionalText, requireId, requireText } from './guards.ts';
import { checkedInsert, checkedMove, checkedRemove, indexOrFail } from './list.ts';
import type { MatrixItem, QuestionItem, Questionnaire, ResponseOption } from './model.ts';
import { pruneReferences } from './prune.ts';
import { renumber } from './renumber.ts';
import { resetLimitsForCount } from './settingRules.ts';

/** Whose options: a question's, or a matrix's columns. */
export type OptionOwner = { questionLk: string } | { matrixTitleLk: string };

/** Throws unless the question has response options (single/multi select or ranked). */
export function requireChoiceQuestion(item: QuestionItem): void {
  if (item.questionTypeCode !== 'Basic' && item.questionTypeCode !== 'Ranked') {
    fail('WRONG_QUESTION_TYPE', `A ${item.questionTypeCode} question has no response options`);
  }
}

type OptionsFn = (
  options: ResponseOption[],
  item: QuestionItem | MatrixItem,
  newId: () => string,
  now: string,
) => ResponseOption[];

/** Replaces the owner's options with fn(options); prunes references when some were removed. */
export function updateOptions(
  q: Questionnaire,
  owner: OptionOwner,
  ctx: CommandContext,
  fn: OptionsFn,
): Questionnaire {
  const now = clock(ctx);
  const newId = idSource(q, ctx);
  let removed = false;
  const apply = (item: QuestionItem | MatrixItem) => {
    const options = fn(item.responseOptions, item, newId, now);
    const kept = new Set(options.map((o) => o.responseOptionLk));
    removed = item.responseOptions.some((o) => !kept.has(o.responseOptionLk));
    return options;
  };
  let next: Questionnaire;
  if ('questionLk' in owner) {
    next = updateQuestionItem(q, owner.questionLk, ctx, (item) => {
      requireChoiceQuestion(item);
      const updated = { ...item, responseOptions: apply(item) };
      return removed ? resetLimitsForCount(updated) : updated;
    });
  } else {
    next = updateMatrixItem(q, owner.matrixTitleLk, ctx, (item) => ({
      ...item,
      responseOptions: apply(item),
    }));
  }
  return renumber(removed ? pruneReferences(next) : next);
}

/** Changes one option of the owner. */
export function updateOption(
  q: Questionnaire,
  owner: OptionOwner,
  responseOptionLk: unknown,
  ctx: CommandContext,
  fn: (option: ResponseOption, item: QuestionItem | MatrixItem) => ResponseOption,
): Questionnaire {
  const lk = requireId(responseOptionLk, 'responseOptionLk');
  return updateOptions(q, owner, ctx, (options, item) => {
    const i = indexOrFail(
      options,
      (o) => o.responseOptionLk === lk,
      'OPTION_NOT_FOUND',
      `No option ${lk}`,
    );
    return options.map((o, j) => (j === i ? fn(o, item) : o));
  });
}

/** Adds an option with a value at a position. */
export function addOption(
  q: Questionnaire,
  owner: OptionOwner,
  position: unknown,
  value: unknown,
  ctx: CommandContext,
): Questionnaire {
  const text = optionalText(value, 'responseOptionValue', TEXT_LIMITS.option, '');
  return updateOptions(q, owner, ctx, (options, _item, newId, now) =>
    checkedInsert(options, position, newOption(newId, text, now), MAX_ITEMS),
  );
}

/** Changes an option's text. */
export function updateOptionValue(
  q: Questionnaire,
  owner: OptionOwner,
  responseOptionLk: unknown,
  value: unknown,
  ctx: CommandContext,
): Questionnaire {
  const text = requireText(value, 'responseOptionValue', TEXT_LIMITS.option);
  return updateOption(q, owner, responseOptionLk, ctx, (o) => ({
    ...o,
    responseOption: { ...o.responseOption, value: text },
  }));
}

/** Deletes an option (refused at 2 or fewer); logic and masking on it go with it. */
export function detachOption(
  q: Questionnaire,
  owner: OptionOwner,
  responseOptionLk: unknown,
  ctx: CommandContext,
): Questionnaire {
  const lk = requireId(responseOptionLk, 'responseOptionLk');
  return updateOptions(q, owner, ctx, (options) => {
    const i = indexOrFail(
      options,
      (o) => o.responseOptionLk === lk,
      'OPTION_NOT_FOUND',
      `No option ${lk}`,
    );
    return checkedRemove(options, i, MIN_ITEMS);
  });
}

/** Moves an option to another position. */
export function moveOption(
  q: Questionnaire,
  owner: OptionOwner,
  responseOptionLk: unknown,
  toPosition: unknown,
  ctx: CommandContext,
): Questionnaire {
  const lk = requireId(responseOptionLk, 'responseOptionLk');
  return updateOptions(q, owner, ctx, (options) => {
    const i = indexOrFail(
      options,
      (o) => o.responseOptionLk === lk,
      'OPTION_NOT_FOUND',
      `No option ${lk}`,
    );
    return checkedMove(options, i, toPosition);
  });
}
