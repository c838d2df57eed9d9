/**
 * Ways to break a questionnaire document (or reshape it) while keeping every entry it does not
 * touch, so that a memoised invariant check meets both cached and new entries (property tests).
 */
import { END_OF_SURVEY_TARGET } from '../constants.ts';
import { collectIds } from '../ids.ts';
import type { Entry, Questionnaire, SectionEntry } from '../model.ts';
import { audienceLabel, renumber } from '../renumber.ts';
import { flattenEntries, mapEntries } from '../walk.ts';

type Corruption = (q: Questionnaire, n: number) => Questionnaire;

function at<T>(list: readonly T[], n: number): T | undefined {
  return list[n % Math.max(1, list.length)];
}

function replaced(q: Questionnaire, target: Entry | undefined, next: (e: Entry) => Entry) {
  if (!target) return q;
  return { ...q, entries: mapEntries(q.entries, (e) => (e === target ? next(e) : e)) };
}

function removed(q: Questionnaire, n: number): Questionnaire {
  const victim = at(q.entries, n);
  return { ...q, entries: q.entries.filter((e) => e !== victim) };
}

function choiceQuestion(q: Questionnaire, n: number) {
  const questions = flattenEntries(q.entries).flatMap((e) =>
    e.entryType === 'question' && e.entryItem.responseOptions.length > 0 ? [e] : [],
  );
  return at(questions, n);
}

/** Wraps up to three top-level entries from n on in a new section (healthy once renumbered). */
function sectioned(q: Questionnaire, n: number): Questionnaire {
  const start = n % Math.max(1, q.entries.length);
  const children = q.entries.slice(start, start + 3);
  const first = children[0];
  if (!first) return q;
  const section: SectionEntry = {
    ...first,
    entryType: 'section',
    number: q.lastEntryNumber + 1,
    forks: [],
    questionLogic: [],
    entryItem: { sectionId: `section-${n}`, name: 'Part', entries: children },
  };
  const entries = [...q.entries.slice(0, start), section, ...q.entries.slice(start + 3)];
  return renumber({ ...q, entries, lastEntryNumber: q.lastEntryNumber + 1 });
}

export const CORRUPTIONS: Record<string, Corruption> = {
  /** A touched question takes the first id another entry holds. */
  duplicateId: (q, n) => {
    const target = choiceQuestion(q, n);
    const donor = at(
      flattenEntries(q.entries).filter((e) => e !== target),
      n + 1,
    );
    const stolen = donor
      ? (collectIds({ ...q, entries: [donor], audienceEntries: [] })[1] ?? '')
      : q.questionnaireId;
    return replaced(q, target, (e) =>
      e.entryType === 'question' ? { ...e, entryItem: { ...e.entryItem, questionLk: stolen } } : e,
    );
  },
  /** An entry removed without pruning: positions, numbering and references to it break. */
  removedEntry: removed,
  /** The same, renumbered: only references to the removed entry break. */
  removedEntryRenumbered: (q, n) => renumber(removed(q, n)),
  /** Two top-level entries swapped without renumbering. */
  swapped: (q, n) => {
    const i = n % Math.max(1, q.entries.length);
    const a = q.entries[i];
    const b = q.entries[i + 1];
    if (!a || !b) return q;
    return { ...q, entries: [...q.entries.slice(0, i), b, a, ...q.entries.slice(i + 2)] };
  },
  wrongLabel: (q, n) => replaced(q, at(q.entries, n), (e) => ({ ...e, label: 'Q999' })),
  numberClash: (q, n) => {
    const other = at(q.entries, n + 1);
    return replaced(q, at(q.entries, n), (e) => ({ ...e, number: other?.number ?? 1 }));
  },
  numberOutOfRange: (q, n) =>
    replaced(q, at(q.entries, n), (e) => ({
      ...e,
      number: n % 2 === 0 ? q.lastEntryNumber + 1 : END_OF_SURVEY_TARGET,
    })),
  /** Two entries numbered 2.5: not a whole number, and repeated. */
  numberNotWhole: (q, n) => {
    const a = at(q.entries, n);
    const b = at(q.entries, n + 1);
    return replaced(
      replaced(q, a, (e) => ({ ...e, number: 2.5 })),
      b,
      (e) => ({ ...e, number: 2.5 }),
    );
  },
  /** The same entry object twice. */
  sameEntryTwice: (q, n) => {
    const e = at(q.entries, n);
    return e ? { ...q, entries: [...q.entries, e] } : q;
  },
  /** Display logic replaced on a kept entryItem: the memo must not answer for the old logic. */
  logicOnMissingQuestion: (q, n) =>
    replaced(q, choiceQuestion(q, n), (e) => ({
      ...e,
      questionLogic: [
        {
          clauseNumber: 1,
          propositionId: `p-${n}`,
          negated: false,
          proposition: {
            kind: 'questionResponseOption',
            questionLk: 'gone',
            responseOptionLks: ['x'],
          },
        },
      ],
    })),
  /** A second entry holding the same entryItem object as the first. */
  sharedItem: (q, n) => {
    const source = at(q.entries, n);
    if (!source) return q;
    return replaced(q, at(q.entries, n + 1), (e) => ({
      ...source,
      number: e.number,
      label: e.label,
      position: e.position,
      contextPosition: e.contextPosition,
    }));
  },
  pinnedWithoutRandomise: (q, n) =>
    replaced(q, choiceQuestion(q, n), (e) => {
      if (e.entryType !== 'question') return e;
      const [first, ...rest] = e.entryItem.responseOptions;
      if (!first) return e;
      const responseOptions = [{ ...first, pinned: true }, ...rest];
      return { ...e, entryItem: { ...e.entryItem, responseOptions, settingValues: [] } };
    }),
  forkNameRepeat: (q, n) => {
    const forks = flattenEntries(q.entries).filter((e) => e.entryType === 'fork');
    const target = at(forks, n);
    const donor = at(
      forks.filter((e) => e !== target),
      n,
    );
    if (donor?.entryType !== 'fork') return q;
    return replaced(q, target, (e) =>
      e.entryType === 'fork'
        ? {
            ...e,
            entryItem: {
              fork: { ...e.entryItem.fork, name: ` ${donor.entryItem.fork.name.toUpperCase()} ` },
            },
          }
        : e,
    );
  },
  /** A second audience entry (fresh ids) under the first one's number; beside an entry's number is fine. */
  audienceNumberRepeat: (q) => {
    const [a] = q.audienceEntries;
    if (!a) return q;
    const again = (id: string) => `${id}-again`;
    const i = q.audienceEntries.length;
    const item = a.entryItem;
    const copy = {
      ...a,
      position: i,
      contextPosition: i,
      label: audienceLabel(i),
      entryItem: {
        ...item,
        questionLk: again(item.questionLk),
        question: { ...item.question, questionId: again(item.question.questionId) },
        responseOptions: item.responseOptions.map((o) => ({
          ...o,
          responseOptionLk: again(o.responseOptionLk),
          responseOption: {
            ...o.responseOption,
            responseOptionId: again(o.responseOption.responseOptionId),
          },
        })),
      },
    };
    return { ...q, audienceEntries: [...q.audienceEntries, copy] };
  },
  sectioned,
  /** A section whose children are out of order. */
  sectionSwapped: (q, n) => {
    const s = sectioned(q, n);
    const section = s.entries.find((e) => e.entryType === 'section');
    return replaced(s, section, (e) =>
      e.entryType === 'section'
        ? { ...e, entryItem: { ...e.entryItem, entries: [...e.entryItem.entries].reverse() } }
        : e,
    );
  },
};

export const CORRUPTION_NAMES = Object.keys(CORRUPTIONS);
