import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkInvariants } from './invariants.ts';
import type { Questionnaire } from './model.ts';
import { applyQuestionnaireCommand } from './registry.ts';
import { QuestionnaireBuilder, forkAt, testContext } from './testing/builders.ts';
import { textKey } from './textKey.ts';
import { validateQuestionnaire } from './validate.ts';

/**
 * Name and option clashes must not depend on the server's or browser's locale: under a Turkish
 * default locale, locale-sensitive lowercasing turns 'I' into dotless 'ı', so 'FORK I' and
 * 'fork i' would no longer clash there while they do everywhere else.
 */
describe('case-insensitive text comparison', () => {
  // The runtime's default locale, made Turkish for these tests (what a process started with
  // LANG=tr_TR.UTF-8 gets); restored after each.
  const original = String.prototype.toLocaleLowerCase;
  beforeEach(() => {
    String.prototype.toLocaleLowerCase = function (this: string, locales?: Intl.LocalesArgument) {
      return original.call(this, locales ?? 'tr-TR');
    };
  });
  afterEach(() => {
    String.prototype.toLocaleLowerCase = original;
  });

  it('folds the same way whatever the default locale is', () => {
    expect('I'.toLocaleLowerCase()).toBe('ı');
    expect(textKey(' FORK I ')).toBe('fork i');
    expect(textKey('İ')).toBe(textKey('İ'.toLowerCase()));
  });

  it("refuses a fork name that differs only by case ('FORK I', 'fork i')", () => {
    const b = new QuestionnaireBuilder().fork('FORK I').fork('Other');
    const forkId = forkAt(b.q, 1).entryItem.fork.forkId;
    expect(() =>
      applyQuestionnaireCommand('updateFork', b.q, { forkId, name: 'fork i' }, testContext('u')),
    ).toThrow(expect.objectContaining({ code: 'FORK_NAME_TAKEN' }));
    expect(() =>
      applyQuestionnaireCommand('addFork', b.q, { position: 2, name: 'fork i' }, testContext('a')),
    ).toThrow(expect.objectContaining({ code: 'FORK_NAME_TAKEN' }));
  });

  it('flags duplicate options and fork names that differ only by case', () => {
    const q: Questionnaire = new QuestionnaireBuilder().question('Q', ['IRIS', 'iris']).build();
    expect(validateQuestionnaire(q).map((e) => e.code)).toEqual(['DUPLICATE_OPTION']);
    const b = new QuestionnaireBuilder().fork('FORK I').fork('Other');
    const second = forkAt(b.q, 1);
    const renamed = {
      ...second,
      entryItem: { ...second.entryItem, fork: { ...second.entryItem.fork, name: 'fork i' } },
    };
    const clashing: Questionnaire = { ...b.q, entries: [forkAt(b.q, 0), renamed] };
    expect(checkInvariants(clashing).map((v) => v.rule)).toContain('forks');
  });
});
