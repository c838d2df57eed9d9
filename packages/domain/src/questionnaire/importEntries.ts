/**
 * Import filtering (spec 2 §4 "Import"): copy chosen entries of another questionnaire, never forks
 * or audience entries, with fresh ids, in their source order, to a position.
 */
import { insertEntries } from './access.ts';
import { END_OF_SURVEY_TARGET } from './constants.ts';
import { type CommandContext, clock, idSource } from './context.ts';
import { type CopyMaps, copyEntry, remapCopiedEntry } from './copy.ts';
import { fail } from './errors.ts';
import { reserveEntryNumbers } from './factories.ts';
import type { Entry, Questionnaire } from './model.ts';
import { renamePipes } from './piping.ts';
import { pruneReferences } from './prune.ts';
import { renameStylingPipes } from './richText.ts';
import { renumber } from './renumber.ts';
import { normaliseMatrixSettings, normaliseQuestionSettings } from './settingRules.ts';
import { flattenEntries } from './walk.ts';

/**
 * The source entries chosen for import, in source order; throws for forks and unknown numbers.
 * Entry numbers name questionnaire entries only: audience entries carry member numbers from the
 * audience's own counter, so they can never be chosen (spec 2 §4: they cannot be imported).
 */
export function selectImportable(source: Questionnaire, entryNumbers: readonly number[]): Entry[] {
  const wanted = new Set(entryNumbers);
  const chosen = source.entries.filter((e) => wanted.has(e.number));
  const found = new Set(flattenEntries(chosen).map((e) => e.number));
  for (const n of wanted) {
    if (!found.has(n)) fail('ENTRY_NOT_FOUND', `The source has no top-level entry ${n}`);
  }
  if (flattenEntries(chosen).some((e) => e.entryType === 'fork')) {
    fail('IMPORT_NOT_ALLOWED', 'Forks cannot be imported');
  }
  return chosen;
}

/**
 * What of `source` an import of `entryNumbers` reads: the chosen top-level entries. Importing from
 * it gives the same result, or the same refusal, as importing from the whole source, so the server
 * logs this much smaller copy for replay instead of the whole source draft.
 */
export function importSourceOf(
  source: Questionnaire,
  entryNumbers: readonly number[],
): Questionnaire {
  const wanted = new Set(entryNumbers);
  return {
    ...source,
    entries: source.entries.filter((e) => wanted.has(e.number)),
    audienceEntries: [],
  };
}

function fitSettings(e: Entry, target: Questionnaire): Entry {
  if (e.entryType === 'question') {
    return { ...e, entryItem: normaliseQuestionSettings(e.entryItem, target.locale) };
  }
  if (e.entryType === 'matrix') return { ...e, entryItem: normaliseMatrixSettings(e.entryItem) };
  return e;
}

/**
 * Pipes between copied questions follow the copies (Q2 quoting Q1, both imported, quotes the new
 * Q1); a pipe to a question left behind keeps its source lk and is flagged by validation.
 */
function followCopiedPipes(e: Entry, ids: ReadonlyMap<string, string>): Entry {
  const rename = (lk: string) => ids.get(lk) ?? lk;
  switch (e.entryType) {
    case 'question': {
      const question = e.entryItem.question;
      const text = renamePipes(question.text, rename);
      if (text === question.text) return e;
      const textStyling = renameStylingPipes(
        question.textStyling,
        rename,
      ) as typeof question.textStyling;
      return { ...e, entryItem: { ...e.entryItem, question: { ...question, text, textStyling } } };
    }
    case 'matrix': {
      const t = e.entryItem.matrixTitle;
      const title = renamePipes(t.title, rename);
      if (title === t.title) return e;
      const titleStyling = renameStylingPipes(t.titleStyling, rename) as typeof t.titleStyling;
      return { ...e, entryItem: { ...e.entryItem, matrixTitle: { ...t, title, titleStyling } } };
    }
    case 'textCard': {
      const card = e.entryItem.textCard;
      const title = renamePipes(card.title, rename);
      if (title === card.title) return e;
      const titleStyling = renameStylingPipes(
        card.titleStyling,
        rename,
      ) as typeof card.titleStyling;
      return { ...e, entryItem: { ...e.entryItem, textCard: { ...card, title, titleStyling } } };
    }
    default:
      return e;
  }
}

/**
 * Copies the entries into `target` at `position`. Logic, masking and routes pointing outside the
 * copied set are dropped, and so are fork groups and audience conditions (they belong to the
 * source survey).
 */
export function importEntries(
  target: Questionnaire,
  source: Questionnaire,
  entryNumbers: readonly number[],
  position: number,
  ctx: CommandContext,
): Questionnaire {
  const chosen = selectImportable(source, entryNumbers);
  if (chosen.length === 0) fail('INVALID_ARGUMENT', 'Choose at least one entry to import');
  if (!Number.isInteger(position) || position < 0 || position > target.entries.length) {
    fail('INVALID_POSITION', `position must be between 0 and ${target.entries.length}`);
  }
  const now = clock(ctx);
  const newId = idSource(target, ctx);
  const { numbers, lastEntryNumber } = reserveEntryNumbers(target, flattenEntries(chosen).length);
  let i = 0;
  const maps: CopyMaps = { ids: new Map(), numbers: new Map() };
  const fresh = { newId, nextNumber: () => numbers[i++] ?? lastEntryNumber, now, maps };
  const copies = chosen.map((e) => copyEntry(e, fresh));
  const remapped = copies.map((e) =>
    fitSettings(
      followCopiedPipes(remapCopiedEntry(e, maps, END_OF_SURVEY_TARGET), maps.ids),
      target,
    ),
  );
  return renumber(
    pruneReferences({ ...insertEntries(target, position, remapped), lastEntryNumber }),
  );
}
