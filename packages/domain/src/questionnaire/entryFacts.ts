/**
 * Everything the invariant checker and the reference index derive from one entry's content,
 * computed once per content: a check after an edit looks again only at the entries the edit
 * changed, and the document-level rules (invariants.ts, refIndex.ts, prune.ts) combine these
 * facts. Commands never mutate their input and keep every part of the document they do not
 * change, so facts stay true while the content is the same objects. The memo is keyed by the
 * entry's `entryItem` (identity only) and checked against `entryType`, `questionLogic` and
 * `forks`, the rest of the content (entryContent.ts); a document parsed from storage has new
 * objects and is fully checked on its first edit.
 */
import { MAX_FORK_BRANCHES, MIN_FORK_BRANCHES } from './constants.ts';
import { loopShapeProblem } from './loops.ts';
import type { EntryContent } from './entryContent.ts';
import { idHashes } from './idHashes.ts';
import { entryIds } from './ids.ts';
import type { EntryForkRef, MaskingKey, MaskingRule, Proposition } from './logicModel.ts';
import type {
  AudienceQuestionTypeCode,
  Entry,
  QuestionTypeCode,
  ResponseOption,
  Route,
} from './model.ts';
import { MULTIPLE_CHOICE, getSetting, isEnabled } from './settings.ts';
import { textKey } from './textKey.ts';

export type InvariantRule = 'positions' | 'ids' | 'numbering' | 'references' | 'forks' | 'shape';

/** A broken rule of one entry; the message lacks the entry's label (renumbering changes it). */
export interface EntryProblem {
  rule: InvariantRule;
  text: string;
}

/** What an entry offers to references, without its number and document order. */
export type EntryTarget =
  | {
      kind: 'question';
      lk: string;
      typeCode: QuestionTypeCode | AudienceQuestionTypeCode;
      multiple: boolean;
      optionLks: ReadonlySet<string>;
    }
  | { kind: 'matrix'; lk: string; rowLks: ReadonlySet<string>; columnLks: ReadonlySet<string> }
  | { kind: 'fork'; lk: string; branchNumbers: ReadonlySet<number> }
  | { kind: 'none' };

/** One reference the entry makes, in the order brokenReferences reports them. */
export type EntryReference =
  | { kind: 'logic'; proposition: Proposition }
  | { kind: 'fork'; ref: EntryForkRef }
  /** key null: a masking rule without keys, broken wherever it is. */
  | { kind: 'masking'; key: MaskingKey | null }
  | { kind: 'route'; route: Route; routable: boolean }
  /** Issue 38 §2: a section's loop over the choices of an earlier multi select. */
  | { kind: 'loop'; questionLk: string };

export interface EntryFacts {
  /** The content the facts were computed from, besides the entryItem they are keyed by. */
  entryType: Entry['entryType'];
  questionLogic: Entry['questionLogic'];
  forks: Entry['forks'];
  /** The entry's own broken rules (shape, option/row/column positions, fork groups). */
  problems: readonly EntryProblem[];
  /** The ids the entry holds itself, in collectIds order, and their hashes. */
  ids: readonly string[];
  idHashes: readonly number[];
  /** textKey of a fork's name; '' for other entries. */
  forkNameKey: string;
  target: EntryTarget;
  references: readonly EntryReference[];
}

function contiguous(list: readonly { position: number }[]): boolean {
  return list.every((x, i) => x.position === i);
}

function add(out: EntryProblem[], rule: InvariantRule, text: string): void {
  out.push({ rule, text });
}

function checkEntry(e: EntryContent, out: EntryProblem[]): void {
  if (e.entryType === 'fork' || e.entryType === 'section') {
    if (e.questionLogic.length > 0 || e.forks.length > 0)
      add(out, 'shape', 'forks and sections carry no logic');
  }
  if (e.entryType === 'question') {
    const item = e.entryItem;
    if (!contiguous(item.responseOptions))
      add(out, 'positions', 'option positions are not contiguous');
    const choice = item.questionTypeCode === 'Basic' || item.questionTypeCode === 'Ranked';
    if (!choice && item.responseOptions.length > 0)
      add(out, 'shape', 'only choice questions have options');
    if ((item.questionTypeCode === 'Scale') !== (item.questionScale !== null)) {
      add(out, 'shape', 'a slider, and only a slider, has a scale');
    }
    const randomised = isEnabled(item.settingValues, 'RandomiseOptions');
    if (!randomised && item.responseOptions.some((o) => o.pinned))
      add(out, 'shape', 'pinned without randomise');
  } else if (e.entryType === 'matrix') {
    const item = e.entryItem;
    if (!contiguous(item.matrixRows)) add(out, 'positions', 'row positions are not contiguous');
    if (!contiguous(item.responseOptions))
      add(out, 'positions', 'column positions are not contiguous');
  } else if (e.entryType === 'section') {
    // Issue 38 §1: pins name the section's own cards and need randomised cards.
    const item = e.entryItem;
    const pins = item.pinnedCards ?? [];
    if (pins.some((n) => !item.entries.some((c) => c.number === n)))
      add(out, 'shape', 'a pinned card is not in its section');
    if (pins.length > 0 && item.randomiseCards !== true)
      add(out, 'shape', 'pinned without randomise');
    const loopShape = item.loop === undefined ? null : loopShapeProblem(item.loop);
    if (loopShape !== null) add(out, 'shape', loopShape);
  } else if (e.entryType === 'fork') {
    const branches = e.entryItem.fork.branches;
    if (branches.length < MIN_FORK_BRANCHES || branches.length > MAX_FORK_BRANCHES) {
      add(out, 'forks', `a fork has ${MIN_FORK_BRANCHES} to ${MAX_FORK_BRANCHES} groups`);
    }
    if (new Set(branches.map((b) => b.branchNumber)).size !== branches.length) {
      add(out, 'forks', 'group numbers repeat');
    }
    branches.forEach((b, i) => {
      if (b.label !== String.fromCharCode(65 + i))
        add(out, 'forks', 'group labels are not A, B, C');
      if (!Number.isFinite(b.percentage) || b.percentage < 0 || b.percentage > 100) {
        add(out, 'forks', 'a group share is outside 0..100');
      }
    });
  }
}

function lkSet(options: readonly ResponseOption[]): Set<string> {
  const out = new Set<string>();
  for (const o of options) out.add(o.responseOptionLk);
  return out;
}

function targetOf(e: EntryContent): EntryTarget {
  switch (e.entryType) {
    case 'question': {
      const item = e.entryItem;
      return {
        kind: 'question',
        lk: item.questionLk,
        typeCode: item.questionTypeCode,
        multiple: getSetting(item.settingValues, 'BasicChoice') === MULTIPLE_CHOICE,
        optionLks: lkSet(item.responseOptions),
      };
    }
    case 'matrix':
      return {
        kind: 'matrix',
        lk: e.entryItem.matrixTitleLk,
        rowLks: new Set(e.entryItem.matrixRows.map((r) => r.questionLk)),
        columnLks: lkSet(e.entryItem.responseOptions),
      };
    case 'fork':
      return {
        kind: 'fork',
        lk: e.entryItem.fork.forkId,
        branchNumbers: new Set(e.entryItem.fork.branches.map((b) => b.branchNumber)),
      };
    default:
      return { kind: 'none' };
  }
}

const NO_REFERENCES: readonly EntryReference[] = [];

function maskingReferences(rules: readonly MaskingRule[], out: EntryReference[]): void {
  for (const rule of rules) {
    if (rule.maskingKeys.length === 0) out.push({ kind: 'masking', key: null });
    for (const key of rule.maskingKeys) out.push({ kind: 'masking', key });
  }
}

function referencesOf(e: EntryContent): readonly EntryReference[] {
  const out: EntryReference[] = [];
  for (const t of e.questionLogic) out.push({ kind: 'logic', proposition: t.proposition });
  for (const ref of e.forks) out.push({ kind: 'fork', ref });
  const options =
    e.entryType === 'question' || e.entryType === 'matrix' ? e.entryItem.responseOptions : [];
  const routable = e.entryType === 'question' && e.entryItem.questionTypeCode === 'Basic';
  for (const o of options) maskingReferences(o.maskingRules, out);
  if (e.entryType === 'matrix') {
    for (const r of e.entryItem.matrixRows) maskingReferences(r.maskingRules, out);
  }
  for (const o of options) {
    if (o.route !== null) out.push({ kind: 'route', route: o.route, routable });
  }
  const loopSource = e.entryType === 'section' ? e.entryItem.loop?.sourceQuestionLk : undefined;
  if (loopSource !== undefined) out.push({ kind: 'loop', questionLk: loopSource });
  return out.length === 0 ? NO_REFERENCES : out;
}

const NO_PROBLEMS: readonly EntryProblem[] = [];

function factsOf(e: EntryContent): EntryFacts {
  const problems: EntryProblem[] = [];
  checkEntry(e, problems);
  const ids: string[] = [];
  entryIds(e, ids);
  return {
    entryType: e.entryType,
    questionLogic: e.questionLogic,
    forks: e.forks,
    problems: problems.length === 0 ? NO_PROBLEMS : problems,
    ids,
    idHashes: idHashes(ids),
    forkNameKey: e.entryType === 'fork' ? textKey(e.entryItem.fork.name) : '',
    target: targetOf(e),
    references: referencesOf(e),
  };
}

const memo = new WeakMap<object, EntryFacts>();

/** The facts of an entry's content (memoised). */
export function entryFacts(e: Entry): EntryFacts {
  const held = memo.get(e.entryItem);
  if (
    held !== undefined &&
    held.entryType === e.entryType &&
    held.questionLogic === e.questionLogic &&
    held.forks === e.forks
  ) {
    return held;
  }
  const facts = factsOf(e);
  memo.set(e.entryItem, facts);
  return facts;
}
