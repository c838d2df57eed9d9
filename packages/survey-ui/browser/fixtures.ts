/** Entries the browser tests answer, one of each kind, built through the real domain commands. */
import type { Entry, QuestionEntry } from '@survey/domain/questionnaire/model';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import {
  sampleMatrix,
  sampleQuestion,
  withOptionFlags,
} from '@survey/domain/respondent/testing/sampleEntries';

function slider(): Entry {
  const b = new QuestionnaireBuilder().question('How likely are you to return?', [], 'Scale');
  const lk = (b.last() as QuestionEntry).entryItem.questionLk;
  b.apply('setQuestionScale', { questionLk: lk, min: 0, max: 10, step: 1, startingPosition: 5 });
  ['Not at all', 'Maybe', 'Certainly'].forEach((labelText, position) =>
    b.apply('setQuestionScaleLabel', { questionLk: lk, labelText, position }),
  );
  return b.last();
}

/** An image choice where only the first option has a picture (issue 35 §5). */
function pictures(): Entry {
  const entry = sampleQuestion(
    'Basic',
    ['Pack A', 'Pack B'],
    {},
    'Which pack do you prefer?',
  ).entry;
  const media = {
    mediaName: 'pack-a.png',
    mediaUrl: '/pack-a.png',
    mediaType: 'image' as const,
    renderedMediaUrl: null,
  };
  return {
    ...entry,
    entryItem: {
      ...entry.entryItem,
      responseOptions: entry.entryItem.responseOptions.map((o, i) =>
        i === 0 ? { ...o, media } : o,
      ),
    },
  };
}

export const FIXTURES: Record<string, () => Entry> = {
  pictures,
  multi: () =>
    withOptionFlags(
      withOptionFlags(
        sampleQuestion(
          'Basic',
          ['Tea', 'Coffee', 'Juice', 'Other', 'None of the above'],
          { BasicChoice: 'multiple_choice', ChoiceLimit: '3' },
          'What do you drink?',
        ).entry,
        3,
        { textEntry: true },
      ),
      4,
      { exclusive: true },
    ),
  ranked: () => sampleQuestion('Ranked', ['Red', 'Green', 'Blue'], {}, 'Rank these colours').entry,
  matrix: () => sampleMatrix(['Price', 'Taste'], ['Good', 'Fair', 'Poor']),
  slider,
  email: () =>
    sampleQuestion('FreeText', [], { ContentStructure: 'email' }, 'Your e-mail address').entry,
  text: () =>
    sampleQuestion('FreeText', [], { CharacterLimit: '100' }, 'Anything else to tell us?').entry,
  card: () =>
    new QuestionnaireBuilder().textCard('Welcome', 'This survey takes two minutes.').last(),
};
