/** What the engine answers to "what next?": a page to show, or the end and its outcome. */
import type { Entry } from '../../questionnaire/model.ts';
import type { AnswerKind, RespondentOption, RespondentRow } from '../respondentItems.ts';
import type { EndOutcome, PageKey } from './state.ts';

export interface EntryPage {
  kind: 'entry';
  /** Send it back with the answer (submitAnswer). */
  key: PageKey;
  /** 'audience' for the screening questions A{n}, shown as basic questions. */
  questionKind: 'audience' | 'questionnaire';
  /** A{n}, Q{n} or T{n}. */
  label: string;
  /**
   * The entry as presented: masked items removed and pipes resolved. Render it with this page's
   * `seed` (survey-ui's EntryView) to get exactly `options` and `rows` below.
   */
  entry: Entry;
  title: string;
  /** Options (a matrix's columns) in this respondent's order, default options last. */
  options: RespondentOption[];
  /** Matrix rows in this respondent's order; empty otherwise. */
  rows: RespondentRow[];
  answerKind: AnswerKind | null;
  /** The seed the option order comes from. */
  seed: string;
  /** Share of the survey's steps behind the respondent, 0 to 1. */
  progress: number;
}

export interface EndPage {
  kind: 'end';
  outcome: EndOutcome;
}

export type Page = EntryPage | EndPage;
