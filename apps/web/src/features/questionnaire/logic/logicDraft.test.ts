import { logicCandidates } from '@survey/domain/questionnaire/logicCandidates';
import type { Entry } from '@survey/domain/questionnaire/model';
import { applyQuestionnaireCommand } from '@survey/domain/questionnaire/registry';
import {
  QuestionnaireBuilder,
  entryAt,
  forkAt,
  optionLks,
  questionAt,
  testContext,
} from '@survey/domain/questionnaire/testing/builders';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardLogicCommands, dryRun } from './cardLogicCommands.ts';
import {
  candidateKey,
  deriveOperator,
  draftFromEntry,
  draftFromMasking,
  draftProblem,
  maskingRulesFromDraft,
  shortenName,
  withQuestion,
  type LogicDraft,
} from './logicDraft.ts';

function keys() {
  let n = 0;
  return () => `k${++n}`;
}

/** Q1 (Yes/No/Maybe), a fork, Q2 (Red/Blue), Q3: the card that gets logic. */
const SURVEY = new QuestionnaireBuilder()
  .question('Q1', ['Yes', 'No', 'Maybe'])
  .fork()
  .question('Q2', ['Red', 'Blue'])
  .question('Target')
  .build();
const survey = () => SURVEY;

function saved(draft: LogicDraft) {
  const q = survey();
  const target = entryAt(q, 3);
  const commands = cardLogicCommands(target, draft, logicCandidates(q, target.number));
  const ctx = testContext('s');
  const after = commands.reduce(
    (doc, c) => applyQuestionnaireCommand(c.name, doc, c.args as never, ctx),
    q,
  );
  return { q, after, entry: entryAt(after, 3) as Entry };
}

describe('shortenName (spec 2 §9)', () => {
  it('keeps names of up to 40 characters and shortens longer ones to 19 + … + 18', () => {
    expect(shortenName('a'.repeat(40))).toBe('a'.repeat(40));
    const long = 'How often do you drink coffee at home in the morning?';
    expect(shortenName(long)).toBe(`${long.slice(0, 19)}…${long.slice(-18)}`);
    fc.assert(
      fc.property(fc.string({ minLength: 41, maxLength: 200, unit: 'grapheme-ascii' }), (s) => {
        expect(Array.from(shortenName(s))).toHaveLength(38);
      }),
    );
  });
});

describe('the card dialog saves what it shows', () => {
  it('writes a fork group and response conditions joined by AND, and reads them back', () => {
    const q = survey();
    const fork = forkAt(q, 1).entryItem.fork;
    const q1 = questionAt(q, 0).entryItem;
    const [yes, no] = optionLks(q, 0) as [string, string];
    const q2 = questionAt(q, 2).entryItem;
    const [red] = optionLks(q, 2) as [string];
    const draft: LogicDraft = {
      operator: 'AND',
      conditions: [
        { kind: 'fork', key: 'a', forkId: fork.forkId, branchNumber: 2 },
        {
          kind: 'response',
          key: 'b',
          candidate: candidateKey({ questionLk: q1.questionLk, matrixTitleLk: null }),
          negated: false,
          optionLks: [yes, no],
        },
        {
          kind: 'response',
          key: 'c',
          candidate: q2.questionLk,
          negated: true,
          optionLks: [red],
        },
      ],
    };
    const { entry } = saved(draft);
    expect(entry.forks).toEqual([{ forkId: fork.forkId, branchNumber: 2 }]);
    expect(entry.questionLogic.map((t) => [t.clauseNumber, t.negated])).toEqual([
      [1, false],
      [2, true],
    ]);
    const again = draftFromEntry(entry, keys());
    expect(again.operator).toBe('AND');
    expect(again.conditions.map(({ key: _key, ...rest }) => rest)).toEqual(
      draft.conditions.map(({ key: _key, ...rest }) => rest),
    );
  });

  it('puts OR-joined conditions into one clause, and the operator is derived back as OR', () => {
    const q = survey();
    const [yes] = optionLks(q, 0) as [string];
    const [blue] = optionLks(q, 2).slice(1) as [string];
    const { entry } = saved({
      operator: 'OR',
      conditions: [
        {
          kind: 'response',
          key: 'a',
          candidate: questionAt(q, 0).entryItem.questionLk,
          negated: false,
          optionLks: [yes],
        },
        {
          kind: 'response',
          key: 'b',
          candidate: questionAt(q, 2).entryItem.questionLk,
          negated: false,
          optionLks: [blue],
        },
      ],
    });
    expect(entry.questionLogic.map((t) => t.clauseNumber)).toEqual([1, 1]);
    expect(deriveOperator(entry.questionLogic)).toBe('OR');
    expect(draftFromEntry(entry, keys()).operator).toBe('OR');
  });

  it('removing every condition saves an empty list and leaves the card on no fork', () => {
    const first = saved({
      operator: 'AND',
      conditions: [
        {
          kind: 'fork',
          key: 'a',
          forkId: forkAt(survey(), 1).entryItem.fork.forkId,
          branchNumber: 1,
        },
      ],
    });
    const target = entryAt(first.after, 3);
    expect(target.forks).toHaveLength(1);
    const commands = cardLogicCommands(target, { operator: 'AND', conditions: [] }, []);
    expect(commands.map((c) => c.name)).toEqual(['removeQuestionnaireEntryForkBranch']);
    const cleared = commands.reduce(
      (doc, c) => applyQuestionnaireCommand(c.name, doc, c.args as never, testContext('c')),
      first.after,
    );
    expect(entryAt(cleared, 3).forks).toEqual([]);
    expect(entryAt(cleared, 3).questionLogic).toEqual([]);
  });

  it('a dry run reports a refusal instead of applying half of the sequence', () => {
    const q = survey();
    const first = entryAt(q, 0);
    const commands = cardLogicCommands(
      first,
      {
        operator: 'AND',
        conditions: [
          {
            kind: 'response',
            key: 'a',
            candidate: questionAt(q, 2).entryItem.questionLk,
            negated: false,
            optionLks: optionLks(q, 2),
          },
        ],
      },
      logicCandidates(q, entryAt(q, 2).number + 1),
    );
    expect(dryRun(q, commands)).toBe('Display logic cannot be added to the first survey question');
  });
});

describe('masking rules', () => {
  const q = survey();
  const q1 = questionAt(q, 0).entryItem.questionLk;
  const q2 = questionAt(q, 2).entryItem.questionLk;
  const [yes, no] = optionLks(q, 0) as [string, string];
  const [red] = optionLks(q, 2) as [string];
  const candidates = logicCandidates(q, entryAt(q, 3).number);

  it('one rule per condition with AND; one rule holding every key with OR; both read back', () => {
    const and: LogicDraft = {
      operator: 'AND',
      conditions: [
        { kind: 'response', key: 'a', candidate: q1, negated: false, optionLks: [yes, no] },
        { kind: 'response', key: 'b', candidate: q2, negated: true, optionLks: [red] },
      ],
    };
    const andRules = maskingRulesFromDraft(and, candidates);
    expect(andRules.map((r) => [r.clause, r.maskingKeys.length, r.negated])).toEqual([
      ['OR', 2, false],
      ['OR', 1, true],
    ]);
    expect(draftFromMasking(andRules, keys())).toEqual({
      operator: 'AND',
      conditions: [
        { ...and.conditions[0], key: 'k1' },
        { ...and.conditions[1], key: 'k2' },
      ],
    });
    const or: LogicDraft = {
      operator: 'OR',
      conditions: and.conditions.map((c) => ({ ...c, negated: false })),
    };
    const orRules = maskingRulesFromDraft(or, candidates);
    expect(orRules).toHaveLength(1);
    expect(draftFromMasking(orRules, keys()).operator).toBe('OR');
  });

  it("refuses OR with 'is not one of', and any incomplete condition", () => {
    const draft: LogicDraft = {
      operator: 'OR',
      conditions: [
        { kind: 'response', key: 'a', candidate: q1, negated: true, optionLks: [yes] },
        { kind: 'response', key: 'b', candidate: q2, negated: false, optionLks: [red] },
      ],
    };
    expect(draftProblem(draft, 'masking')).toMatch(/OR/);
    expect(draftProblem(draft, 'card')).toBeNull();
    expect(
      draftProblem(
        {
          operator: 'AND',
          conditions: [
            { kind: 'response', key: 'a', candidate: q1, negated: false, optionLks: [] },
          ],
        },
        'card',
      ),
    ).toMatch(/at least one response/);
    expect(
      draftProblem(
        {
          operator: 'AND',
          conditions: [{ kind: 'fork', key: 'a', forkId: 'f', branchNumber: null }],
        },
        'card',
      ),
    ).toMatch(/group/);
  });
});

describe('changing the question of a condition', () => {
  it('clears its chosen options, but choosing the same question again keeps them', () => {
    const c = {
      kind: 'response' as const,
      key: 'a',
      candidate: 'q1',
      negated: true,
      optionLks: ['o1'],
    };
    expect(withQuestion(c, 'q2')).toEqual({ ...c, candidate: 'q2', optionLks: [] });
    expect(withQuestion(c, 'q1')).toBe(c);
  });
});
