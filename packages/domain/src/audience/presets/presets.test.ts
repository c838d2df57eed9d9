import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../projects/countries.ts';
import { criterionFor } from '../catalogue/catalogue.ts';
import { presetAudience } from '../commands/presetAudience.ts';
import { createDraftAudience } from '../factories.ts';
import { assertAudienceInvariants } from '../invariants.ts';
import { interlocksOf } from '../interlocks.ts';
import { quotasSumTo100 } from '../quotas.ts';
import { applyAudienceCommand } from '../registry.ts';
import { isAudienceValid } from '../validate.ts';
import { censusOf } from './census.data.ts';
import { percentagesOf } from './populationShares.ts';
import { NATIONALLY_REPRESENTATIVE, presetAudiencesFor, presetDefinition } from './presets.ts';

let n = 0;
const ctx = { newId: () => `id-${(n += 1)}`, now: '2026-01-01T00:00:00.000Z' };

describe('preset audiences', () => {
  it.each(COUNTRIES.map((c) => c.countryCode))(
    '%s: every preset is valid and uses the catalogue',
    (code) => {
      const names = presetAudiencesFor(code).map((p) => p.name);
      expect(names[0]).toBe(NATIONALLY_REPRESENTATIVE);
      expect(names.at(-1)).toBe('Custom');
      expect(names.length).toBeGreaterThanOrEqual(5);
      for (const name of names.filter((x) => x !== 'Custom')) {
        const preset = presetDefinition(code, name);
        expect(preset, name).toBeDefined();
        for (const c of preset?.criteria ?? []) {
          const criterion = criterionFor(code, c.code);
          expect(criterion, `${name} ${c.code}`).toBeDefined();
          const optionCodes = new Set(criterion?.options.map((o) => o.code));
          for (const o of c.qualifyingOptionCodes ?? []) expect(optionCodes.has(o), o).toBe(true);
          for (const o of Object.keys(c.quotas ?? {})) expect(optionCodes.has(o), o).toBe(true);
          if (c.quotas)
            expect(quotasSumTo100(Object.values(c.quotas)), `${name} ${c.code}`).toBe(true);
        }
        const applied = presetAudience(
          createDraftAudience('s', code),
          { name, preset: preset ?? null },
          ctx,
        );
        assertAudienceInvariants(applied);
        expect(isAudienceValid(applied), `${code} ${name}`).toBe(true);
      }
    },
  );

  it('puts age, gender and region quotas on GB and US with census figures', () => {
    for (const code of ['GB', 'US']) {
      const preset = presetDefinition(code, NATIONALLY_REPRESENTATIVE);
      expect(preset?.criteria.map((c) => c.code)).toEqual(['age', 'gender', 'region']);
      expect(preset?.criteria.every((c) => c.quotas)).toBe(true);
      expect(censusOf(code).region?.approximation).toBe(false);
    }
    expect(presetDefinition('GB', NATIONALLY_REPRESENTATIVE)?.criteria[2]?.quotas).toMatchObject({
      'GB-ENG': expect.closeTo(84.3, 0) as number,
    });
  });

  it('marks the tables of countries without national figures as approximations', () => {
    const census = censusOf('FR');
    expect(census.age.approximation).toBe(true);
    expect(census.age.source).toMatch(/^approximation/);
    expect(presetAudiencesFor('FR')[0]?.description).toContain('approximate');
  });

  it('knows no preset by another name', () => {
    expect(presetDefinition('GB', 'Everyone')).toBeUndefined();
    expect(presetDefinition('GB', 'toString')).toBeUndefined();
  });

  it('rounds percentages so they sum to exactly 100', () => {
    const p = percentagesOf({ a: 1, b: 1, c: 1 }, ['a', 'b', 'c']);
    expect(Object.values(p).reduce((s, x) => s + x, 0)).toBeCloseTo(100, 10);
    expect(quotasSumTo100(Object.values(p))).toBe(true);
  });
});

describe('interlocking the census preset', () => {
  it.each(['GB', 'US'])(
    '%s: age x gender x region starts from the product of the census margins',
    (code) => {
      const preset = presetDefinition(code, NATIONALLY_REPRESENTATIVE);
      let a = presetAudience(
        createDraftAudience('s', code),
        { name: NATIONALLY_REPRESENTATIVE, preset },
        ctx,
      );
      const numbers = a.members.map((m) => m.number);
      a = applyAudienceCommand('setInterlock', a, { memberNumbers: numbers }, ctx);
      const [interlock] = interlocksOf(a);
      const criteria = preset?.criteria ?? [];
      expect(interlock?.cells.length).toBe(
        criteria.reduce((n, c) => n * Object.keys(c.quotas ?? {}).length, 1),
      );
      for (const cell of interlock?.cells ?? []) {
        const product = cell.optionKeys.reduce(
          (p, key, i) => (p * (criteria[i]?.quotas?.[key] ?? 0)) / 100,
          100,
        );
        expect(cell.percent).toBeCloseTo(product, 9);
      }
      expect(isAudienceValid(a)).toBe(true);
      assertAudienceInvariants(a);
    },
  );
});
