import { describe, expect, it } from 'vitest';
import { QuestionnaireBuilder, forkAt, testContext } from '../testing/builders.ts';
import { updateFork } from './updateFork.ts';

const base = new QuestionnaireBuilder().fork('Test').question('A').question('B').build();
const forkId = forkAt(base, 0).entryItem.fork.forkId;

describe('updateFork', () => {
  it('renames a fork', () => {
    expect(
      forkAt(updateFork(base, { forkId, name: 'Pricing test' }, testContext()), 0).entryItem.fork
        .name,
    ).toBe('Pricing test');
  });

  it('refuses a name another fork has, naming that fork', () => {
    const b = new QuestionnaireBuilder(base).fork('Other');
    const otherId = forkAt(b.q, 3).entryItem.fork.forkId;
    expect(() => updateFork(b.q, { forkId, name: 'OTHER' }, testContext())).toThrow(
      expect.objectContaining({
        code: 'FORK_NAME_TAKEN',
        message: `Fork with id ${otherId} already exists`,
        details: { forkId: otherId },
      }),
    );
  });
});
