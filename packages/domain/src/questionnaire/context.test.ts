import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { idSource } from './context.ts';
import { QuestionnaireCommandError } from './errors.ts';
import { collectIds } from './ids.ts';
import { makeQuestionnaire } from './testing/makeQuestionnaire.ts';

const handing = (ids: string[]) => ({ newId: () => ids.shift() ?? 'exhausted', now: 'now' });

function refusal(take: () => string): string | null {
  try {
    take();
    return null;
  } catch (error) {
    if (!(error instanceof QuestionnaireCommandError)) throw error;
    return error.code;
  }
}

describe('idSource', () => {
  const q = makeQuestionnaire(60, 5);
  const used = collectIds(q);

  it('refuses ids the document holds (entries, audience, the questionnaire) and ones it handed out', () => {
    const audienceId = q.audienceEntries[0]?.entryItem.questionLk ?? '';
    for (const id of [used[7] ?? '', audienceId, q.questionnaireId]) {
      expect(refusal(idSource(q, handing([id])))).toBe('ID_COLLISION');
    }
    const take = idSource(q, handing(['fresh-1', 'fresh-1']));
    expect(take()).toBe('fresh-1');
    expect(refusal(take)).toBe('ID_COLLISION');
  });

  test.prop([fc.nat(5000), fc.string({ minLength: 1, maxLength: 40 })])(
    'refuses exactly the ids collectIds lists',
    (n, fresh) => {
      const id = n % 2 === 0 ? (used[n % used.length] as string) : fresh;
      const expected = used.includes(id) ? 'ID_COLLISION' : null;
      expect(refusal(idSource(q, handing([id])))).toBe(expected);
    },
  );
});
