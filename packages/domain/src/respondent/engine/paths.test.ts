import { describe, expect, it } from 'vitest';
import { END_OF_SURVEY_TARGET } from '../../questionnaire/constants.ts';
import type { Questionnaire } from '../../questionnaire/model.ts';
import {
  QuestionnaireBuilder,
  audienceEntry,
  matrixAt,
  optionLks,
  questionAt,
} from '../../questionnaire/testing/builders.ts';
import type { Answer } from '../answers.ts';
import { nextPage, startSession, submitAnswer } from './engine.ts';
import type { EntryPage } from './pages.ts';
import { publishedSurveyOf, type PublishedSurvey } from './published.ts';
import type { SessionState } from './state.ts';
import { audienceFromEntries, audienceOf } from './testing/audienceFixtures.ts';
import { walkSession } from './testing/walkSession.ts';

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });
const publish = (q: Questionnaire) => publishedSurveyOf(q, audienceOf());
const begin = (p: PublishedSurvey, seed = 1) => startSession(p, { respondentId: 'r', seed });
const page = (p: PublishedSurvey, s: SessionState): EntryPage => {
  const next = nextPage(p, s);
  if (next.kind !== 'entry') throw new Error(`ended as ${next.outcome}`);
  return next;
};
/** Submits and returns the new state, failing the test on a refusal. */
const answer = (p: PublishedSurvey, s: SessionState, a: Answer | null): SessionState => {
  const result = submitAnswer(p, s, page(p, s).key, a);
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
};

/** Q1 (Yes/No/Maybe), Q2, Q3, Q4. */
function fourQuestions(): QuestionnaireBuilder {
  return new QuestionnaireBuilder()
    .question('First?', ['Yes', 'No', 'Maybe'])
    .question('Second?')
    .question('Third?')
    .question('Fourth?');
}

describe('routing', () => {
  const b = fourQuestions();
  const [yes] = optionLks(b.q, 0);
  b.apply('setRoute', {
    questionLk: questionAt(b.q, 0).entryItem.questionLk,
    responseOptionLk: yes!,
    targetNumber: questionAt(b.q, 3).number,
  });
  const p = publish(b.build());
  const toEnd = fourQuestions();
  toEnd.apply('setRoute', {
    questionLk: questionAt(toEnd.q, 0).entryItem.questionLk,
    responseOptionLk: optionLks(toEnd.q, 0)[1]!,
    targetNumber: END_OF_SURVEY_TARGET,
  });
  const pEnd = publish(toEnd.build());

  it('jumps from a routed option to its target, skipping the entries between', () => {
    const s = answer(p, begin(p), choice(yes!));
    expect(page(p, s).title).toBe('Fourth?');
  });

  it('goes on after a route target that its display logic hides', () => {
    const h = fourQuestions();
    const first = questionAt(h.q, 0).entryItem;
    const [y, n] = first.responseOptions.map((o) => o.responseOptionLk);
    h.apply('setRoute', {
      questionLk: first.questionLk,
      responseOptionLk: y!,
      targetNumber: questionAt(h.q, 2).number,
    }).apply('setQuestionLogic', {
      questionLk: questionAt(h.q, 2).entryItem.questionLk,
      proposition: {
        questionResponseOption: { questionLk: first.questionLk, responseOptionLks: [n!] },
      },
    });
    const ph = publish(h.build());
    expect(page(ph, answer(ph, begin(ph), choice(y!))).title).toBe('Fourth?');
  });

  it('ends the survey as complete on a route to the end', () => {
    const s = answer(pEnd, begin(pEnd), choice(optionLks(toEnd.q, 0)[1]!));
    expect(s.status).toBe('complete');
    expect(s.seen).toHaveLength(1);
    expect(nextPage(pEnd, s)).toEqual({ kind: 'end', outcome: 'complete' });
  });

  it('goes on in order from an option without a route, and completes after the last entry', () => {
    const maybe = optionLks(b.q, 0)[2]!;
    let s = answer(p, begin(p), choice(maybe));
    expect(page(p, s).title).toBe('Second?');
    for (let i = 0; i < 3; i++) s = answer(p, s, choice(page(p, s).options[0]!.id));
    expect(s.status).toBe('complete');
    expect(s.seen).toHaveLength(4);
  });
});

describe('display logic', () => {
  const b = fourQuestions();
  const q1 = questionAt(b.q, 0).entryItem;
  const [yes, no] = optionLks(b.q, 0);
  b.apply('setQuestionLogic', {
    questionLk: questionAt(b.q, 1).entryItem.questionLk,
    proposition: {
      questionResponseOption: { questionLk: q1.questionLk, responseOptionLks: [yes!] },
    },
  }).apply('setQuestionLogic', {
    questionLk: questionAt(b.q, 2).entryItem.questionLk,
    negated: true,
    proposition: {
      questionResponseOption: { questionLk: q1.questionLk, responseOptionLks: [yes!] },
    },
  });
  const p = publish(b.build());
  const titles = (first: string) =>
    walkSession(p, { respondentId: 'r', seed: 3 }, (pg) =>
      pg.title === 'First?' ? choice(first) : choice(pg.options[0]!.id),
    ).visits.map((v) => v.page.title);

  it('shows an entry only when its logic holds, and skips it otherwise', () => {
    expect(titles(yes!)).toEqual(['First?', 'Second?', 'Fourth?']);
    expect(titles(no!)).toEqual(['First?', 'Third?', 'Fourth?']);
  });

  it('reads an audience question in a condition', () => {
    const b2 = new QuestionnaireBuilder().question('Anything?').question('Dog owners?');
    b2.audience(audienceEntry(50, 'Pets?', ['Dog', 'Cat']));
    const [dog, cat] = b2.q.audienceEntries[0]!.entryItem.responseOptions.map(
      (o) => o.responseOptionLk,
    );
    b2.apply('setQuestionLogic', {
      questionLk: questionAt(b2.q, 1).entryItem.questionLk,
      proposition: { audienceReponseOption: { questionLk: 'aud-q50', responseOptionLks: [dog!] } },
    });
    const pub = publishedSurveyOf(b2.build(), audienceFromEntries(b2.q));
    const labels = (pet: string) =>
      walkSession(pub, { respondentId: 'r', seed: 1 }, (pg) =>
        pg.questionKind === 'audience' ? choice(pet) : choice(pg.options[0]!.id),
      ).visits.map((v) => v.page.label);
    expect(labels(dog!)).toEqual(['A1', 'Q1', 'Q2']);
    expect(labels(cat!)).toEqual(['A1', 'Q1']);
  });
});

describe('masking', () => {
  const b = new QuestionnaireBuilder()
    .question('Which brands do you know?', ['Acme', 'Bolt'], 'Basic', true)
    .question('Which do you like best?', ['Acme', 'Bolt'])
    .matrix('Rate them', ['Acme', 'Bolt'], ['Good', 'Bad'])
    .question('Last?');
  const known = questionAt(b.q, 0).entryItem;
  const [acme, bolt] = optionLks(b.q, 0);
  const best = questionAt(b.q, 1).entryItem;
  const matrix = matrixAt(b.q, 2).entryItem;
  const keyOf = (lk: string) => [
    {
      clause: 'OR' as const,
      maskingKeys: [{ questionLk: known.questionLk, matrixTitleLk: null, responseOptionLk: lk }],
      negated: false,
    },
  ];
  best.responseOptions.forEach((o, i) =>
    b.apply('createOrUpdateMaskingRule', {
      questionLk: best.questionLk,
      responseOptionLk: o.responseOptionLk,
      maskingRules: keyOf(i === 0 ? acme! : bolt!),
    }),
  );
  b.apply('createOrUpdateMatrixRowMaskingRule', {
    matrixTitleLk: matrix.matrixTitleLk,
    questionLk: matrix.matrixRows[1]!.questionLk,
    maskingRules: keyOf(bolt!),
  });
  const p = publish(b.build());

  it('removes masked options and rows from the page', () => {
    const s = answer(p, begin(p), choice(acme!));
    expect(page(p, s).options.map((o) => o.label)).toEqual(['Acme']);
    const s2 = answer(p, s, choice(best.responseOptions[0]!.responseOptionLk));
    expect(page(p, s2).rows.map((r) => r.label)).toEqual(['Acme']);
  });

  it('refuses a masked option, changing nothing', () => {
    const s = answer(p, begin(p), choice(acme!));
    const result = submitAnswer(
      p,
      s,
      page(p, s).key,
      choice(best.responseOptions[1]!.responseOptionLk),
    );
    expect(!result.ok && result.error.code).toBe('INVALID_ANSWER');
    expect(result.state).toBe(s);
  });

  it('skips a question left with no option, and a matrix left with no row', () => {
    const b3 = new QuestionnaireBuilder()
      .question('Which one?', ['Acme', 'Bolt', 'Neither'])
      .question('Why that one?', ['Acme', 'Bolt'])
      .matrix('Rate it', ['Acme', 'Bolt'], ['Good', 'Bad'])
      .question('Last?');
    const which = questionAt(b3.q, 0).entryItem.questionLk;
    const picked = optionLks(b3.q, 0);
    const rule = (i: number) => [
      {
        clause: 'OR' as const,
        maskingKeys: [{ questionLk: which, matrixTitleLk: null, responseOptionLk: picked[i]! }],
        negated: false,
      },
    ];
    const why = questionAt(b3.q, 1).entryItem;
    why.responseOptions.forEach((o, i) =>
      b3.apply('createOrUpdateMaskingRule', {
        questionLk: why.questionLk,
        responseOptionLk: o.responseOptionLk,
        maskingRules: rule(i),
      }),
    );
    const m = matrixAt(b3.q, 2).entryItem;
    m.matrixRows.forEach((r, i) =>
      b3.apply('createOrUpdateMatrixRowMaskingRule', {
        matrixTitleLk: m.matrixTitleLk,
        questionLk: r.questionLk,
        maskingRules: rule(i),
      }),
    );
    const p3 = publish(b3.build());
    const s = answer(p3, begin(p3), choice(picked[2]!));
    expect(page(p3, s).title).toBe('Last?');
  });
});
