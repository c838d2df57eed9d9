import { entryByNumber, replaceEntry } from '../access.ts';
import { MAX_ITEMS, MAX_LOOP_ITERATIONS, TEXT_LIMITS } from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { questionLksOf, refuseQuotaInLoop } from '../loopQuotas.ts';
import { requireArray, requireBoolean, requireInt, requireText } from '../guards.ts';
import type { LoopListItem, Questionnaire, SectionItem, SectionLoop } from '../model.ts';
import { brokenReferences } from '../prune.ts';
import { buildReferenceIndex } from '../refIndex.ts';
import { loopSourceProblem } from '../references.ts';
import { sectionByNumber } from '../sections.ts';
import { textKey } from '../textKey.ts';
import { flattenEntries } from '../walk.ts';

export interface SetSectionLoopArgs {
  number: number;
  /** Loop over the options chosen in this earlier multi select (entry number), or null. */
  sourceQuestionNumber: number | null;
  /** Or loop over this fixed list (null when looping over a question). */
  items: string[] | null;
  /** At most this many iterations per respondent. */
  maxIterations: number;
  /** Show the items in an order drawn per respondent. */
  randomOrder: boolean;
}

/** The fixed list, trimmed, each text once; an item keeps its id while its text stays. */
function listItems(
  raw: unknown,
  old: readonly LoopListItem[],
  ctx: CommandContext,
): LoopListItem[] {
  const texts = requireArray(raw, 'items', MAX_ITEMS).map((t) =>
    requireText(t, 'items', TEXT_LIMITS.option).trim(),
  );
  if (texts.length === 0 || texts.some((t) => t === '')) {
    fail('LOOP_INVALID', 'A loop list needs at least one item and no blank items');
  }
  const keys = texts.map(textKey);
  if (new Set(keys).size !== keys.length) fail('LOOP_INVALID', 'The loop list repeats an item');
  const oldByKey = new Map(old.map((i) => [textKey(i.text), i.itemId]));
  return texts.map((text, i) => ({ itemId: oldByKey.get(keys[i] as string) ?? ctx.newId(), text }));
}

/** The source question's lk, refused with a message the editor can show as it is. */
function sourceLk(q: Questionnaire, sectionNumber: number, sourceNumber: unknown): string {
  const source = entryByNumber(q, sourceNumber);
  if (source.entryType !== 'question')
    fail('LOOP_INVALID', 'A loop goes over a multi select question');
  const section = sectionByNumber(q, sectionNumber);
  if (section.entryItem.entries.some((c) => c.number === source.number)) {
    fail('LOOP_INVALID', `A section cannot loop over ${source.label}: it is inside the section`);
  }
  const lk = source.entryItem.questionLk;
  const order = flattenEntries(q.entries).findIndex((e) => e.number === sectionNumber);
  const problem = loopSourceProblem(buildReferenceIndex(q), lk, order);
  if (problem !== null)
    fail('LOOP_INVALID', `${section.label} cannot loop over ${source.label}: ${problem}`);
  return lk;
}

/**
 * Repeats a section once per loop item (issue 38 §2): over the options a respondent chose in an
 * earlier multi select of the questionnaire (never one inside a looped section: no nested loops),
 * or over a fixed list. Setting a loop on a section whose cards feed a later section's loop is a
 * nested loop too and refused. Stored sparsely: randomOrder only when on.
 */
export function setSectionLoop(
  q: Questionnaire,
  args: SetSectionLoopArgs,
  ctx: CommandContext,
): Questionnaire {
  const section = sectionByNumber(q, args.number);
  const maxIterations = requireInt(args.maxIterations, 'maxIterations', 0, Number.MAX_SAFE_INTEGER);
  if (maxIterations < 1 || maxIterations > MAX_LOOP_ITERATIONS) {
    fail('LOOP_INVALID', `A loop runs 1 to ${MAX_LOOP_ITERATIONS} times`);
  }
  const randomOrder = requireBoolean(args.randomOrder, 'randomOrder');
  const bySource = args.sourceQuestionNumber !== null && args.sourceQuestionNumber !== undefined;
  const byList = args.items !== null && args.items !== undefined;
  if (bySource === byList) {
    fail('LOOP_INVALID', 'A loop goes over either a question or a list of items, not both');
  }
  const loop: SectionLoop = {
    ...(bySource
      ? { sourceQuestionLk: sourceLk(q, section.number, args.sourceQuestionNumber) }
      : { items: listItems(args.items, section.entryItem.loop?.items ?? [], ctx) }),
    maxIterations,
    ...(randomOrder ? { randomOrder } : {}),
  };
  const item: SectionItem = { ...section.entryItem, loop };
  if (JSON.stringify(item) === JSON.stringify(section.entryItem)) return q;
  const next = replaceEntry(q, { ...section, entryItem: item }, ctx);
  const nested = brokenReferences(next).find((b) => b.kind === 'loop');
  if (nested !== undefined) {
    const other = flattenEntries(next.entries).find((e) => e.number === nested.entryNumber);
    fail(
      'LOOP_INVALID',
      `Loops cannot be nested: ${other?.label ?? 'another section'} loops over a question in ${section.label}`,
    );
  }
  return refuseQuotaInLoop(next, questionLksOf(section.entryItem.entries));
}
