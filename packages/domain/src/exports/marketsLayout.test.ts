import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { marketsLayout, type ExportMarket } from './marketsLayout.ts';
import type { Cell, RawDataColumns, RawVariable } from './rawDataLayout.ts';

const v = (name: string, label = name, labels: string[] = []): RawVariable => ({
  name,
  label,
  type: labels.length > 0 ? 'numeric' : 'string',
  measure: 'nominal',
  valueLabels: labels.map((l, i) => ({ value: i + 1, label: l })),
  missing: [],
  decimals: 0,
});
const columns = (answers: RawVariable[]): RawDataColumns => {
  const own = [v('respondent_id'), v('status'), v('weight', 'Weight', [])];
  return { variables: [...own, ...answers], fixedCount: own.length, weightIndex: own.length - 1 };
};
const GB: ExportMarket = { countryCode: 'GB', countryName: 'United Kingdom', language: 'en' };
const DE: ExportMarket = { countryCode: 'DE', countryName: 'Germany', language: 'de' };
const FR: ExportMarket = { countryCode: 'FR', countryName: 'France', language: 'fr' };

const gender = v('A1', 'A1: Gender', ['Male', 'Female']);
const q1 = v('Q1', 'Q1: Which tea?', ['Green', 'Black']);
const names = (c: RawDataColumns) => c.variables.map((x) => x.name);

describe('one raw-data file across markets (issue 37 §3)', () => {
  it('puts Market and Language after the respondent id, and a variable every market shares in one column', () => {
    const layout = marketsLayout([
      { market: GB, layout: columns([gender, q1]) },
      { market: DE, layout: columns([gender, q1]) },
    ]);
    expect(names(layout.columns)).toEqual([
      'respondent_id',
      'Market',
      'Language',
      'status',
      'weight',
      'A1',
      'Q1',
    ]);
    expect(layout.columns.fixedCount).toBe(5);
    expect(layout.columns.weightIndex).toBe(4);
    expect(layout.columns.variables[1]?.textLabels).toEqual([
      { value: 'GB', label: 'United Kingdom' },
      { value: 'DE', label: 'Germany' },
    ]);
    expect(layout.cellsOf(1, ['r-1', 'complete', 0.5, 2, 1])).toEqual([
      'r-1',
      'DE',
      'de',
      'complete',
      0.5,
      2,
      1,
    ]);
  });

  it('gives an audience question that differs between markets its own column per meaning, empty in the other markets', () => {
    const region = v('A2', 'A2: Region', ['Bavaria', 'Berlin']);
    const age = v('A2', 'A2: Age', ['18-34', '35+']);
    const layout = marketsLayout([
      { market: GB, layout: columns([gender, age, q1]) },
      { market: DE, layout: columns([gender, region, q1]) },
      { market: FR, layout: columns([gender, region, q1]) },
    ]);
    expect(names(layout.columns).slice(5)).toEqual(['A1', 'A2', 'A2_DE', 'Q1']);
    expect(layout.columns.variables[7]?.label).toBe('A2: Region');
    expect(layout.cellsOf(0, ['g', 'complete', 1, 1, 2, 1]).slice(5)).toEqual([1, 2, null, 1]);
    // France's region is Germany's column (the same question and options).
    expect(layout.cellsOf(2, ['f', 'complete', 1, 2, 1, 2]).slice(5)).toEqual([2, null, 1, 2]);
  });

  const cell = fc.oneof(
    fc.integer({ min: 0, max: 9 }),
    fc.string({ maxLength: 3 }),
    fc.constant(null),
  );
  test.prop([
    fc.array(fc.subarray(['A1', 'A2', 'A3', 'Q1', 'Q2']), { minLength: 1, maxLength: 4 }),
    fc.array(cell, { minLength: 8, maxLength: 8 }),
    fc.nat(),
  ])(
    'every market cell lands in its own variable, and nothing else of that row is filled',
    (answerSets, cells, pick) => {
      const markets = answerSets.map((set, i) => ({
        market: { countryCode: `C${i}`, countryName: `Country ${i}`, language: `l${i}` },
        // The same name means something else in every other market (its label names the market).
        layout: columns(set.map((name) => v(name, `${name} in ${i % 2}`))),
      }));
      const layout = marketsLayout(markets);
      const m = pick % markets.length;
      const own = markets[m]?.layout.variables ?? [];
      const mine: Cell[] = own.map((_, i) => cells[i] ?? null);
      const row = layout.cellsOf(m, mine);
      expect(new Set(names(layout.columns)).size).toBe(layout.columns.variables.length);
      const filled = new Map<string, Cell>();
      layout.columns.variables.forEach((x, i) => {
        if (x.name === 'Market' || x.name === 'Language') return;
        const at = own.findIndex(
          (o) => o.label === x.label && (x.name === o.name || x.name.startsWith(`${o.name}_`)),
        );
        if (at < 0) expect(row[i]).toBeNull();
        else filled.set(own[at]?.label ?? '', row[i] ?? null);
      });
      expect([...filled.values()]).toEqual(mine);
      expect(row[1]).toBe(`C${m}`);
    },
  );
});
