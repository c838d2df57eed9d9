import { seededRandom } from '@survey/domain/random';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import { nextPage, startSession, submitAnswer } from '@survey/domain/respondent/engine/engine';
import type { Page } from '@survey/domain/respondent/engine/pages';
import { publishedSurveyOf } from '@survey/domain/respondent/engine/published';
import {
  audienceOf,
  customMember,
  standardMember,
} from '@survey/domain/respondent/engine/testing/audienceFixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePopulation } from '../panel/population.ts';
import { KnobsInput } from './panelTraffic.schemas.ts';
import {
  behaviourOf,
  MAX_STARTS_PER_TICK,
  memberIdOf,
  memberIndexOf,
  memberAnswer,
  memberIndexOfDraw,
  memberProfile,
  pacedPageMs,
  screenOutOptions,
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
        expect(plain.dropAfterQualifying || plain.exitsAtStart || plain.screensOut).toBe(false);
      }),
    );
  });

  it("adds the screen-out knob without changing anyone's dropout or early exit", () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 0, max: 100_000 }), (surveyId, index) => {
        const id = memberIdOf('GB', index);
        const knobs = { dropoutShare: 0.3, earlyExitShare: 0.2 };
        const before = behaviourOf(surveyId, id, knobs);
        const after = behaviourOf(surveyId, id, { ...knobs, screenOutShare: 1 });
        expect({ ...after, screensOut: false }).toEqual(before);
        expect(after.screensOut).toBe(true);
      }),
    );
  });
});

describe('screen-out knob', () => {
  // Gender targets women and men; pets needs a pet ('none' does not qualify); age is hidden.
  const audience = audienceOf(
    standardMember(1, 'gender', [
      { key: 'female' },
      { key: 'male' },
      { key: 'another', qualifies: false },
      { key: 'prefer_not_to_say', qualifies: false },
    ]),
    customMember(2, 'pets', [{ key: 'dog' }, { key: 'none', qualifies: false }], {
      multiple: true,
    }),
    standardMember(3, 'age', [{ key: 'young' }, { key: 'old', qualifies: false }], {
      hidden: true,
    }),
    standardMember(4, 'region', [{ key: 'north' }, { key: 'south' }]),
  );
  const published = publishedSurveyOf(
    new QuestionnaireBuilder().question('Tea?', ['Yes', 'No']).build(),
    audience,
  );

  it('lists the options that do not qualify, per question a respondent is asked and can fail', () => {
    expect([...screenOutOptions(audience)]).toEqual([
      ['gender', ['another', 'prefer_not_to_say']],
      ['pets', ['none']],
    ]);
  });

  /** Walks a member through the screening with the panel's answers; the page after it. */
  const walk = (memberId: string, screenOutShare: number): Page => {
    const behaviour = behaviourOf('survey-1', memberId, { screenOutShare });
    const member = {
      id: memberId,
      profile: { gender: 'female', pets: ['dog'], age: 'young', region: 'north' },
      behaviour,
      screenOuts: screenOutOptions(audience),
    };
    const rnd = seededRandom(behaviour.seed);
    let state = startSession(published, { respondentId: memberId, seed: 1 });
    let page = nextPage(published, state);
    while (page.kind === 'entry' && page.questionKind === 'audience') {
      const result = submitAnswer(published, state, page.key, memberAnswer(page, member, rnd));
      if (!result.ok) throw new Error(`refused answer on ${page.label}`);
      ({ state, page } = result);
    }
    return page;
  };

  it('screens out the members it picks, on a non-qualifying option; the others qualify', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (index) => {
        const id = memberIdOf('GB', index);
        expect(walk(id, 1)).toEqual({ kind: 'end', outcome: 'screened_out' });
        expect(walk(id, 0)).toMatchObject({ kind: 'entry', questionKind: 'questionnaire' });
      }),
      { numRuns: 50 },
    );
  });

  it('takes a share from 0 to 1 on the knobs route', () => {
    const knobs = (screenOutShare: unknown) =>
      KnobsInput.safeParse({
        surveyId: '6f1c1a52-3c53-4f0e-9a38-1d9f5b2f0c11',
        knobs: { screenOutShare },
      }).success;
    expect([0, 0.5, 1].map(knobs)).toEqual([true, true, true]);
    expect([-0.1, 1.5, '0.5'].map(knobs)).toEqual([false, false, false]);
  });

  it('picks about the share asked for', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => memberIdOf('GB', i));
    const picked = ids.filter((id) => behaviourOf('s', id, { screenOutShare: 0.4 }).screensOut);
    expect(picked.length / ids.length).toBeGreaterThan(0.36);
    expect(picked.length / ids.length).toBeLessThan(0.44);
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
