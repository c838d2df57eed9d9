import { resolvePipes } from '@survey/domain/questionnaire/piping';
import type { AudienceEntry, Entry, Questionnaire } from '@survey/domain/questionnaire/model';
import { getSetting, MULTIPLE_CHOICE } from '@survey/domain/questionnaire/settings';

/** One row of the sidebar and one card of the list. */
export type ListItem =
  | { kind: 'audience'; key: string; entry: AudienceEntry }
  /** `sectionNumber`: the section holding the card (issue 38), absent at the top level. */
  | { kind: 'entry'; key: string; entry: Entry; sectionNumber?: number };

/** Spec 2 §9 question type labels. */
export function questionTypeLabel(entry: Entry): string {
  switch (entry.entryType) {
    case 'matrix':
      return 'Matrix';
    case 'textCard':
      return 'Text';
    case 'fork':
      return 'A/B fork';
    case 'section':
      return 'Section';
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
          return 'Free text';
      }
    }
  }
}

// Rows are memoised per entry, so a pipe reads as a neutral marker rather than its source's label
// (which changes when other cards move); the card's own title shows the label.
const pipeMarker = () => '[answer]';

/** The title a card shows in the sidebar. */
export function entryTitle(entry: Entry | AudienceEntry): string {
  if (entry.questionKind === 'audience') return entry.entryItem.question.text;
  switch (entry.entryType) {
    case 'question':
      return resolvePipes(entry.entryItem.question.text, pipeMarker);
    case 'matrix':
      return resolvePipes(entry.entryItem.matrixTitle.title, pipeMarker);
    case 'textCard':
      return resolvePipes(entry.entryItem.textCard.title, pipeMarker);
    case 'fork':
      return entry.entryItem.fork.name;
    case 'section':
      return entry.entryItem.name;
  }
}

/**
 * The cards in list order: the audience questions first (spec 2 §1: a separate, toggleable,
 * read-only group, shown when the switch is on), then the questionnaire's entries. Audience
 * questions hidden from the survey (hide_survey_question) are still listed: the researcher needs
 * to see what respondents were asked.
 */
export function listItems(q: Questionnaire, showAudience: boolean): ListItem[] {
  const audience: ListItem[] = showAudience
    ? q.audienceEntries.map((entry) => ({ kind: 'audience', key: `a${entry.number}`, entry }))
    : [];
  const entries: ListItem[] = [];
  for (const entry of q.entries) {
    entries.push({ kind: 'entry', key: `e${entry.number}`, entry });
    // Issue 38: a section's cards follow it, each knowing its section.
    if (entry.entryType !== 'section') continue;
    for (const card of entry.entryItem.entries) {
      entries.push({
        kind: 'entry',
        key: `e${card.number}`,
        entry: card,
        sectionNumber: entry.number,
      });
    }
  }
  return [...audience, ...entries];
}

/**
 * A card's identity for mounting: its item's id (chosen by the browser and kept when a command is
 * applied again after a conflict), not its entry number. Numbers are handed out in order, so after
 * another tab's edit the same number can name another card; a card keyed by number would then
 * carry its state, such as typing not yet saved, over to that other card.
 */
export function mountKey(item: ListItem): string {
  if (item.kind === 'audience') return item.key;
  const { entry } = item;
  switch (entry.entryType) {
    case 'question':
      return `q:${entry.entryItem.questionLk}`;
    case 'matrix':
      return `m:${entry.entryItem.matrixTitleLk}`;
    case 'textCard':
      return `t:${entry.entryItem.textCardLk}`;
    case 'fork':
      return `f:${entry.entryItem.fork.forkId}`;
    case 'section':
      return `s:${entry.entryItem.sectionId}`;
    default:
      return item.key;
  }
}
