/**
 * The published survey laid out as the steps a respondent walks through: the audience questions
 * first (screening), then every questionnaire entry in document order (a section's entries after
 * it). Built once per published survey object and kept in a WeakMap: the server and the simulated
 * panel call the engine many times per survey.
 */
import type { Entry, ForkItem, SectionEntry } from '../../questionnaire/model.ts';
import { writtenLanguageOf } from '../../questionnaire/translations/writtenLanguage.ts';
import { flattenEntries } from '../../questionnaire/walk.ts';
import {
  audienceQuestionEntry,
  audienceQuestionIn,
  audienceQuestionOf,
  type AudienceQuestion,
} from './audienceQuestions.ts';
import type { PublishedSurvey } from './published.ts';
import type { SessionOrder } from './layoutTypes.ts';
import { loopKey, possibleLoopItems, questionsByLk, type LoopItem } from './loopItems.ts';
import type { PageKey } from './state.ts';

/** Issue 38 §2: the iteration of a looped section's card a step is (loopItems.ts). */
export interface LoopStep {
  sectionNumber: number;
  item: LoopItem;
}

export type Step =
  | { kind: 'audience'; key: PageKey; question: AudienceQuestion; entry: Entry }
  | { kind: 'entry'; key: PageKey; entry: Entry; loop?: LoopStep };

/** A looped section: its possible items, the source's page and each iteration's steps. */
export interface SurveyLoop {
  section: SectionEntry;
  items: LoopItem[];
  /** The page answering the source question (undefined: a fixed list). */
  sourceKey: PageKey | undefined;
  /** Item key -> the step indexes of the section's cards for that item, in document order. */
  steps: Map<string, Map<number, number>>;
}

export interface SurveySteps {
  steps: Step[];
  /** Steps before this index are audience questions. */
  screeningCount: number;
  indexByKey: Map<PageKey, number>;
  /** Step index by questionnaire entry number (route targets). */
  indexByNumber: Map<number, number>;
  /** Page key answering a questionLk, matrixTitleLk or audience question key. */
  keyByLk: Map<string, PageKey>;
  forks: Map<string, ForkItem['fork']>;
  /** The questionnaire's top-level entries (rotating sections are laid out among them). */
  topLevel: readonly Entry[];
  /** The walk of a session without a layout or loops: the steps in document order (no iteration). */
  documentOrder: SessionOrder;
  /** Issue 38 §2: the looped sections by entry number. */
  loops: Map<number, SurveyLoop>;
}

export const audienceKey = (memberNumber: number): PageKey => `audience:${memberNumber}`;
export const entryKey = (entryNumber: number): PageKey => `entry:${entryNumber}`;

function build(published: PublishedSurvey): SurveySteps {
  // The respondent's language: `publishedIn` sets it on the questionnaire's locale; its written
  // form as the runner's catalogue reads it (Traditional Chinese in Hong Kong and Taiwan).
  const language = writtenLanguageOf(published.questionnaire.locale);
  const steps: Step[] = published.audience.members.map((member, i) => {
    const question = audienceQuestionIn(audienceQuestionOf(member), language);
    return {
      kind: 'audience',
      key: audienceKey(member.number),
      question,
      entry: audienceQuestionEntry(question, i),
    };
  });
  const screeningCount = steps.length;
  const keyByLk = new Map<string, PageKey>();
  for (const s of steps) if (s.kind === 'audience') keyByLk.set(s.question.key, s.key);
  const indexByNumber = new Map<number, number>();
  const forks = new Map<string, ForkItem['fork']>();
  for (const entry of flattenEntries(published.questionnaire.entries)) {
    const key = entryKey(entry.number);
    indexByNumber.set(entry.number, steps.length);
    steps.push({ kind: 'entry', key, entry });
    if (entry.entryType === 'question') keyByLk.set(entry.entryItem.questionLk, key);
    if (entry.entryType === 'matrix') keyByLk.set(entry.entryItem.matrixTitleLk, key);
    if (entry.entryType === 'fork') forks.set(entry.entryItem.fork.forkId, entry.entryItem.fork);
  }
  const topLevel = published.questionnaire.entries;
  const loops = buildLoops(topLevel, steps, keyByLk);
  const looped = new Set<number>();
  for (const loop of loops.values()) {
    for (const e of flattenEntries(loop.section.entryItem.entries)) looped.add(e.number);
  }
  const indexByKey = new Map(steps.map((s, i) => [s.key, i]));
  // A looped section's cards are walked per iteration only (sectionLayout.ts's buildOrder).
  const order = steps.flatMap((s, i) =>
    s.kind === 'entry' && (s.loop !== undefined || looped.has(s.entry.number)) ? [] : [i],
  );
  const documentOrder = { order, placeOf: new Map(order.map((i, place) => [i, place])) };
  return {
    steps,
    screeningCount,
    indexByKey,
    indexByNumber,
    keyByLk,
    forks,
    topLevel,
    documentOrder,
    loops,
  };
}

/** Appends a step per looped card and possible item (after every other step: indexes stay). */
function buildLoops(
  topLevel: readonly Entry[],
  steps: Step[],
  keyByLk: ReadonlyMap<string, PageKey>,
): Map<number, SurveyLoop> {
  const loops = new Map<number, SurveyLoop>();
  const sections = topLevel.filter(
    (e): e is SectionEntry => e.entryType === 'section' && e.entryItem.loop !== undefined,
  );
  if (sections.length === 0) return loops;
  const questions = questionsByLk(topLevel);
  for (const section of sections) {
    const items = possibleLoopItems(section, questions);
    const lk = section.entryItem.loop?.sourceQuestionLk;
    const byItem = new Map<string, Map<number, number>>();
    for (const item of items) {
      const byCard = new Map<number, number>();
      for (const entry of flattenEntries(section.entryItem.entries)) {
        byCard.set(entry.number, steps.length);
        const key = loopKey(entryKey(entry.number), item.key);
        steps.push({ kind: 'entry', key, entry, loop: { sectionNumber: section.number, item } });
      }
      byItem.set(item.key, byCard);
    }
    const sourceKey = lk === undefined ? undefined : keyByLk.get(lk);
    loops.set(section.number, { section, items, sourceKey, steps: byItem });
  }
  return loops;
}

const cache = new WeakMap<PublishedSurvey, SurveySteps>();

/** The steps of a published survey (computed once per object). */
export function surveySteps(published: PublishedSurvey): SurveySteps {
  let steps = cache.get(published);
  if (steps === undefined) {
    steps = build(published);
    cache.set(published, steps);
  }
  return steps;
}
