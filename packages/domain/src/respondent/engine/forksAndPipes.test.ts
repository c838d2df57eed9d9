import { describe, expect, it } from 'vitest';
import { pipeToken } from '../../questionnaire/piping.ts';
import { QuestionnaireBuilder, forkAt, questionAt } from '../../questionnaire/testing/builders.ts';
import type { Answer } from '../answers.ts';
import { assignForkBranch } from './forkAssignment.ts';
import { publishedSurveyOf } from './published.ts';
import { audienceOf } from './testing/audienceFixtures.ts';
import { walkSession } from './testing/walkSession.ts';

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });

describe('forks', () => {
  const b = new QuestionnaireBuilder()
    .question('Before?')
    .fork('Concept test')
    .question('Concept A?')
    .question('Concept B?')
    .question('After?');
  const fork = forkAt(b.q, 1).entryItem.fork;
  b.apply('setQuestionnaireEntryForkBranch', {
    number: questionAt(b.q, 2).number,
    forkId: fork.forkId,
    branchNumber: 1,
  }).apply('setQuestionnaireEntryForkBranch', {
    number: questionAt(b.q, 3).number,
    forkId: fork.forkId,
    branchNumber: 2,
  });
  const p = publishedSurveyOf(b.build(), audienceOf());
  const walk = (seed: number) =>
    walkSession(p, { respondentId: `r${seed}`, seed }, (pg) => choice(pg.options[0]!.id));

  it('never shows the fork, and shows only the entries of the branch drawn', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const { visits, state } = walk(seed);
      const titles = visits.map((v) => v.page.title);
      const branch = state.forks[fork.forkId];
      expect(titles).toEqual(['Before?', branch === 1 ? 'Concept A?' : 'Concept B?', 'After?']);
      seen.add(titles[1]!);
    }
    expect(seen).toEqual(new Set(['Concept A?', 'Concept B?']));
  });

  it('draws a branch for an entry on the fork even when a route skipped the fork card', () => {
    const r = new QuestionnaireBuilder()
      .question('Skip ahead?', ['Yes', 'No'])
      .fork('Split')
      .question('On A?')
      .question('On B?');
    const f = forkAt(r.q, 1).entryItem.fork;
    const [onA, onB] = [questionAt(r.q, 2), questionAt(r.q, 3)];
    r.apply('setQuestionnaireEntryForkBranch', {
      number: onA.number,
      forkId: f.forkId,
      branchNumber: 1,
    })
      .apply('setQuestionnaireEntryForkBranch', {
        number: onB.number,
        forkId: f.forkId,
        branchNumber: 2,
      })
      .apply('setRoute', {
        questionLk: questionAt(r.q, 0).entryItem.questionLk,
        responseOptionLk: questionAt(r.q, 0).entryItem.responseOptions[0]!.responseOptionLk,
        targetNumber: onA.number,
      });
    const pr = publishedSurveyOf(r.build(), audienceOf());
    for (let seed = 1; seed <= 20; seed++) {
      const { visits, state } = walkSession(pr, { respondentId: 'r', seed }, (pg) =>
        choice(pg.options[0]!.id),
      );
      const branch = state.forks[f.forkId];
      expect(visits.map((v) => v.page.title)).toEqual(
        branch === 1 ? ['Skip ahead?', 'On A?'] : ['Skip ahead?', 'On B?'],
      );
    }
  });

  it('draws the same branch for the same seed', () => {
    expect(walk(7).state.forks).toEqual(walk(7).state.forks);
  });

  it('assigns by the percentages, a group at 0% never', () => {
    const f = {
      ...fork,
      branches: [
        { branchNumber: 1, label: 'A', percentage: 0 },
        { branchNumber: 2, label: 'B', percentage: 100 },
      ],
    };
    for (const u of [0, 0.3, 0.999]) expect(assignForkBranch(f, () => u)).toBe(2);
    const thirds = {
      ...fork,
      branches: [1, 2, 3].map((n) => ({ branchNumber: n, label: 'X', percentage: 100 / 3 })),
    };
    expect([0.1, 0.5, 0.9].map((u) => assignForkBranch(thirds, () => u))).toEqual([1, 2, 3]);
    expect(assignForkBranch({ ...fork, branches: [] }, () => 0.5)).toBeNull();
  });
});

describe('piping', () => {
  const b = new QuestionnaireBuilder()
    .question('Which drinks?', ['Tea', 'Coffee', 'Water'], 'Basic', true)
    .question('Rate it', [], 'Scale')
    .question('Your name?', [], 'FreeText')
    .question('Placeholder', ['Yes', 'No']);
  const [drinks, rating, name, last] = [0, 1, 2, 3].map((i) => questionAt(b.q, i).entryItem);
  b.apply('updateQuestion', {
    questionLk: last!.questionLk,
    questionTypeCode: 'Basic',
    text: `${pipeToken(name!.questionLk)}, you chose ${pipeToken(drinks!.questionLk)} and rated ${pipeToken(rating!.questionLk)}`,
  });
  const p = publishedSurveyOf(b.build(), audienceOf());

  it('resolves pipes with the earlier answers: choices joined by ", ", text as typed, slider value', () => {
    const [tea, coffee] = drinks!.responseOptions.map((o) => o.responseOptionLk);
    const { visits } = walkSession(p, { respondentId: 'r', seed: 5 }, (pg) => {
      if (pg.title === 'Which drinks?') return choice(coffee!, tea!);
      if (pg.answerKind === 'scale') return { kind: 'scale', value: 70 };
      if (pg.answerKind === 'text') return { kind: 'text', text: ' Sam ' };
      return choice(pg.options[0]!.id);
    });
    const piped = visits[3]!.page;
    expect(piped.title).toBe('Sam, you chose Tea, Coffee and rated 70');
    expect(piped.entry.entryType === 'question' && piped.entry.entryItem.question.text).toBe(
      piped.title,
    );
  });
});
