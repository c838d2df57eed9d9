import type { LogicTerm } from '@survey/domain/questionnaire/logicModel';
import type {
  Entry,
  MatrixRow,
  Questionnaire,
  ResponseOption,
} from '@survey/domain/questionnaire/model';
import { flattenEntries } from '@survey/domain/questionnaire/walk';

/**
 * What a command touched, found from its arguments and the draft before and after, so that every
 * mutation can answer with the entry (and option, row or condition) it created or changed.
 */
export interface Affected {
  /** The entry created or changed; undefined when it was removed or the change is draft-wide. */
  entry: Entry | undefined;
  /** Entries the command created (add, duplicate, import), in document order. */
  created: Entry[];
  responseOption: ResponseOption | undefined;
  matrixRow: MatrixRow | undefined;
  logic: LogicTerm | undefined;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** The entry the arguments address, by the most specific key they carry. */
function addressedEntry(all: Entry[], args: Record<string, unknown>): Entry | undefined {
  if (typeof args.number === 'number') return all.find((e) => e.number === args.number);
  const matrixTitleLk = str(args.matrixTitleLk);
  if (matrixTitleLk) {
    return all.find((e) => e.entryType === 'matrix' && e.entryItem.matrixTitleLk === matrixTitleLk);
  }
  const textCardLk = str(args.textCardLk);
  if (textCardLk) {
    return all.find((e) => e.entryType === 'textCard' && e.entryItem.textCardLk === textCardLk);
  }
  const questionLk = str(args.questionLk);
  if (questionLk) {
    return all.find((e) => e.entryType === 'question' && e.entryItem.questionLk === questionLk);
  }
  const forkId = str(args.forkId);
  if (forkId) {
    return all.find((e) => e.entryType === 'fork' && e.entryItem.fork.forkId === forkId);
  }
  return undefined;
}

function optionsOf(e: Entry | undefined): ResponseOption[] {
  if (e?.entryType === 'question' || e?.entryType === 'matrix') return e.entryItem.responseOptions;
  return [];
}

function rowsOf(e: Entry | undefined): MatrixRow[] {
  return e?.entryType === 'matrix' ? e.entryItem.matrixRows : [];
}

/** The addressed item, or else the first one that was not there before. */
function pick<T>(
  now: T[],
  then: T[],
  key: (item: T) => string,
  addressed: string | undefined,
): T | undefined {
  if (addressed) return now.find((item) => key(item) === addressed);
  const old = new Set(then.map(key));
  return now.find((item) => !old.has(key(item)));
}

/** What the command touched; cheap (one walk of each draft). */
export function findAffected(
  before: Questionnaire,
  after: Questionnaire,
  args: Record<string, unknown>,
): Affected {
  const all = flattenEntries(after.entries);
  const created = all.filter((e) => e.number > before.lastEntryNumber);
  const nothing = { responseOption: undefined, matrixRow: undefined, logic: undefined };
  if (created.length > 0) return { entry: created[0], created, ...nothing };
  const entry = addressedEntry(all, args);
  if (!entry) return { entry: undefined, created, ...nothing };
  const previous = flattenEntries(before.entries).find((e) => e.number === entry.number);
  const rowLk = entry.entryType === 'matrix' ? str(args.questionLk) : undefined;
  return {
    entry,
    created,
    responseOption: pick(
      optionsOf(entry),
      optionsOf(previous),
      (o) => o.responseOptionLk,
      str(args.responseOptionLk),
    ),
    matrixRow: pick(rowsOf(entry), rowsOf(previous), (r) => r.questionLk, rowLk),
    logic: pick(
      entry.questionLogic,
      previous?.questionLogic ?? [],
      (t) => t.propositionId,
      undefined,
    ),
  };
}
