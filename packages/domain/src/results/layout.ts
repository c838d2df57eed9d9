/**
 * The result entries of a published survey without their counts: what the results page draws a
 * chart card for, in order. Audience questions first (A{n}, as respondents meet them), then the
 * questionnaire's questions and matrices in document order with the editor's Q{n} labels; text
 * cards, forks and sections take no answer and give no entry.
 */
import { sanitiseStyling } from '../questionnaire/richText.ts';
import type { Entry, Questionnaire } from '../questionnaire/model.ts';
import { getIntSetting, isEnabled } from '../questionnaire/settings.ts';
import {
  answerKind,
  DEFAULT_OPTIONS,
  isMultipleChoice,
  type AnswerKind,
} from '../respondent/respondentItems.ts';
import type { AudienceQuestion } from '../respondent/engine/audienceQuestions.ts';
import type { PublishedSurvey } from '../respondent/engine/published.ts';
import type { PageKey } from '../respondent/engine/state.ts';
import { surveySteps, type SurveyLoop } from '../respondent/engine/steps.ts';
import {
  entryForItem,
  iterationId,
  iterationLabel,
  loopedCards,
  loopItemsId,
} from './loopResults.ts';
import type { Media } from '../questionnaire/model.ts';
import type { ResultEntry, ResultMedia, ResultQuestionType } from './contract.ts';
import { rankLabel } from './rankLabel.ts';
import { scaleBins, type ScaleBins, type ScaleRange } from './scaleBins.ts';
import { SECTION_FIRST, SECTIONS_SEEN, sectionOptionId } from './sectionVariables.ts';
import { rotatingSections } from '../questionnaire/sections.ts';

export interface LayoutItem {
  id: string;
  text: string;
  /** An option's media (for the row it becomes); absent when it has none. */
  media?: ResultMedia;
}

export interface LayoutRow {
  id: string;
  text: string;
  position: number;
  items: LayoutItem[];
  media?: ResultMedia;
  /**
   * A single-select audience option that does not qualify: whoever picks it is screened out, so
   * no complete holds it. The crosstab leaves it out of its banner (issue 35 §3).
   */
  screensOut?: true;
}

/** `{ media }` for an item with media, `{}` without, so rows without media carry no key. */
const withMedia = (media: Media | null): { media?: ResultMedia } =>
  media ? { media: { mediaUrl: media.mediaUrl, mediaType: media.mediaType } } : {};

export type LayoutHeader = Omit<
  ResultEntry,
  'samplesCollected' | 'samplesCollectedFiltered' | 'rows' | 'scale'
>;

export interface LayoutEntry extends LayoutHeader {
  /** The page whose stored answer this entry counts. */
  pageKey: PageKey;
  answerKind: AnswerKind;
  rows: LayoutRow[];
  /** Sliders only: the range and its histogram bins. */
  scale: (ScaleRange & ScaleBins) | null;
}

export interface ResultLayout {
  entries: LayoutEntry[];
  byId: ReadonlyMap<string, LayoutEntry>;
  /** The questionnaire's language (ISO 639-1): free-text themes use its stop words and stems. */
  language: string;
}

export const SELECTED: LayoutItem = { id: 'selected', text: 'Selected' };
export const rankItemId = (rank: number) => `rank:${rank}`;

const byPosition = <T extends { position: number }>(xs: readonly T[]) =>
  [...xs].sort((a, b) => a.position - b.position);

/** Options of a question or columns of a matrix, in the editor's order, default options last. */
function optionsOf(entry: Entry): LayoutItem[] {
  if (entry.entryType !== 'question' && entry.entryType !== 'matrix') return [];
  const item = entry.entryItem;
  return [
    ...byPosition(item.responseOptions).map((o) => ({
      id: o.responseOptionLk,
      text: o.responseOption.value,
      ...withMedia(o.media),
    })),
    ...DEFAULT_OPTIONS.filter((d) => isEnabled(item.settingValues, d.code)).map((d) => ({
      id: `default:${d.code}`,
      text: d.label,
    })),
  ];
}

const rowsOf = (items: LayoutItem[], cells: (o: LayoutItem) => LayoutItem[]): LayoutRow[] =>
  items.map((o, position) => ({
    id: o.id,
    text: o.text,
    position,
    items: cells(o),
    ...(o.media ? { media: o.media } : {}),
  }));

function rankedRows(entry: Entry): LayoutRow[] {
  if (entry.entryType !== 'question') return [];
  const options = optionsOf(entry);
  const rankable = options.filter((o) => !o.id.startsWith('default:')).length;
  const top = getIntSetting(entry.entryItem.settingValues, 'RankChoiceRequisite');
  const ranks = top > 0 ? Math.min(top, rankable) : rankable;
  const rankItems = Array.from({ length: ranks }, (_, i) => ({
    id: rankItemId(i + 1),
    text: rankLabel(i + 1),
  }));
  // A default option ("Don't know") is answered instead of a ranking: it has no rank.
  return rowsOf(options, (o) => (o.id.startsWith('default:') ? [SELECTED] : rankItems));
}

const QUESTION_TYPE: Record<AnswerKind, ResultQuestionType> = {
  choice: 'basic',
  ranked: 'ranked',
  scale: 'scale',
  text: 'text',
  matrix: 'matrix',
};

export function layoutEntry(
  entry: Entry,
  pageKey: PageKey,
  kind: AnswerKind,
  at: { audience: boolean; label: string; contextPosition: number; entryPosition: number },
): LayoutEntry | null {
  const base = {
    label: at.label,
    questionType: QUESTION_TYPE[kind],
    questionKind: at.audience ? ('Audience' as const) : ('Questionnaire' as const),
    isMultipleChoice: isMultipleChoice(entry),
    contextPosition: at.contextPosition,
    entryPosition: at.entryPosition,
    pageKey,
    answerKind: kind,
  };
  if (entry.entryType === 'matrix') {
    const item = entry.entryItem;
    const columns = optionsOf(entry);
    return {
      ...base,
      id: item.matrixTitleLk,
      entryType: 'matrix',
      text: item.matrixTitle.title,
      textStyling: sanitiseStyling(item.matrixTitle.titleStyling),
      mediaUrl: null,
      mediaType: null,
      hasRandomisedOptions: isEnabled(item.settingValues, 'MatrixRandomiseResponseOptions'),
      rows: byPosition(item.matrixRows).map((r, position) => ({
        id: r.questionLk,
        text: r.question.text,
        position,
        items: columns,
        ...withMedia(r.questionMedia),
      })),
      scale: null,
    };
  }
  if (entry.entryType !== 'question') return null;
  const item = entry.entryItem;
  const range =
    kind === 'scale' ? (item.questionScale?.range ?? { min: 0, max: 100, step: 1 }) : null;
  const scale = range && { min: range.min, max: range.max, step: range.step, ...scaleBins(range) };
  const rows =
    kind === 'choice'
      ? rowsOf(optionsOf(entry), () => [SELECTED])
      : kind === 'ranked'
        ? rankedRows(entry)
        : scale
          ? scale.bins.map((b, position) => ({
              id: b.id,
              text: b.text,
              position,
              items: [SELECTED],
            }))
          : [];
  return {
    ...base,
    id: item.questionLk,
    entryType: 'question',
    text: item.question.text,
    textStyling: sanitiseStyling(item.question.textStyling),
    mediaUrl: item.questionMedia?.mediaUrl ?? null,
    mediaType: item.questionMedia?.mediaType ?? null,
    hasRandomisedOptions: isEnabled(item.settingValues, 'RandomiseOptions'),
    rows,
    scale,
  };
}

/**
 * Marks the options of a single-select audience question that screen out. A multi select's
 * non-qualifying options are not marked: a complete may pick them beside qualifying ones.
 */
function markScreenOuts(entry: LayoutEntry, question: AudienceQuestion): LayoutEntry {
  if (question.multiple) return entry;
  const out = new Set(question.options.filter((o) => !o.qualifies).map((o) => o.key));
  if (out.size === 0) return entry;
  return {
    ...entry,
    rows: entry.rows.map((r) => (out.has(r.id) ? { ...r, screensOut: true } : r)),
  };
}

/** A section's name as results show it: its label, then its name when it has one. */
const sectionTitle = (s: { label: string; entryItem: { name?: string | null } }) =>
  s.entryItem.name ? `${s.label} ${s.entryItem.name}` : s.label;

/** A derived choice entry (no card of its own): what respondents were shown, not what they said. */
export function derivedEntry(
  e: { id: string; label: string; text: string; multiple: boolean; contextPosition: number },
  rows: readonly { id: string; text: string }[],
): LayoutEntry {
  return {
    id: e.id,
    label: e.label,
    entryType: 'question',
    questionType: 'basic',
    questionKind: 'Questionnaire',
    isMultipleChoice: e.multiple,
    text: e.text,
    textStyling: null,
    mediaUrl: null,
    mediaType: null,
    hasRandomisedOptions: false,
    contextPosition: e.contextPosition,
    entryPosition: e.contextPosition,
    pageKey: e.id,
    answerKind: 'choice',
    rows: rows.map((r, position) => ({ ...r, position, items: [SELECTED] })),
    scale: null,
  };
}

// Issue 38 §1: the derived entries of rotated sections (ids and answers: sectionVariables.ts).
function derived(
  id: string,
  text: string,
  multiple: boolean,
  q: Questionnaire,
  contextPosition: number,
): LayoutEntry {
  return derivedEntry(
    { id, label: multiple ? 'Seen' : 'First', text, multiple, contextPosition },
    rotatingSections(q).map((s) => ({ id: sectionOptionId(s.number), text: sectionTitle(s) })),
  );
}

/** Issue 38 §2: the derived 'Loop items' entry of a looped section (its answers: loopAnswers). */
function loopItemsEntry(loop: SurveyLoop, contextPosition: number): LayoutEntry {
  const section = loop.section;
  return derivedEntry(
    {
      id: loopItemsId(section.number),
      label: `${section.label}_items`,
      text: `Loop items: ${sectionTitle(section)}`,
      multiple: true,
      contextPosition,
    },
    loop.items.map((item) => ({ id: item.key, text: `Loop item: ${item.text}` })),
  );
}

/** The derived result entries of a questionnaire with rotating sections (none without). */
export function sectionLayoutEntries(q: Questionnaire, contextPosition: number): LayoutEntry[] {
  if (rotatingSections(q).length === 0) return [];
  return [
    derived(SECTIONS_SEEN, 'Sections seen', true, q, contextPosition),
    derived(SECTION_FIRST, 'Section seen first', false, q, contextPosition + 1),
  ];
}

const layouts = new WeakMap<PublishedSurvey, ResultLayout>();

/** The result entries of a published survey (computed once per object). */
export function resultLayout(published: PublishedSurvey): ResultLayout {
  const known = layouts.get(published);
  if (known) return known;
  const { steps, screeningCount, loops } = surveySteps(published);
  const entries: LayoutEntry[] = [];
  const looped = loopedCards(loops);
  steps.forEach((step, i) => {
    // Issue 38 §2: a looped card has no answers of its own, only its iterations (loopResults.ts).
    if (step.kind === 'entry' && step.loop === undefined && looped.has(step.entry.number)) return;
    const iteration = step.kind === 'entry' ? step.loop : undefined;
    const entry = iteration ? entryForItem(step.entry, iteration.item.text) : step.entry;
    const kind = answerKind(entry);
    if (kind === null) return;
    const audience = step.kind === 'audience';
    const made = layoutEntry(entry, step.key, kind, {
      audience,
      label: iteration ? iterationLabel(step.entry.label, loops, iteration) : step.entry.label,
      contextPosition: entries.length,
      entryPosition: audience ? i : i - screeningCount,
    });
    if (!made) return;
    if (iteration) entries.push({ ...made, id: iterationId(made.id, iteration.item.key) });
    else entries.push(step.kind === 'audience' ? markScreenOuts(made, step.question) : made);
  });
  // Issue 38: 'Sections seen' and 'Section seen first' after the questions (sectionVariables.ts).
  entries.push(...sectionLayoutEntries(published.questionnaire, entries.length));
  // Issue 38 §2: 'Loop items' of each looped section, after those (loopResults.ts).
  for (const loop of loops.values()) entries.push(loopItemsEntry(loop, entries.length));
  const layout = {
    entries,
    byId: new Map(entries.map((e) => [e.id, e])),
    language: published.questionnaire.locale.language,
  };
  layouts.set(published, layout);
  return layout;
}
