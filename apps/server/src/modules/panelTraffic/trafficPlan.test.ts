import { seededRandom } from '@survey/domain/random';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePopulation } from '../panel/population.ts';
import {
  behaviourOf,
  MAX_STARTS_PER_TICK,
  memberIdOf,
  memberIndexOf,
  memberIndexOfDraw,
  memberProfile,
  pacedPageMs,
  startsForTick,
} from './trafficPlan.ts';

describe('pace and knobs', () => {
  it('paces a page so that an interview takes the LOI (times the knob) on the panel clock', () => {
    // 5 minutes over 4 pages on a clock 120 times fast: 625 ms a page, 2.5 s an interview.
    expect(pacedPageMs({ loiMinutes: 5, pages: 4, clockSpeed: 120 })).toBe(625);
    expect(pacedPageMs({ loiMinutes: 5, pages: 4, clockSpeed: 120, lengthFactor: 1.6 })).toBe(1000);
    expect(pacedPageMs({ loiMinutes: 5, pages: 0, clockSpeed: 0 })).toBe(300_000);
  });

  it('draws the knobs after the ordinary traits: a survey without knobs keeps its members', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 0, max: 100_000 }), (surveyId, index) => {
        const id = memberIdOf('GB', index);
        const plain = behaviourOf(surveyId, id);
        const knobbed = behaviourOf(surveyId, id, { dropoutShare: 1, earlyExitShare: 0 });
        expect({ ...knobbed, dropAfterQualifying: false }).toEqual(plain);
        expect(knobbed.dropAfterQualifying).toBe(true);
        expect(plain.dropAfterQualifying || plain.exitsAtStart).toBe(false);
      }),
    );
  });
});

describe('traffic plan', () => {
  it('draws every member once before any repeats', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 1, max: 3000 }), (surveyId, size) => {
        const seen = new Set<number>();
        for (let d = 0; d < size; d++) seen.add(memberIndexOfDraw(surveyId, d, size));
        expect(seen.size).toBe(size);
        expect(Math.max(...seen)).toBe(size - 1);
      }),
      { numRuns: 25 },
    );
  });

  it('sends more members to a low-incidence audience, on average the rate over the yield', () => {
    const rnd = seededRandom(7);
    const mean = (incidencePercent: number) => {
      let sum = 0;
      for (let i = 0; i < 2000; i++) {
        sum += startsForTick({ ratePerMinute: 40, tickMs: 5000, incidencePercent, rnd }).starts;
      }
      return sum / 2000;
    };
    expect(mean(100)).toBeCloseTo(40 / 12 / 0.95, 0);
    expect(mean(25)).toBeCloseTo((4 * 40) / 12 / 0.95, 0);
    expect(startsForTick({ ratePerMinute: 40, tickMs: 5000, incidencePercent: 0, rnd })).toEqual({
      starts: 0,
      completingShare: 0,
    });
    // The tick limit applies after the over-invite near the end (traffic.service.ts).
    expect(
      startsForTick({ ratePerMinute: 10_000, tickMs: 5000, incidencePercent: 1, rnd }).starts,
    ).toBeGreaterThan(MAX_STARTS_PER_TICK);
  });

  it('gives a member a profile from their population columns and a stable id', () => {
    const population = generatePopulation('GB', 200);
    const profile = memberProfile(population, 17);
    expect(['male', 'female', 'another', 'prefer_not_to_say']).toContain(profile.gender);
    expect(memberIndexOf('GB', memberIdOf('GB', 17))).toBe(17);
    expect(memberIndexOf('US', memberIdOf('GB', 17))).toBeNull();
  });

  it('makes about 5% dropouts and 5% speeders, the same for a member every time', () => {
    const members = Array.from({ length: 4000 }, (_, i) => behaviourOf('s-1', `GB-${i}`));
    const share = (f: (b: (typeof members)[number]) => boolean) =>
      members.filter(f).length / members.length;
    expect(share((b) => b.dropAt !== null)).toBeGreaterThan(0.03);
    expect(share((b) => b.dropAt !== null)).toBeLessThan(0.07);
    expect(share((b) => b.speeder)).toBeGreaterThan(0.03);
    expect(share((b) => b.speeder)).toBeLessThan(0.07);
    expect(behaviourOf('s-1', 'GB-5')).toEqual(members[5]);
  });
});
