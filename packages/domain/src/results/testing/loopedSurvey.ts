/**
 * A survey with looped sections for tests and benches (issue 38 §2), its completes walked through
 * the real engine with random answers and stored as the server stores them.
 */
import { quotaMargins } from '../../analysis/quotaMargins.ts';
import { LOOP_ITEM_TOKEN } from '../../questionnaire/loops.ts';
import { QuestionnaireBuilder, questionAt } from '../../questionnaire/testing/builders.ts';
import { seededRandom } from '../../random.ts';
import { publishedSurveyOf, type PublishedSurvey } from '../../respondent/engine/published.ts';
import { randomValidAnswer } from '../../respondent/engine/randomValidAnswer.ts';
import { audienceOf, standardMember } from '../../respondent/engine/testing/audienceFixtures.ts';
import { walkSession } from '../../respondent/engine/testing/walkSession.ts';
import type { StoredAnswers } from '../entryStore.ts';
import { iterationLayouts } from '../iterationLayout.ts';
import { resultLayout } from '../layout.ts';
import { loopAnswers } from '../loopResults.ts';
import { newResultsIndex } from '../loopedResultsIndex.ts';
import type { ResultsIndex } from '../resultsIndex.ts';
import { sectionAnswers } from '../sectionVariables.ts';

/**
 * A survey with two looped sections (issue 38 §2) and a gender quota (weighting): Q1 'Which
 * brands?' (multi select); section 1 loops over Q1's choices with a choice, a free text, a slider
 * and a matrix card; section 2 loops over two fixed items with a choice card. `count` completes
 * walked through the real engine with random answers, stored as the server stores them.
 */
export function loopedSurvey(
  seed: number,
  count: number,
): { published: PublishedSurvey; completes: StoredAnswers[] } {
  const b = new QuestionnaireBuilder()
    .question('Which brands?', ['Brand A', 'Brand B', 'Brand C', 'Brand D'], 'Basic', true)
    .question('Age?', ['Young', 'Old']);
  const loop = (items: string[] | null, cards: (() => void)[]) => {
    b.apply('addSection', { position: b.q.entries.length, name: 'Loop' });
    const section = b.last().number;
    cards.forEach((add, at) => {
      add();
      b.apply('moveEntryToSection', {
        number: b.last().number,
        sectionNumber: section,
        toPosition: at,
      });
    });
    b.apply('setSectionLoop', {
      number: section,
      sourceQuestionNumber: items ? null : questionAt(b.q, 0).number,
      items,
      maxIterations: 4,
      randomOrder: false,
    });
  };
  loop(null, [
    () => b.question(`Rate ${LOOP_ITEM_TOKEN}?`, ['Good', 'Bad', 'Ugly']),
    () => b.question(`Why ${LOOP_ITEM_TOKEN}?`, [], 'FreeText'),
    () => b.question(`Score ${LOOP_ITEM_TOKEN}`, [], 'Scale'),
    () => b.matrix(`Grid ${LOOP_ITEM_TOKEN}`, ['Price', 'Taste'], ['Yes', 'No']),
  ]);
  loop(
    ['Morning', 'Evening'],
    [() => b.question(`Mood in the ${LOOP_ITEM_TOKEN}?`, ['Up', 'Down'])],
  );
  const gender = standardMember(
    1,
    'gender',
    [
      { key: 'female', quota: 40 },
      { key: 'male', quota: 60 },
    ],
    { hidden: true, quotas: true },
  );
  const published = publishedSurveyOf(b.q, audienceOf(gender));
  const rnd = seededRandom(seed * 31 + 7);
  const completes: StoredAnswers[] = [];
  for (let i = 0; completes.length < count; i++) {
    const walk = walkSession(
      published,
      {
        respondentId: `r${i}`,
        seed: seed * 1000 + i,
        profile: { gender: i % 3 ? 'female' : 'male' },
      },
      (page) => randomValidAnswer(page, rnd),
    );
    const { state } = walk;
    if (state.status !== 'complete') continue;
    completes.push({
      ...state.answers,
      ...sectionAnswers(state.layout?.sections),
      ...loopAnswers(state.loops),
    });
  }
  return { published, completes };
}

/** The survey's index (with its loops' iterations) holding `completes` as `s0`, `s1`, ... */
export function loopedIndexOf(
  published: PublishedSurvey,
  completes: readonly StoredAnswers[],
): ResultsIndex {
  const index = newResultsIndex(
    resultLayout(published),
    quotaMargins(published),
    iterationLayouts(published),
  );
  completes.forEach((answers, i) => index.add(`s${i}`, answers, 1000 + i));
  return index;
}
