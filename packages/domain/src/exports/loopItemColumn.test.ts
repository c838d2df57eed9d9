import { describe, expect, it } from 'vitest';
import { LOOP_ITEM_TOKEN } from '../questionnaire/loops.ts';
import type { QuestionEntry, Questionnaire } from '../questionnaire/model.ts';
import { QuestionnaireBuilder, questionAt } from '../questionnaire/testing/builders.ts';
import { flattenEntries } from '../questionnaire/walk.ts';
import type { Answer } from '../respondent/answers.ts';
import { publishedSurveyOf } from '../respondent/engine/published.ts';
import { audienceOf } from '../respondent/engine/testing/audienceFixtures.ts';
import { rawDataLayout, type Cell, type RawDataLayout } from './rawDataLayout.ts';
import {
  csvFieldWriters,
  csvHeader,
  longSpssVariables,
  putCsvRecords,
  putSpssCases,
} from './rawDataRows.ts';

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });

/** Q1 'Which brands?' (multi), Q2 'Again?', then S1 looping over Q1 with Q3 'Rate {item}?'. */
function survey(loop: boolean) {
  const b = new QuestionnaireBuilder()
    .question('Which brands?', ['Brand A', 'Brand B'], 'Basic', true)
    .question('Again?', ['Yes', 'No']);
  b.apply('addSection', { position: 2, name: 'Per brand' });
  const section = b.last().number;
  b.question(`Rate ${LOOP_ITEM_TOKEN}?`, ['Good', 'Bad']);
  b.apply('moveEntryToSection', { number: b.last().number, sectionNumber: section, toPosition: 0 });
  if (loop) {
    b.apply('setSectionLoop', {
      number: section,
      sourceQuestionNumber: questionAt(b.q, 0).number,
      items: null,
      maxIterations: 2,
      randomOrder: false,
    });
  }
  return { q: b.q, section };
}

const questions = (q: Questionnaire): QuestionEntry[] =>
  flattenEntries(q.entries).filter((e): e is QuestionEntry => e.entryType === 'question');
const option = (e: QuestionEntry | undefined, text: string) =>
  e?.entryItem.responseOptions.find((o) => o.responseOption.value === text)?.responseOptionLk ?? '';

/** One complete: brands A and B, 'Yes', A Good, B Bad. */
function cellsOf(loop: boolean): { layout: RawDataLayout; cells: Cell[] } {
  const { q, section } = survey(loop);
  const layout = rawDataLayout(publishedSurveyOf(q, audienceOf()));
  const [brands, again, rate] = questions(q);
  const a = option(brands, 'Brand A');
  const b = option(brands, 'Brand B');
  const answers: Record<string, Answer> = {
    [`entry:${brands?.number}`]: choice(a, b),
    [`entry:${again?.number}`]: choice(option(again, 'Yes')),
    [`entry:${rate?.number}:loop:${a}`]: choice(option(rate, 'Good')),
    [`entry:${rate?.number}:loop:${b}`]: choice(option(rate, 'Bad')),
    [`entry:${rate?.number}`]: choice(option(rate, 'Good')),
    [`loop:${section}`]: choice(a, b),
  };
  const cells = layout.row({
    respondentId: 'r1',
    status: 'complete',
    startedAtMs: 0,
    completedAtMs: 1,
    forks: {},
    flags: [],
    weight: 1,
    answers,
  });
  return { layout, cells };
}

function csvRecords(layout: RawDataLayout, cells: readonly Cell[]): string[][] {
  const writers = csvFieldWriters(layout, false);
  const rows: string[][] = [[]];
  putCsvRecords(layout, cells, 'LONG', {
    field: (v, cell) => rows[rows.length - 1]?.push(writers[v]?.(cell) ?? ''),
    name: (v) => rows[rows.length - 1]?.push(layout.variables[v]?.name ?? ''),
    loopItem: (v) => rows[rows.length - 1]?.push(layout.variables[v]?.loopItem ?? ''),
    end: () => rows.push([]),
  });
  return rows.slice(0, -1);
}

describe('LONG raw data of a survey with loops (issue 38 §2)', () => {
  it('ends each row with its loop item: one row per iteration of a looped card', () => {
    const { layout, cells } = cellsOf(true);
    const header = csvHeader(layout, 'LONG');
    expect(header.slice(-3)).toEqual(['variable', 'value', 'loop_item']);
    const rows = csvRecords(layout, cells).map((r) => r.slice(-3));
    expect(rows.filter((r) => r[0]?.startsWith('Q3'))).toEqual([
      ['Q3_L1', 'Good', 'Brand A'],
      ['Q3_L2', 'Bad', 'Brand B'],
    ]);
    expect(rows.find((r) => r[0] === 'Q2')).toEqual(['Q2', 'Yes', '']);
    expect(rows.every((r) => r.length === 3)).toBe(true);

    const spss = longSpssVariables(layout).map((v) => v.name);
    expect(spss.slice(-4)).toEqual(['variable', 'value', 'text', 'loop_item']);
    const cases: Cell[][] = [];
    putSpssCases(layout, cells, 'LONG', (v, cell) => {
      if (v === 0) cases.push([]);
      cases[cases.length - 1]?.push(cell);
    });
    expect(cases.filter((c) => c[layout.fixedCount] === 'Q3_L2').map((c) => c.slice(-4))).toEqual([
      ['Q3_L2', 2, null, 'Brand B'],
    ]);
  });

  it('keeps the LONG and WIDE columns of a survey without loops, and WIDE with loops', () => {
    const plain = cellsOf(false).layout;
    expect(csvHeader(plain, 'LONG').slice(-2)).toEqual(['variable', 'value']);
    expect(
      longSpssVariables(plain)
        .map((v) => v.name)
        .slice(-1),
    ).toEqual(['text']);
    const looped = cellsOf(true).layout;
    expect(csvHeader(looped, 'WIDE')).not.toContain('loop_item');
  });
});
