/**
 * A bought survey with hostile texts (formula triggers, quotes, non-Latin, labels past the SPSS
 * limits), a gender quota and answered completes, for the raw-data export tests; and PSPP's
 * reading of a .sav file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Answer } from '@survey/domain/respondent/answers';
import { seededRandom } from '@survey/domain/random';
import {
  QuestionnaireBuilder,
  optionLks,
  questionAt,
} from '@survey/domain/questionnaire/testing/builders';
import { audienceOk } from '../../../../test/audienceHelpers.ts';
import type { SignedUpUser } from '../../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../../test/orderHelpers.ts';
import { storeTestDocument } from '../../../../test/questionnaireHelpers.ts';
import { respondentDriver } from '../../../../test/respondentDriver.ts';
import type { TestApp } from '../../../../test/testApp.ts';

export const LONG_TITLE = `=Title "quoted" ${'x'.repeat(300)}`;
export const LONG_OPTION = `@${'o'.repeat(150)}`;
export const HOSTILE_OPTIONS = ['=cmd|calc', '+Tea "strong"', 'Café 日本語 «ok»', LONG_OPTION];
export const HOSTILE_TEXTS = [
  '=1+2',
  '@SUM(A1)',
  '-cmd',
  '+44 not a number',
  '日本語 "quoted", comma',
];

function hostileQuestionnaire() {
  const b = new QuestionnaireBuilder()
    .question(LONG_TITLE, HOSTILE_OPTIONS, 'Basic')
    .fork('Concept')
    .question('-Which colours?', ['-Red', 'Blue', 'Other'], 'Basic', true)
    .question('Rank them', ['A', 'B', 'C'], 'Ranked')
    .matrix('Agree?', ['Price', 'Taste'], ['Yes', 'No'])
    .question('How much?', [], 'Scale')
    .question('=Why?', [], 'FreeText');
  const q0 = questionAt(b.q, 0).entryItem.questionLk;
  for (const code of ['DontKnow', 'PreferNotToSay'] as const) {
    b.apply('setQuestionnaireSettingValue', {
      questionLk: q0,
      setting: { questionSettingCode: code, settingValue: 'enabled' },
    });
  }
  b.apply('setRoTextEntryState', {
    questionLk: questionAt(b.q, 2).entryItem.questionLk,
    responseOptionLk: optionLks(b.q, 2)[2] ?? '',
    textEntryState: 'enabled',
  });
  return b.q;
}

/** The survey, bought, with `respondents` walked through it (most complete). */
export async function hostileSurvey(
  t: TestApp,
  user: SignedUpUser,
  respondents: number,
): Promise<string> {
  const { surveyId } = await readyTestSurvey(t, user, { samplesNeeded: 500 });
  await storeTestDocument(t, surveyId, hostileQuestionnaire());
  const token = user.accessToken;
  await audienceOk(t, token, 'setStandardCriterion', {
    surveyId,
    position: 0,
    audienceCriterionCode: 'gender',
  });
  await audienceOk(t, token, 'setStandardQuotas', { surveyId, audienceCriterionCode: 'gender' });
  // A quarter each: quotas start at the population's shares (0.5% for two of the options), and
  // respondents here pick a gender at random, so each must have room for the later walks too.
  for (const option of ['male', 'female', 'another', 'prefer_not_to_say']) {
    await audienceOk(t, token, 'setStandardQuota', {
      surveyId,
      audienceCriterionCode: 'gender',
      audienceCriterionOptionCode: option,
      percent: 25,
    });
  }
  await purchaseOk(t, user, surveyId);
  await addCompletes(t, surveyId, respondents, 0);
  return surveyId;
}

/** Walks more respondents through the survey (ids from `from`). */
export async function addCompletes(t: TestApp, surveyId: string, n: number, from: number) {
  const driver = respondentDriver(t);
  const rnd = seededRandom(7 + from);
  for (let i = from; i < from + n; i++) {
    await driver.walk(surveyId, `resp-${i}`, rnd, {
      choose: (page): Answer | undefined =>
        page.entry.entryType === 'question' && page.entry.entryItem.questionTypeCode === 'FreeText'
          ? { kind: 'text', text: HOSTILE_TEXTS[i % HOSTILE_TEXTS.length] ?? '' }
          : undefined,
    });
  }
}

/** One line, never a skip: the SPSS check needs PSPP. */
export function requirePspp(): void {
  if (!existsSync('/usr/bin/pspp')) {
    throw new Error('pspp is not installed: run `apt-get install pspp` to check SPSS exports');
  }
}

export interface PsppReading {
  /** Variable name -> its dictionary row (label, measure, missing values, format). */
  dictionary: Map<string, Record<string, string>>;
  /** Value labels: variable label -> value -> label. */
  valueLabels: string;
  /** Frequencies: variable name -> value -> count (user-missing values included, not sysmis). */
  frequencies: Map<string, Map<string, number>>;
  cases: number;
  raw: string;
}

/** PSPP reads the file (GET FILE, DISPLAY DICTIONARY, FREQUENCIES) and answers its tables. */
export function readWithPspp(file: string, variables: string[]): PsppReading {
  const syntax = path.join(path.dirname(file), `${path.basename(file)}.sps`);
  const list = variables.length > 0 ? variables.join(' ') : 'ALL';
  writeFileSync(
    syntax,
    [
      'SET TNUMBERS=VALUES TVARS=NAMES.',
      `GET FILE='${file}'.`,
      'DISPLAY DICTIONARY.',
      'SHOW N.',
      `FREQUENCIES VARIABLES=${list} /STATISTICS=NONE.`,
    ].join('\n'),
  );
  const raw = execFileSync('/usr/bin/pspp', ['-O', 'format=csv', syntax], {
    encoding: 'utf8',
  });
  if (/\b(error|warning):/i.test(raw)) {
    throw new Error(`PSPP complained:\n${raw.slice(0, 2000)}`);
  }
  const tables = raw.split(/\n\s*\n/).map((block) => block.trim());
  const dictionary = new Map<string, Record<string, string>>();
  const frequencies = new Map<string, Map<string, number>>();
  let valueLabels = '';
  const cases = Number(/SHOW: N is (\d+)/.exec(raw)?.[1] ?? -1);
  for (const block of tables) {
    const [title = '', ...rest] = block.split('\n');
    const rows = parse(rest.join('\n'), {
      relax_column_count: true,
      relax_quotes: true,
    }) as string[][];
    if (title === 'Table: Variables') {
      const [head = [], ...body] = rows;
      for (const r of body)
        dictionary.set(r[0] ?? '', Object.fromEntries(head.map((h, i) => [h, r[i] ?? ''])));
    } else if (title === 'Table: Value Labels') {
      valueLabels = rest.join('\n');
    } else if (title.startsWith('Table: ') && rows[0]?.[2] === 'Frequency') {
      const name = title.slice('Table: '.length);
      const counts = new Map<string, number>();
      let section = '';
      for (const r of rows.slice(1)) {
        section = r[0] || section;
        const value = r[1] ?? '';
        if ((section === 'Valid' || section === 'Missing') && value !== '.' && value !== '') {
          counts.set(value, Number(r[2]));
        }
      }
      frequencies.set(name, counts);
    }
  }
  return { dictionary, valueLabels, frequencies, cases, raw };
}
