/**
 * The references one entry makes (display logic, fork groups, masking keys, routes), listed once
 * per entry content (entryMemo.ts), so a check after an edit lists only the changed entries again.
 */
import { memoiseByContent, type EntryContent } from './entryMemo.ts';
import type { EntryForkRef, MaskingKey, Proposition } from './logicModel.ts';
import type { Entry, Route } from './model.ts';
import type { ReferenceIndex } from './refIndex.ts';
import {
  forkRefProblem,
  maskingKeyProblem,
  propositionProblem,
  routeTargetProblem,
} from './references.ts';

/** One reference, in the order brokenReferences reports them. */
export type EntryReference =
  | { kind: 'logic'; proposition: Proposition }
  | { kind: 'fork'; ref: EntryForkRef }
  | { kind: 'masking'; key: MaskingKey }
  /** A masking rule without keys: broken wherever it is. */
  | { kind: 'masking'; key: null }
  | { kind: 'route'; route: Route; routable: boolean };

const NONE: readonly EntryReference[] = [];

function listReferences(e: EntryContent): readonly EntryReference[] {
  const out: EntryReference[] = [];
  for (const t of e.questionLogic) out.push({ kind: 'logic', proposition: t.proposition });
  for (const ref of e.forks) out.push({ kind: 'fork', ref });
  const options =
    e.entryType === 'question' || e.entryType === 'matrix' ? e.entryItem.responseOptions : [];
  const routable = e.entryType === 'question' && e.entryItem.questionTypeCode === 'Basic';
  const rows = e.entryType === 'matrix' ? e.entryItem.matrixRows : [];
  for (const item of [...options, ...rows]) {
    for (const rule of item.maskingRules) {
      if (rule.maskingKeys.length === 0) out.push({ kind: 'masking', key: null });
      for (const key of rule.maskingKeys) out.push({ kind: 'masking', key });
    }
  }
  for (const o of options) if (o.route !== null) out.push({ kind: 'route', route: o.route, routable });
  return out.length === 0 ? NONE : out;
}

/** The references an entry makes, in brokenReferences order (memoised by content). */
export const entryReferences: (e: Entry) => readonly EntryReference[] =
  memoiseByContent(listReferences);

/** Why a reference made by the entry at document order `order` is broken, or null. */
export function referenceProblem(
  index: ReferenceIndex,
  ref: EntryReference,
  order: number,
): string | null {
  switch (ref.kind) {
    case 'logic':
      return propositionProblem(index, ref.proposition, order);
    case 'fork':
      return forkRefProblem(index, ref.ref, order);
    case 'masking':
      return ref.key === null
        ? 'a masking rule has no keys'
        : maskingKeyProblem(index, ref.key, order);
    case 'route':
      return ref.routable ? routeTargetProblem(index, ref.route) : 'no routes here';
  }
}
