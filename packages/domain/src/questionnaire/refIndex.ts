/** An index of what logic, masking, forks and routes can point at, with each target's order. */
import { entryFacts, type EntryFacts } from './entryFacts.ts';
import type {
  AudienceQuestionTypeCode,
  Entry,
  EntryType,
  Questionnaire,
  QuestionTypeCode,
} from './model.ts';
import { flattenEntries } from './walk.ts';

/** Order of audience entries: before every questionnaire entry. */
export const AUDIENCE_ORDER = -1;

export interface QuestionTarget {
  order: number;
  entryNumber: number;
  typeCode: QuestionTypeCode | AudienceQuestionTypeCode;
  multiple: boolean;
  optionLks: ReadonlySet<string>;
  /** Issue 38 §2: the question is a card of a looped section (answered once per iteration). */
  inLoop: boolean;
}

export interface MatrixTarget {
  order: number;
  entryNumber: number;
  rowLks: ReadonlySet<string>;
  columnLks: ReadonlySet<string>;
}

export interface ForkTarget {
  order: number;
  entryNumber: number;
  branchNumbers: ReadonlySet<number>;
}

export interface ReferenceIndex {
  /** Entry number -> document order (depth first) and type. */
  entries: Map<number, { order: number; entryType: EntryType }>;
  questions: Map<string, QuestionTarget>;
  matrices: Map<string, MatrixTarget>;
  forks: Map<string, ForkTarget>;
}

/** Index keys: item lks (questions, matrices, forks) and entry numbers. */
export interface ReferenceKeys {
  lks: Set<string>;
  numbers: Set<number>;
}

/**
 * The index of the document whose entries in document order are `all`, with their facts (the
 * invariant checker has both already). With `only`, just those keys are indexed: each lookup of
 * one of them answers as in the whole index, at a fraction of its cost.
 */
export function referenceIndexOf(
  q: Questionnaire,
  all: readonly Entry[],
  facts: readonly EntryFacts[],
  only?: ReferenceKeys,
): ReferenceIndex {
  const index: ReferenceIndex = {
    entries: new Map(),
    questions: new Map(),
    matrices: new Map(),
    forks: new Map(),
  };
  for (const a of q.audienceEntries) {
    const item = a.entryItem;
    if (only && !only.lks.has(item.questionLk)) continue;
    index.questions.set(item.questionLk, {
      order: AUDIENCE_ORDER,
      entryNumber: a.number,
      typeCode: item.questionTypeCode,
      multiple: item.settingValues.some(
        (s) => s.code.endsWith('audience_choice') && s.value === 'multiple_choice',
      ),
      optionLks: new Set(item.responseOptions.map((o) => o.responseOptionLk)),
      inLoop: false,
    });
  }
  // Document order puts a section's cards right after it: they are in its loop up to loopEnd.
  let loopEnd = -1;
  all.forEach((e, order) => {
    const entryNumber = e.number;
    if (e.entryType === 'section') {
      loopEnd = e.entryItem.loop === undefined ? -1 : order + e.entryItem.entries.length;
    }
    if (!only || only.numbers.has(entryNumber)) {
      index.entries.set(entryNumber, { order, entryType: e.entryType });
    }
    const t = (facts[order] as EntryFacts).target;
    if (t.kind === 'none' || (only && !only.lks.has(t.lk))) return;
    // Field by field: spreading the memoised target costs more than the rest of the loop.
    if (t.kind === 'question') {
      const { typeCode, multiple, optionLks } = t;
      const inLoop = order <= loopEnd;
      index.questions.set(t.lk, { order, entryNumber, typeCode, multiple, optionLks, inLoop });
    } else if (t.kind === 'matrix') {
      const { rowLks, columnLks } = t;
      index.matrices.set(t.lk, { order, entryNumber, rowLks, columnLks });
    } else {
      index.forks.set(t.lk, { order, entryNumber, branchNumbers: t.branchNumbers });
    }
  });
  return index;
}

/** Builds the reference index of a questionnaire. */
export function buildReferenceIndex(q: Questionnaire): ReferenceIndex {
  const all = flattenEntries(q.entries);
  return referenceIndexOf(q, all, all.map(entryFacts));
}
