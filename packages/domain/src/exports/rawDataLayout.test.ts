import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  QuestionnaireBuilder,
  forkAt,
  optionLks,
  questionAt,
} from '../questionnaire/testing/builders.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { audienceOf, standardMember } from '../respondent/engine/testing/audienceFixtures.ts';
import { truncateChars, truncateUtf8, utf8ByteLength } from './labels.ts';
import {
  rawDataLayout,
  spssName,
  type Cell,
  type CompleteRecord,
  type RawDataLayout,
} from './rawDataLayout.ts';
import {
  csvField,
  csvFieldWriters,
  csvHeader,
  putCsvRecords,
  putSpssCases,
} from './rawDataRows.ts';

/** The SPSS cases putSpssCases puts, as rows. */
function spssRows(layout: RawDataLayout, cells: readonly Cell[], dimension: 'WIDE' | 'LONG') {
  const rows: Cell[][] = [];
  const width = dimension === 'WIDE' ? layout.variables.length : layout.fixedCount + 3;
  const cases = putSpssCases(layout, cells, dimension, (variable, cell) => {
    if (variable === 0) rows.push([]);
    const row = rows[rows.length - 1];
    expect(variable).toBe(row?.length);
    row?.push(cell);
  });
  expect(cases).toBe(rows.length);
  expect(rows.every((r) => r.length === width)).toBe(true);
  return rows;
}

/** The CSV records putCsvRecords puts, as rows of field text. */
function csvRows(
  layout: RawDataLayout,
  cells: readonly Cell[],
  dimension: 'WIDE' | 'LONG',
  encoded: boolean,
) {
  const writers = csvFieldWriters(layout, encoded);
  const rows: string[][] = [];
  let row: string[] = [];
  const records = putCsvRecords(layout, cells, dimension, {
    field: (variable, cell) => row.push(writers[variable]?.(cell) ?? ''),
    name: (variable) => row.push(csvField(layout.variables[variable]?.name ?? '')),
    loopItem: (variable) => row.push(csvField(layout.variables[variable]?.loopItem ?? '')),
    end: () => {
      rows.push(row);
      row = [];
    },
  });
  expect(records).toBe(rows.length);
  return rows;
}

function sampleSurvey(longText = 'Favourite?') {
  const b = new QuestionnaireBuilder()
    .question(longText, ['Tea', '=Coffee'], 'Basic')
    .fork('Concept test')
    .question('Which ones?', ['Red', 'Blue', 'Other'], 'Basic', true)
    .question('Rank them', ['A', 'B', 'C'], 'Ranked')
    .matrix('Agree?', ['Price', 'Taste'], ['Yes', 'No'])
    .question('How much?', [], 'Scale')
    .question('Why?', [], 'FreeText');
  const q0 = questionAt(b.q, 0).entryItem.questionLk;
  b.apply('setQuestionnaireSettingValue', {
    questionLk: q0,
    setting: { questionSettingCode: 'DontKnow', settingValue: 'enabled' },
  });
  b.apply('setQuestionnaireSettingValue', {
    questionLk: q0,
    setting: { questionSettingCode: 'PreferNotToSay', settingValue: 'enabled' },
  });
  const multi = questionAt(b.q, 2).entryItem;
  b.apply('setRoTextEntryState', {
    questionLk: multi.questionLk,
    responseOptionLk: optionLks(b.q, 2)[2] ?? '',
    textEntryState: 'enabled',
  });
  const gender = standardMember(1, 'gender', [
    { key: 'female', value: 'Female' },
    { key: 'male', value: 'Male' },
  ]);
  return { published: publishedSurveyOf(b.q, audienceOf(gender)), q: b.q };
}

const record = (answers: Record<string, unknown>, over: Partial<CompleteRecord> = {}) => ({
  respondentId: 'r-1',
  status: 'complete',
  startedAtMs: Date.UTC(2026, 0, 2, 3, 4, 5),
  completedAtMs: Date.UTC(2026, 0, 2, 3, 9, 5),
  forks: {},
  flags: [],
  weight: 1,
  answers,
  ...over,
});

describe('raw-data layout', () => {
  it('names variables A1, Q1, Q3_1 (multi options), Q3_other (text entry), ranks, matrix rows', () => {
    const { published } = sampleSurvey();
    const layout = rawDataLayout(published);
    expect(layout.variables.map((v) => v.name)).toEqual([
      'respondent_id',
      'status',
      'start_time',
      'end_time',
      'fork_1',
      'flag_speeder',
      'flag_straightliner',
      'flag_gibberish',
      'weight',
      'A1',
      'Q1',
      'Q2_1',
      'Q2_2',
      'Q2_3',
      'Q2_other',
      'Q3_1',
      'Q3_2',
      'Q3_3',
      'Q4_1',
      'Q4_2',
      'Q5',
      'Q6',
    ]);
    const byName = new Map(layout.variables.map((v) => [v.name, v]));
    expect(byName.get('Q1')).toMatchObject({
      label: 'Q1: Favourite?',
      measure: 'nominal',
      valueLabels: [
        { value: 1, label: 'Tea' },
        { value: 2, label: '=Coffee' },
        { value: 3, label: "Don't know" },
        { value: 4, label: 'Prefer not to say' },
      ],
      missing: [3, 4],
    });
    expect(byName.get('Q3_1')).toMatchObject({ measure: 'ordinal', label: 'Q3: Rank them - A' });
    expect(byName.get('Q3_1')?.valueLabels.map((l) => l.label)).toEqual([
      'Ranked 1st',
      'Ranked 2nd',
      'Ranked 3rd',
    ]);
    expect(byName.get('Q5')).toMatchObject({ measure: 'scale', type: 'numeric' });
    expect(byName.get('Q6')).toMatchObject({ type: 'string' });
    expect(byName.get('Q4_2')?.label).toBe('Q4: Agree? - Taste');
    expect(byName.get('fork_1')?.valueLabels.map((l) => l.label)).toEqual(['A', 'B']);
  });

  it('truncates variable labels at 255 and value labels at 120 characters (spec 3 §8)', () => {
    const { published } = sampleSurvey('é'.repeat(400));
    const layout = rawDataLayout(published);
    const q1 = layout.variables.find((v) => v.name === 'Q1');
    expect(Array.from(q1?.label ?? '')).toHaveLength(255);
    const b = new QuestionnaireBuilder().question('Q', ['x'.repeat(300), 'short'], 'Basic');
    const other = rawDataLayout(publishedSurveyOf(b.q, audienceOf()));
    const labels = other.variables.find((v) => v.name === 'Q1')?.valueLabels ?? [];
    expect(labels.map((l) => l.label.length)).toEqual([120, 5]);
  });

  it('writes codes, labels, ranks, dichotomies, the fork branch and the flags of a complete', () => {
    const { published, q } = sampleSurvey();
    const layout = rawDataLayout(published);
    const [red, , other] = optionLks(q, 2);
    const [a, , c] = optionLks(q, 3);
    const matrix = q.entries[4];
    const rows = matrix?.entryType === 'matrix' ? matrix.entryItem.matrixRows : [];
    const cols = matrix?.entryType === 'matrix' ? matrix.entryItem.responseOptions : [];
    const forkId = forkAt(q, 1).entryItem.fork.forkId;
    const answers = {
      'audience:1': { kind: 'choice', selected: ['male'], texts: {} },
      'entry:1': { kind: 'choice', selected: ['default:DontKnow'], texts: {} },
      'entry:3': { kind: 'choice', selected: [red, other], texts: { [other ?? '']: ' +mauve ' } },
      'entry:4': { kind: 'ranked', ranking: [c, a] },
      'entry:5': {
        kind: 'matrix',
        rows: { [rows[0]?.questionLk ?? '']: [cols[1]?.responseOptionLk ?? ''] },
      },
      'entry:6': { kind: 'scale', value: 42 },
      'entry:7': { kind: 'text', text: '  @SUM(A1)  ' },
    };
    const rec = record(answers, { forks: { [forkId]: 2 }, flags: ['SPEEDER'], weight: 0.75 });
    expect(layout.row(rec).slice(2)).toEqual([
      rec.startedAtMs,
      rec.completedAtMs,
      2,
      1,
      0,
      0,
      0.75,
      2,
      3,
      1,
      0,
      1,
      '+mauve',
      2,
      null,
      1,
      2,
      null,
      42,
      '@SUM(A1)',
    ]);
    const [encoded] = csvRows(layout, layout.row(rec), 'WIDE', true);
    const [unencoded] = csvRows(layout, layout.row(rec), 'WIDE', false);
    expect(csvHeader(layout, 'WIDE')).toEqual(layout.variables.map((v) => v.name));
    expect(encoded?.slice(2, 4)).toEqual(['2026-01-02T03:04:05.000Z', '2026-01-02T03:09:05.000Z']);
    expect(encoded?.slice(9)).toEqual(
      ['2', '3', '1', '0', '1', "'+mauve", '2', '', '1', '2', '', '42', "'@SUM(A1)"].map(String),
    );
    expect(unencoded?.slice(9)).toEqual([
      'Male',
      "Don't know",
      'Red',
      'Not selected',
      'Other',
      "'+mauve",
      'Ranked 2nd',
      '',
      'Ranked 1st',
      'No',
      '',
      '42',
      "'@SUM(A1)",
    ]);
  });

  it('LONG has one row per answered variable, after the respondent columns', () => {
    const { published } = sampleSurvey();
    const layout = rawDataLayout(published);
    const rec = record({
      'entry:6': { kind: 'scale', value: 7 },
      'entry:7': { kind: 'text', text: 'fine' },
    });
    const header = csvHeader(layout, 'LONG');
    expect(header.slice(-3)).toEqual(['weight', 'variable', 'value']);
    const rows = csvRows(layout, layout.row(rec), 'LONG', true);
    expect(rows.map((r) => r.slice(-2))).toEqual([
      ['Q5', '7'],
      ['Q6', 'fine'],
    ]);
    expect(rows.every((r) => r.length === header.length && r[0] === 'r-1')).toBe(true);
    const spss = spssRows(layout, layout.row(rec), 'LONG');
    expect(spss.map((r) => r.slice(-3))).toEqual([
      ['Q5', 7, null],
      ['Q6', null, 'fine'],
    ]);
    expect(spssRows(layout, layout.row(rec), 'WIDE')).toEqual([layout.row(rec)]);
  });

  it('an answer of another kind than the question (a changed survey) is missing, not a crash', () => {
    const { published } = sampleSurvey();
    const layout = rawDataLayout(published);
    const cells = layout.row(
      record({ 'entry:1': { kind: 'text', text: 'x' }, 'entry:6': { kind: 'scale', value: 'x' } }),
    );
    expect(cells.slice(layout.fixedCount).every((c) => c === null)).toBe(true);
  });
});

describe('names and truncation', () => {
  test.prop([fc.string({ maxLength: 100 })])('spssName is always a valid SPSS name', (raw) => {
    const name = spssName(raw);
    expect(name).toMatch(/^[A-Za-z][A-Za-z0-9_]*$/);
    expect(name.length).toBeLessThanOrEqual(64);
    expect(name.endsWith('_') && name !== 'V').toBe(false);
  });

  test.prop([fc.string({ unit: 'grapheme', maxLength: 200 }), fc.integer({ min: 0, max: 300 })])(
    'truncateUtf8 keeps whole characters within the byte limit, a prefix of the text',
    (text, max) => {
      const cut = truncateUtf8(text, max);
      expect(utf8ByteLength(cut)).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut)).toBe(true);
      // An independent byte count: each percent-escape of encodeURIComponent is one UTF-8 byte.
      expect(encodeURIComponent(cut).replace(/%[0-9A-F]{2}/g, 'x').length).toBe(
        utf8ByteLength(cut),
      );
      if (utf8ByteLength(text) <= max) expect(cut).toBe(text);
    },
  );

  it('truncateChars counts characters, not UTF-16 units', () => {
    expect(truncateChars('😀😀😀', 2)).toBe('😀😀');
    expect(truncateChars('abc', 5)).toBe('abc');
  });
});
