/** An index of what logic, masking, forks and routes can point at, with each target's order. */
import type {
  AudienceQuestionTypeCode,
  EntryType,
  Questionnaire,
  QuestionTypeCode,
} from './model.ts';
import { MULTIPLE_CHOICE, getSetting } from './settings.ts';
import { flattenEntries } from './walk.ts';

/** Order of audience entries: before every questionnaire entry. */
export const AUDIENCE_ORDER = -1;

export interface QuestionTarget {
  order: number;
  entryNumber: number;
  typeCode: QuestionTypeCode | AudienceQuestionTypeCode;
  multiple: boolean;
  optionLks: Set<string>;
}

export interface MatrixTarget {
  order: number;
  entryNumber: number;
  rowLks: Set<string>;
  columnLks: Set<string>;
}

export interface ForkTarget {
  order: number;
  entryNumber: number;
  branchNumbers: Set<number>;
}

export interface ReferenceIndex {
  /** Entry number -> document order (depth first) and type. */
  entries: Map<number, { order: number; entryType: EntryType }>;
  questions: Map<string, QuestionTarget>;
  matrices: Map<string, MatrixTarget>;
  forks: Map<string, ForkTarget>;
}

/** Builds the reference index of a questionnaire. */
export function buildReferenceIndex(q: Questionnaire): ReferenceIndex {
  const index: ReferenceIndex = {
    entries: new Map(),
    questions: new Map(),
    matrices: new Map(),
    forks: new Map(),
  };
  for (const a of q.audienceEntries) {
    const item = a.entryItem;
    index.questions.set(item.questionLk, {
      order: AUDIENCE_ORDER,
      entryNumber: a.number,
      typeCode: item.questionTypeCode,
      multiple: item.settingValues.some(
        (s) => s.code.endsWith('audience_choice') && s.value === 'multiple_choice',
      ),
      optionLks: new Set(item.responseOptions.map((o) => o.responseOptionLk)),
    });
  }
  flattenEntries(q.entries).forEach((e, order) => {
    index.entries.set(e.number, { order, entryType: e.entryType });
    if (e.entryType === 'question') {
      const item = e.entryItem;
      index.questions.set(item.questionLk, {
        order,
        entryNumber: e.number,
        typeCode: item.questionTypeCode,
        multiple: getSetting(item.settingValues, 'BasicChoice') === MULTIPLE_CHOICE,
        optionLks: new Set(item.responseOptions.map((o) => o.responseOptionLk)),
      });
    } else if (e.entryType === 'matrix') {
      index.matrices.set(e.entryItem.matrixTitleLk, {
        order,
        entryNumber: e.number,
        rowLks: new Set(e.entryItem.matrixRows.map((r) => r.questionLk)),
        columnLks: new Set(e.entryItem.responseOptions.map((o) => o.responseOptionLk)),
      });
    } else if (e.entryType === 'fork') {
      index.forks.set(e.entryItem.fork.forkId, {
        order,
        entryNumber: e.number,
        branchNumbers: new Set(e.entryItem.fork.branches.map((b) => b.branchNumber)),
      });
    }
  });
  return index;
}
