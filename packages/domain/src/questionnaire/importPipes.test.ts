import { describe, expect, it } from 'vitest';
import { importEntries } from './importEntries.ts';
import { pipeToken, pipedQuestionLks } from './piping.ts';
import { QuestionnaireBuilder, questionAt, testContext } from './testing/builders.ts';
import { validateQuestionnaire } from './validate.ts';

function source() {
  const b = new QuestionnaireBuilder(undefined, testContext('src')).question('Drink?');
  const lk = questionAt(b.q, 0).entryItem.questionLk;
  b.question(`Why ${pipeToken(lk)}?`);
  b.apply('updateQuestion', {
    questionLk: questionAt(b.q, 1).entryItem.questionLk,
    questionTypeCode: 'Basic',
    text: `Why ${pipeToken(lk)}?`,
    textStyling: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Why ', marks: [{ type: 'bold' }] },
            { type: 'pipe', attrs: { questionLk: lk } },
            { type: 'text', text: '?' },
          ],
        },
      ],
    },
  });
  return b.q;
}

describe('importing piped titles', () => {
  it('points a pipe between imported questions at the copy, in text and styling', () => {
    const target = new QuestionnaireBuilder(undefined, testContext('tgt')).build();
    const q = importEntries(target, source(), [1, 2], 0, testContext('imp'));
    const copyLk = questionAt(q, 0).entryItem.questionLk;
    const quoting = questionAt(q, 1).entryItem.question;
    expect(pipedQuestionLks(quoting.text)).toEqual([copyLk]);
    expect(JSON.stringify(quoting.textStyling)).toContain(copyLk);
    expect(validateQuestionnaire(q).filter((e) => e.code === 'PIPE_SOURCE')).toEqual([]);
  });

  it('flags a pipe whose source was not imported', () => {
    const target = new QuestionnaireBuilder(undefined, testContext('tgt')).build();
    const q = importEntries(target, source(), [2], 0, testContext('imp'));
    expect(validateQuestionnaire(q).map((e) => e.code)).toContain('PIPE_SOURCE');
  });
});
