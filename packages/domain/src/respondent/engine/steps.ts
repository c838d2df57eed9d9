/**
 * The published survey laid out as the steps a respondent walks through: the audience questions
 * first (screening), then every questionnaire entry in document order (a section's entries after
 * it). Built once per published survey object and kept in a WeakMap: the server and the simulated
 * panel call the engine many times per survey.
 */
import type { Entry, ForkItem } from '../../questionnaire/model.ts';
import { flattenEntries } from '../../questionnaire/walk.ts';
import {
  audienceQuestionEntry,
  audienceQuestionOf,
  type AudienceQuestion,
} from './audienceQuestions.ts';
import type { PublishedSurvey } from './published.ts';
import type { SessionOrder } from './layoutTypes.ts';
import type { PageKey } from './state.ts';

export type Step =
  | { kind: 'audience'; key: PageKey; question: AudienceQuestion; entry: Entry }
  | { kind: 'entry'; key: PageKey; entry: Entry };

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
  /** The walk of a session without a layout: every step in document order. */
  documentOrder: SessionOrder;
}

export const audienceKey = (memberNumber: number): PageKey => `audience:${memberNumber}`;
export const entryKey = (entryNumber: number): PageKey => `entry:${entryNumber}`;

function build(published: PublishedSurvey): SurveySteps {
  const steps: Step[] = published.audience.members.map((member, i) => {
    const question = audienceQuestionOf(member);
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
  const indexByKey = new Map(steps.map((s, i) => [s.key, i]));
  const order = steps.map((_, i) => i);
  const documentOrder = { order, placeOf: new Map(order.map((i) => [i, i])) };
  const topLevel = published.questionnaire.entries;
  return {
    steps,
    screeningCount,
    indexByKey,
    indexByNumber,
    keyByLk,
    forks,
    topLevel,
    documentOrder,
  };
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
