/**
 * The invariant checker as it was before per-entry facts were memoised (a walk of the whole
 * document on every call), kept as the test oracle of the memoised one.
 */
import { END_OF_SURVEY_TARGET, MAX_FORK_BRANCHES, MIN_FORK_BRANCHES } from '../constants.ts';
import { collectIds } from '../ids.ts';
import type { InvariantViolation } from '../invariants.ts';
import type { Entry, Questionnaire } from '../model.ts';
import type { BrokenReference } from '../prune.ts';
import { AUDIENCE_ORDER, type ReferenceIndex } from '../refIndex.ts';
import {
  forkRefProblem,
  loopSourceProblem,
  maskingKeyProblem,
  propositionProblem,
  routeTargetProblem,
} from '../references.ts';
import { loopShapeProblem } from '../loops.ts';
import { renumber } from '../renumber.ts';
import { MULTIPLE_CHOICE, getSetting, isEnabled } from '../settings.ts';
import { textKey } from '../textKey.ts';
import { flattenEntries } from '../walk.ts';

function contiguous(list: readonly { position: number }[]): boolean {
  return list.every((x, i) => x.position === i);
}

function checkEntry(e: Entry, out: InvariantViolation[]): void {
  const add = (rule: InvariantViolation['rule'], message: string) =>
    out.push({ rule, message: `${e.label || e.number}: ${message}`, entryNumber: e.number });
  if (e.entryType === 'fork' || e.entryType === 'section') {
    if (e.questionLogic.length > 0 || e.forks.length > 0)
      add('shape', 'forks and sections carry no logic');
  }
  if (e.entryType === 'question') {
    const item = e.entryItem;
    if (!contiguous(item.responseOptions)) add('positions', 'option positions are not contiguous');
    const choice = item.questionTypeCode === 'Basic' || item.questionTypeCode === 'Ranked';
    if (!choice && item.responseOptions.length > 0)
      add('shape', 'only choice questions have options');
    if ((item.questionTypeCode === 'Scale') !== (item.questionScale !== null)) {
      add('shape', 'a slider, and only a slider, has a scale');
    }
    const randomised = isEnabled(item.settingValues, 'RandomiseOptions');
    if (!randomised && item.responseOptions.some((o) => o.pinned))
      add('shape', 'pinned without randomise');
  } else if (e.entryType === 'matrix') {
    const item = e.entryItem;
    if (!contiguous(item.matrixRows)) add('positions', 'row positions are not contiguous');
    if (!contiguous(item.responseOptions)) add('positions', 'column positions are not contiguous');
  } else if (e.entryType === 'section') {
    // Issue 38 §1: pins name the section's own cards and need randomised cards.
    const item = e.entryItem;
    const pins = item.pinnedCards ?? [];
    if (pins.some((n) => !item.entries.some((c) => c.number === n)))
      add('shape', 'a pinned card is not in its section');
    if (pins.length > 0 && item.randomiseCards !== true) add('shape', 'pinned without randomise');
    const loopShape = item.loop === undefined ? null : loopShapeProblem(item.loop);
    if (loopShape !== null) add('shape', loopShape);
  } else if (e.entryType === 'fork') {
    const branches = e.entryItem.fork.branches;
    if (branches.length < MIN_FORK_BRANCHES || branches.length > MAX_FORK_BRANCHES) {
      add('forks', `a fork has ${MIN_FORK_BRANCHES} to ${MAX_FORK_BRANCHES} groups`);
    }
    if (new Set(branches.map((b) => b.branchNumber)).size !== branches.length) {
      add('forks', 'group numbers repeat');
    }
    branches.forEach((b, i) => {
      if (b.label !== String.fromCharCode(65 + i)) add('forks', 'group labels are not A, B, C');
      if (!Number.isFinite(b.percentage) || b.percentage < 0 || b.percentage > 100) {
        add('forks', 'a group share is outside 0..100');
      }
    });
  }
}

function oracleIndex(q: Questionnaire): ReferenceIndex {
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
      inLoop: false,
    });
  }
  const looped = new Set<number>();
  for (const s of q.entries) {
    if (s.entryType === 'section' && s.entryItem.loop !== undefined)
      for (const c of s.entryItem.entries) looped.add(c.number);
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
        inLoop: looped.has(e.number),
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

function oracleBrokenReferences(q: Questionnaire): BrokenReference[] {
  const index = oracleIndex(q);
  const out: BrokenReference[] = [];
  const add = (entryNumber: number, kind: BrokenReference['kind'], m: string | null) => {
    if (m !== null) out.push({ entryNumber, kind, message: m });
  };
  flattenEntries(q.entries).forEach((e, order) => {
    for (const t of e.questionLogic)
      add(e.number, 'logic', propositionProblem(index, t.proposition, order));
    for (const f of e.forks) add(e.number, 'fork', forkRefProblem(index, f, order));
    const options =
      e.entryType === 'question' || e.entryType === 'matrix' ? e.entryItem.responseOptions : [];
    const routable = e.entryType === 'question' && e.entryItem.questionTypeCode === 'Basic';
    const rows = e.entryType === 'matrix' ? e.entryItem.matrixRows : [];
    for (const item of [...options, ...rows]) {
      for (const rule of item.maskingRules) {
        if (rule.maskingKeys.length === 0) add(e.number, 'masking', 'a masking rule has no keys');
        for (const k of rule.maskingKeys)
          add(e.number, 'masking', maskingKeyProblem(index, k, order));
      }
    }
    for (const o of options) {
      if (o.route === null) continue;
      add(e.number, 'route', routable ? routeTargetProblem(index, o.route) : 'no routes here');
    }
    const loopSource = e.entryType === 'section' ? e.entryItem.loop?.sourceQuestionLk : undefined;
    if (loopSource !== undefined)
      add(e.number, 'loop', loopSourceProblem(index, loopSource, order));
  });
  return out;
}

/** Every broken invariant of the document, computed from scratch. */
export function oracleInvariants(q: Questionnaire): InvariantViolation[] {
  const out: InvariantViolation[] = [];
  const all = flattenEntries(q.entries);
  const lists: Entry[][] = [q.entries];
  for (const e of all) if (e.entryType === 'section') lists.push(e.entryItem.entries);
  if (!lists.every(contiguous) || !contiguous(q.audienceEntries)) {
    out.push({ rule: 'positions', message: 'entry positions are not contiguous' });
  }
  const ids = collectIds(q);
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) out.push({ rule: 'ids', message: `id ${id} is used twice` });
    seen.add(id);
  }
  // Audience entries carry member numbers, counted apart from the questionnaire's entries.
  const numbers = all.map((e) => e.number);
  const audienceNumbers = q.audienceEntries.map((a) => a.number);
  if (
    new Set(numbers).size !== numbers.length ||
    new Set(audienceNumbers).size !== audienceNumbers.length
  )
    out.push({ rule: 'ids', message: 'entry numbers repeat' });
  for (const e of all) {
    if (
      !Number.isInteger(e.number) ||
      e.number < 1 ||
      e.number >= END_OF_SURVEY_TARGET ||
      e.number > q.lastEntryNumber
    ) {
      out.push({
        rule: 'ids',
        message: `entry number ${e.number} is out of range`,
        entryNumber: e.number,
      });
    }
    checkEntry(e, out);
  }
  if (renumber(q) !== q) {
    out.push({ rule: 'numbering', message: 'contextPosition or labels are not consistent' });
  }
  for (const b of oracleBrokenReferences(q)) {
    out.push({
      rule: 'references',
      message: `${b.kind}: ${b.message}`,
      entryNumber: b.entryNumber,
    });
  }
  const names = all
    .filter((e) => e.entryType === 'fork')
    .map((e) => (e.entryType === 'fork' ? textKey(e.entryItem.fork.name) : ''))
    .filter((n) => n !== '');
  const shown = q.sectionsShown;
  if (shown !== undefined && shown !== null && (!Number.isInteger(shown) || shown < 1)) {
    out.push({ rule: 'shape', message: 'sectionsShown is not a whole number from 1' });
  }
  if (new Set(names).size !== names.length)
    out.push({ rule: 'forks', message: 'fork names repeat' });
  return out;
}
