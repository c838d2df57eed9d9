/** An index of what logic, masking, forks and routes can point at, with each target's order. */
import { memoiseByContent } from './entryMemo.ts';
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
  optionLks: ReadonlySet<string>;
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

/** What an entry offers to references, without its number and document order. */
type EntryTarget =
  | { kind: 'question'; lk: string; target: Omit<QuestionTarget, 'order' | 'entryNumber'> }
  | { kind: 'matrix'; lk: string; target: Omit<MatrixTarget, 'order' | 'entryNumber'> }
  | { kind: 'fork'; lk: string; target: Omit<ForkTarget, 'order' | 'entryNumber'> }
  | { kind: 'none' };

/** Memoised (entryMemo.ts): an edit builds the sets of the entries it changed only. */
const targetOf = memoiseByContent((e): EntryTarget => {
  if (e.entryType === 'question') {
    const item = e.entryItem;
    return {
      kind: 'question',
      lk: item.questionLk,
      target: {
        typeCode: item.questionTypeCode,
        multiple: getSetting(item.settingValues, 'BasicChoice') === MULTIPLE_CHOICE,
        optionLks: new Set(item.responseOptions.map((o) => o.responseOptionLk)),
      },
    };
  }
  if (e.entryType === 'matrix') {
    return {
      kind: 'matrix',
      lk: e.entryItem.matrixTitleLk,
      target: {
        rowLks: new Set(e.entryItem.matrixRows.map((r) => r.questionLk)),
        columnLks: new Set(e.entryItem.responseOptions.map((o) => o.responseOptionLk)),
      },
    };
  }
  if (e.entryType === 'fork') {
    return {
      kind: 'fork',
      lk: e.entryItem.fork.forkId,
      target: { branchNumbers: new Set(e.entryItem.fork.branches.map((b) => b.branchNumber)) },
    };
  }
  return { kind: 'none' };
});

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
    const t = targetOf(e);
    const entryNumber = e.number;
    // Built field by field: spreading the memoised target costs more than the rest of the loop.
    if (t.kind === 'question') {
      const { typeCode, multiple, optionLks } = t.target;
      index.questions.set(t.lk, { order, entryNumber, typeCode, multiple, optionLks });
    } else if (t.kind === 'matrix') {
      const { rowLks, columnLks } = t.target;
      index.matrices.set(t.lk, { order, entryNumber, rowLks, columnLks });
    } else if (t.kind === 'fork') {
      index.forks.set(t.lk, { order, entryNumber, branchNumbers: t.target.branchNumbers });
    }
  });
  return index;
}
