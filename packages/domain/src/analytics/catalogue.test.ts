import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_NAMES, ANALYTICS_EVENTS } from './catalogue.ts';
import { checkEvent } from './events.ts';
import { fitsProperty, type PropertySpec } from './properties.ts';

const entries = Object.entries(ANALYTICS_EVENTS);
const SURVEY = '7b0c1c8e-2f1d-4b8a-9a51-3d6f0e9b2c41';

/** A value that fits `spec`, for a well-formed event. */
function sample(spec: PropertySpec): unknown {
  if (typeof spec !== 'string') return spec[0];
  return { id: SURVEY, count: 3, flag: true, text: 'GB' }[spec];
}

const wellFormed = (props: Readonly<Record<string, PropertySpec>>) =>
  Object.fromEntries(Object.entries(props).map(([k, s]) => [k, sample(s)]));

describe('the analytics catalogue', () => {
  it('has about 90 person-labelled events with unique names, from both sides', () => {
    expect(entries.length).toBeGreaterThanOrEqual(85);
    expect(entries.length).toBeLessThanOrEqual(110);
    const lower = ANALYTICS_EVENT_NAMES.map((n) => n.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    for (const name of ANALYTICS_EVENT_NAMES) {
      // "Signed Up", "Downloaded SPSS": a past-tense verb first, every word capitalised.
      expect(name).toMatch(
        /^[A-Z][a-z]+ed( [A-Z][A-Za-z-]*)*$|^(Built|Set|Chose|Sent|Reset)( [A-Z][A-Za-z-]*)*$/,
      );
    }
    const where = new Set(entries.map(([, e]) => e.where));
    expect(where).toEqual(new Set(['server', 'dashboard']));
  });

  it('names the spec examples', () => {
    for (const name of [
      'Signed Up',
      'Logged In',
      'Created New Project',
      'Previewed Survey',
      'Purchased Project',
      'Downloaded Long Data',
      'Downloaded SPSS',
    ]) {
      expect(ANALYTICS_EVENT_NAMES).toContain(name);
    }
  });

  it('covers every area of the product, each with a description of when it fires', () => {
    const areas = new Set(entries.map(([, e]) => e.area));
    expect([...areas].sort()).toEqual(
      [
        'accounts',
        'audience',
        'crosstabs',
        'exports',
        'filters',
        'launch',
        'projects',
        'quality',
        'questionnaire',
        'requests',
        'results',
        'themes',
        'weighting',
      ].sort(),
    );
    for (const [, e] of entries) expect(e.when.length).toBeGreaterThan(10);
  });

  it('types every property with a kind of the closed vocabulary (no free text)', () => {
    for (const [, e] of entries) {
      for (const spec of Object.values(e.properties)) {
        if (typeof spec === 'string') expect(['id', 'count', 'flag', 'text']).toContain(spec);
        else expect(spec.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('checkEvent', () => {
  it('accepts each dashboard event with its properties and refuses it from the server side', () => {
    for (const [name, e] of entries) {
      const props = wellFormed(e.properties);
      expect(checkEvent(e.where, name, props)).toEqual({ ok: true, name, properties: props });
      const other = e.where === 'server' ? 'dashboard' : 'server';
      expect(checkEvent(other, name, props).ok).toBe(false);
    }
  });

  it('refuses unknown names, missing, extra and ill-typed properties', () => {
    expect(checkEvent('dashboard', 'Hacked The Server', {})).toEqual({
      ok: false,
      problems: ['event: not in the catalogue'],
    });
    expect(checkEvent('dashboard', 'toString', {}).ok).toBe(false);
    expect(checkEvent('dashboard', 'Previewed Survey', {})).toEqual({
      ok: false,
      problems: ['surveyId: missing'],
    });
    expect(
      checkEvent('dashboard', 'Previewed Survey', { surveyId: SURVEY, email: 'a@b.c' }),
    ).toEqual({ ok: false, problems: ['email: not a property of this event'] });
    expect(checkEvent('dashboard', 'Opened Results Tab', { surveyId: SURVEY, tab: 'x' })).toEqual({
      ok: false,
      problems: ['tab: not one of charts, crosstabs, texts, themes, quotas, quality'],
    });
    expect(checkEvent('dashboard', 'Previewed Survey', [SURVEY]).ok).toBe(false);
  });

  test.prop([fc.anything()])('never accepts a value of the wrong kind', (value) => {
    const fits = fitsProperty('id', value);
    expect(fits).toBe(typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) && fits);
    if (typeof value !== 'number') expect(fitsProperty('count', value)).toBe(false);
    if (typeof value !== 'boolean') expect(fitsProperty('flag', value)).toBe(false);
  });

  test.prop([fc.string({ maxLength: 200 })])('keeps free text out of text properties', (s) => {
    if (fitsProperty('text', s)) expect(s).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
  });
});
