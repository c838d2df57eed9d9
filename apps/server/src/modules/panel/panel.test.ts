import { criterionFor } from '@survey/domain/audience/catalogue/catalogue';
import { presetAudience } from '@survey/domain/audience/commands/presetAudience';
import { createDraftAudience } from '@survey/domain/audience/factories';
import type { DraftAudience } from '@survey/domain/audience/model';
import { presetDefinition } from '@survey/domain/audience/presets/presets';
import { applyAudienceCommand } from '@survey/domain/audience/registry';
import { describe, expect, it } from 'vitest';
import { countAudience, screeningShareOf } from './audienceCount.ts';
import { generatePopulation } from './population.ts';
import { SimulatedPanel } from './panelSupplier.ts';

let n = 0;
const ctx = { newId: () => `id-${(n += 1)}`, now: '2026-01-01T00:00:00.000Z' };
const population = generatePopulation('GB', 3000);

/** Brute force: each member checked against each criterion through plain object lookups. */
function bruteForceTargeted(a: DraftAudience): number {
  let count = 0;
  for (let i = 0; i < population.size; i++) {
    const passes = a.members.every((m) => {
      if (m.memberType !== 'Standard') return true;
      const item = m.memberItem;
      const on = item.settingValues.some((s) => s.code === 'qualifying' && s.value === 'enabled');
      if (!on) return true;
      const options = criterionFor('GB', item.criterion.code)?.options ?? [];
      const value = population.columns.get(item.criterion.code)?.[i] ?? 0;
      const multi = item.settingValues.some((s) => s.value === 'multiple_choice');
      const chosen = multi
        ? options.filter((_, k) => (value >>> k) & 1).map((o) => o.code)
        : [options[value]?.code];
      const qualifying = item.standardCriterionOptions
        .filter((o) => o.qualification)
        .map((o) => o.criterionOption.code);
      const limit = Number(
        item.settingValues.find((s) => s.code === 'screening_question_response_limit')?.value ?? 0,
      );
      const hits = chosen.filter((c) => c !== undefined && qualifying.includes(c)).length;
      return hits >= Math.max(1, limit);
    });
    if (passes) count += 1;
  }
  return count;
}

function audienceWith(steps: [string, Record<string, unknown>][]): DraftAudience {
  return steps.reduce(
    (a, [name, args]) => applyAudienceCommand(name as never, a, args as never, ctx),
    createDraftAudience('s', 'GB'),
  );
}

describe('simulated panel', () => {
  it('is deterministic per country and follows the census shares', () => {
    const again = generatePopulation('GB', 3000);
    expect(again.columns.get('age')).toEqual(population.columns.get('age'));
    const big = generatePopulation('GB', 50000);
    const regions = criterionFor('GB', 'region')?.options.map((o) => o.code) ?? [];
    const column = big.columns.get('region') ?? new Uint8Array();
    const england = column.filter((v) => regions[v] === 'GB-ENG').length / big.size;
    expect(england).toBeGreaterThan(0.83);
    expect(england).toBeLessThan(0.855);
    expect(generatePopulation('FR', 100).columns.get('age')).not.toEqual(
      generatePopulation('GB', 100).columns.get('age'),
    );
  });

  it('counts targeting exactly as a brute-force pass over the population', () => {
    const audiences = [
      audienceWith([]),
      presetAudience(
        createDraftAudience('s', 'GB'),
        {
          name: 'Nationally representative',
          preset: presetDefinition('GB', 'Nationally representative') ?? null,
        },
        ctx,
      ),
      audienceWith([
        ['setStandardCriterion', { position: 0, audienceCriterionCode: 'age' }],
        [
          'removeStandardQualification',
          { audienceCriterionCode: 'age', audienceCriterionOptionCode: '65_plus' },
        ],
        ['setStandardCriterion', { position: 1, audienceCriterionCode: 'region' }],
        [
          'removeStandardQualification',
          { audienceCriterionCode: 'region', audienceCriterionOptionCode: 'GB-ENG' },
        ],
        ['setStandardCriterion', { position: 2, audienceCriterionCode: 'pets' }],
        [
          'removeStandardQualification',
          { audienceCriterionCode: 'pets', audienceCriterionOptionCode: 'none' },
        ],
        [
          'setStandardMemberSettingValue',
          {
            audienceCriterionCode: 'pets',
            setting: { memberSettingCode: 'screening_question_response_limit', settingValue: '2' },
          },
        ],
      ]),
    ];
    for (const a of audiences) {
      const count = countAudience(population, a);
      expect(count.targeted).toBe(bruteForceTargeted(a));
      expect(count.incidenceRate).toBeCloseTo((count.targeted / population.size) * 100, 10);
    }
    expect(countAudience(population, audiences[2] as DraftAudience).targeted).toBeGreaterThan(0);
  });

  it('multiplies incidence by the screening questions’ qualifying share', () => {
    let a = audienceWith([['addCustomCriterion', { position: 0, text: 'Q' }]]);
    const lk = a.members[0]?.memberType === 'Custom' ? a.members[0].memberItem : undefined;
    expect(lk && screeningShareOf(lk)).toBe(1);
    a = applyAudienceCommand(
      'addCustomCriterionOption',
      a,
      { questionLk: lk?.questionLk ?? '', position: 2 },
      ctx,
    );
    const item = a.members[0]?.memberType === 'Custom' ? a.members[0].memberItem : undefined;
    a = applyAudienceCommand(
      'removeCustomQualification',
      a,
      {
        questionLk: item?.questionLk ?? '',
        responseOptionLk: item?.criterionOptions[0]?.responseOptionLk ?? '',
      },
      ctx,
    );
    expect(countAudience(population, a).incidenceRate).toBeCloseTo((2 / 3) * 100, 10);
  });

  it('estimates feasibility, delivery days and the quota cells that cannot be filled', () => {
    const panel = new SimulatedPanel(3000);
    const rep = presetAudience(
      createDraftAudience('s', 'GB'),
      {
        name: 'Nationally representative',
        preset: presetDefinition('GB', 'Nationally representative') ?? null,
      },
      ctx,
    );
    const easy = panel.feasibility(rep, 100, 5);
    expect(easy).toMatchObject({
      isFeasible: true,
      feasibility: 1,
      infeasibleQuotas: [],
      errors: [],
    });
    expect(easy.estimatedDeliveryTime).toBeGreaterThanOrEqual(1);
    // 3000 members x 30% participation cannot give 2000 completes; Northern Ireland's 2.9% of
    // 2000 = 58 completes needs far more members than it has.
    const hard = panel.feasibility(rep, 2000, 5);
    expect(hard.isFeasible).toBe(false);
    expect(hard.feasibility).toBeLessThan(1);
    expect(hard.estimatedDeliveryTime).toBeNull();
    const cell = hard.infeasibleQuotas.find(
      (q) => q.quota.key.responseOptionId === 'std:region:GB-NIR',
    );
    expect(cell?.quota.respondentCount).toBe(58);
    expect(cell?.feasibleCounts).toBeLessThan(58);
    // Slow: a feasible audience that takes more than 14 days shows no day count ('14+ days').
    const slow = panel.feasibility(rep, 250, 60);
    expect(slow.isFeasible).toBe(true);
    expect(slow.estimatedDeliveryTime).toBeNull();
  });

  it('reports an invalid audience as errors with field and message', () => {
    const a = audienceWith([
      ['setStandardCriterion', { position: 0, audienceCriterionCode: 'age' }],
      ['removeAllStandardQualification', { audienceCriterionCode: 'age' }],
    ]);
    const r = new SimulatedPanel(3000).feasibility(a, 10, 5);
    expect(r.isFeasible).toBe(false);
    expect(r.errors[0]).toEqual({ field: 'members.1', message: expect.any(String) as string });
  });
});
