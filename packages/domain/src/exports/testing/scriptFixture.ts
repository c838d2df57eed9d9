/** A questionnaire with every entry type, marks, logic and non-Latin text (script tests, web writers). */
import { END_OF_SURVEY_TARGET } from '../../questionnaire/constants.ts';
import type { Entry, Questionnaire, SectionEntry } from '../../questionnaire/model.ts';
import {
  audienceEntry,
  matrixAt,
  QuestionnaireBuilder,
  questionAt,
  TEST_NOW,
} from '../../questionnaire/testing/builders.ts';
import { renumber } from '../../questionnaire/renumber.ts';
import type { QuestionSettingCode } from '../../questionnaire/settings.ts';

const setting = (code: QuestionSettingCode, value: string) => ({
  code,
  value,
  createdDate: TEST_NOW,
  sinceDate: TEST_NOW,
});

/**
 * A1 'Which region do you live in?'; Q1 single select (Café, 日本語, Arabic, exclusive/pinned/text
 * entry marks, a skip to the end); Q2 multi select shown if Q1 is 'Café'; Q3 matrix with an empty
 * row; Q4 ranked top 2; Q5 slider with labels; Q6 text input; T1 text card; a fork; a section S1
 * holding Q7 ranked, all ranked.
 */
export function scriptFixture(): Questionnaire {
  const b = new QuestionnaireBuilder();
  b.audience(audienceEntry(90001, 'Which region do you live in?', ['North', 'South']));
  b.question('=cmd|" /C calc"!A0 Which drink do you prefer?', ['Café', '日本語', 'شاي', 'Other']);
  b.question('Which "brands" have you heard of?', ['Acme', 'Globex', 'None'], 'Basic', true);
  b.matrix('Rate these', ['Taste', 'Blank', 'Price'], ['Good', 'Bad']);
  b.question('Rank the shops', ['Shop A', 'Shop B', 'Shop C'], 'Ranked');
  b.question('How likely are you to recommend us?', [], 'Scale');
  b.question('Anything else?', [], 'FreeText');
  b.textCard('Thank you for your answers', 'Now a few more questions.');
  b.fork('Concept test');
  b.question('Rank the colours', ['Red', 'Blue'], 'Ranked');
  // A deep copy the fixture may edit (the builder's document is plain JSON).
  let q = JSON.parse(JSON.stringify(b.build())) as Questionnaire;

  const q1 = questionAt(q, 0).entryItem;
  const [cafe, japanese, arabic, other] = q1.responseOptions;
  if (!cafe || !japanese || !arabic || !other) throw new Error('fixture options');
  arabic.pinned = true;
  other.exclusive = true;
  other.textEntryState = 'enabled';
  japanese.route = { targetNumber: END_OF_SURVEY_TARGET };
  q1.settingValues.push(setting('DontKnow', 'enabled'));

  const q2 = questionAt(q, 1);
  q2.questionLogic = [
    {
      clauseNumber: 1,
      propositionId: 'p1',
      negated: false,
      proposition: {
        kind: 'questionResponseOption',
        questionLk: q1.questionLk,
        responseOptionLks: [cafe.responseOptionLk],
      },
    },
  ];

  const matrix = matrixAt(q, 2).entryItem;
  matrix.matrixRows.sort((a, b2) => a.position - b2.position);
  // The editor keeps a row whose text was cleared; the script skips it (spec 3 §5).
  const blank = matrix.matrixRows[1];
  if (!blank) throw new Error('fixture rows');
  blank.question.text = '';

  questionAt(q, 3).entryItem.settingValues.push(setting('RankChoiceRequisite', '2'));

  const slider = questionAt(q, 4).entryItem;
  slider.questionScale = {
    range: { min: 0, max: 10, step: 1, startingPosition: 0 },
    labels: [
      { label: { text: 'Not at all likely', language: 'en', country: 'GB' }, position: 0 },
      { label: { text: 'Extremely likely', language: 'en', country: 'GB' }, position: 2 },
    ],
  };

  // No command creates sections yet (docs/decisions/spec-gaps.md): wrap the last question in one by hand.
  const last = q.entries[q.entries.length - 1] as Entry;
  const section: SectionEntry = {
    ...last,
    entryType: 'section',
    number: q.lastEntryNumber + 1,
    forks: [],
    questionLogic: [],
    entryItem: { sectionId: 'section-1', name: 'Colours', entries: [last] },
  };
  q = renumber({
    ...q,
    entries: [...q.entries.slice(0, -1), section],
    lastEntryNumber: q.lastEntryNumber + 1,
  });
  return q;
}
