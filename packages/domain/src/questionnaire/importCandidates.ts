/**
 * What the import dialog lists of a source survey (spec 2 §4 "Import"): its importable top-level
 * entries with the spec's type labels and titles cut at 120 characters. Forks are not listed at
 * all (never importable, and a disabled row per fork only lengthens the list); audience entries
 * live outside `entries` and are not listed either. Sections are left out: the spec's type labels
 * name none.
 */
import { IMPORT_TITLE_MAX_CHARS } from './constants.ts';
import type { Entry, Questionnaire } from './model.ts';
import { describePipes } from './piping.ts';
import { getSetting, MULTIPLE_CHOICE } from './settings.ts';

export type ImportTypeLabel =
  | 'Single select'
  | 'Multi select'
  | 'Matrix single select'
  | 'Matrix multi select'
  | 'Text input'
  | 'Slider'
  | 'Ranked'
  | 'Text instruction';

export interface ImportCandidate {
  /** The entry's number in the source (what importQuestionnaireEntries takes). */
  number: number;
  /** Q{n} or T{n} in the source. */
  label: string;
  typeLabel: ImportTypeLabel;
  /** The title as the editor reads it (pipes as '[Q2]'), cut at 120 characters. */
  title: string;
}

/** The spec's type label of an importable entry; null for what cannot be imported. */
export function importTypeLabel(entry: Entry): ImportTypeLabel | null {
  switch (entry.entryType) {
    case 'question': {
      const item = entry.entryItem;
      switch (item.questionTypeCode) {
        case 'Basic':
          return getSetting(item.settingValues, 'BasicChoice') === MULTIPLE_CHOICE
            ? 'Multi select'
            : 'Single select';
        case 'Ranked':
          return 'Ranked';
        case 'Scale':
          return 'Slider';
        case 'FreeText':
          return 'Text input';
      }
      return null;
    }
    case 'matrix':
      return getSetting(entry.entryItem.settingValues, 'MatrixChoice') === MULTIPLE_CHOICE
        ? 'Matrix multi select'
        : 'Matrix single select';
    case 'textCard':
      return 'Text instruction';
    default:
      return null;
  }
}

/** `text` cut to at most `max` characters, the last of them an ellipsis when cut. */
export function truncateTitle(text: string, max: number = IMPORT_TITLE_MAX_CHARS): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

function titleOf(entry: Entry): string {
  switch (entry.entryType) {
    case 'question':
      return entry.entryItem.question.text;
    case 'matrix':
      return entry.entryItem.matrixTitle.title;
    case 'textCard':
      return entry.entryItem.textCard.title;
    default:
      return '';
  }
}

/** The source's entries the import dialog offers, in source order. */
export function importCandidates(source: Questionnaire): ImportCandidate[] {
  const out: ImportCandidate[] = [];
  for (const entry of source.entries) {
    const typeLabel = importTypeLabel(entry);
    if (typeLabel === null) continue;
    const title = describePipes(source, titleOf(entry)).replace(/\s+/g, ' ').trim();
    out.push({ number: entry.number, label: entry.label, typeLabel, title: truncateTitle(title) });
  }
  return out;
}
