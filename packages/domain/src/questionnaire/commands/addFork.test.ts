import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  emptyQuestionnaire,
  forkAt,
  testContext,
} from '../testing/builders.ts';
import { addFork } from './addFork.ts';

describe('addFork', () => {
  it("adds 'Fork 1' with groups A and B at 50% each", () => {
    const q = addFork(emptyQuestionnaire(), { position: 0 }, testContext());
    const fork = forkAt(q, 0);
    expect(fork.label).toBe('A/B');
    expect(fork.entryItem.fork.name).toBe('Fork 1');
    expect(fork.entryItem.fork.branches.map((b) => [b.label, b.percentage])).toEqual([
      ['A', 50],
      ['B', 50],
    ]);
  });

  it('names the next fork after the count, skipping taken names', () => {
    const base = new QuestionnaireBuilder().fork('Fork 2').build();
    const q = addFork(base, { position: 1 }, testContext());
    expect(forkAt(q, 1).entryItem.fork.name).toBe('Fork 3');
  });

  it('refuses a duplicate name with the conflicting fork id in the message', () => {
    const base = new QuestionnaireBuilder().fork('Pricing').build();
    const id = forkAt(base, 0).entryItem.fork.forkId;
    expect(() => addFork(base, { position: 1, name: 'pricing ' }, testContext())).toThrow(
      expect.objectContaining({
        code: 'FORK_NAME_TAKEN',
        message: `Fork with id ${id} already exists`,
      }),
    );
  });

  it('allows at most 3 groups', () => {
    expect(() =>
      addFork(emptyQuestionnaire(), { position: 0, defaultBranchCount: 4 }, testContext()),
    ).toThrow(expect.objectContaining({ code: 'INVALID_POSITION' }));
  });
});
