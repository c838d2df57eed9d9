import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  formatShortDate,
  lastUpdateDate,
  progressPercent,
  projectOpenPath,
  projectTypeLabel,
  showsLoadMore,
  showsProgress,
  statusBadge,
  truncate,
  type ListProject,
} from './listItem.ts';
import { SURVEY_STATES } from './constants.ts';

function project(overrides: Partial<ListProject> = {}, state = 'draft'): ListProject {
  return {
    projectType: 'AdHoc',
    sinceDate: '2026-03-01T10:00:00.000Z',
    solution: { sinceDate: '2026-01-01T00:00:00.000Z' },
    surveys: [{ surveyId: 's1', state, sinceDate: '2026-02-01T00:00:00.000Z' }],
    ...overrides,
  };
}

describe('statusBadge', () => {
  it('shows the first survey state', () => {
    expect(statusBadge(project({}, 'paused'))).toEqual({ state: 'paused', label: 'PAUSED' });
    expect(statusBadge(project({}, 'completed'))).toEqual({
      state: 'completed',
      label: 'COMPLETE',
    });
  });
  it('shows multi-market projects as live, labelled MULTI MARKET', () => {
    expect(statusBadge(project({ projectType: 'MultiMarket' }, 'draft'))).toEqual({
      state: 'live',
      label: 'MULTI MARKET',
    });
  });
  it('falls back to draft for unknown states and missing surveys', () => {
    expect(statusBadge(project({}, 'archived')).state).toBe('draft');
    expect(statusBadge(project({ surveys: [] })).state).toBe('draft');
  });
  it('labels project types', () => {
    expect(projectTypeLabel('AdHoc')).toBe('AD HOC');
    expect(projectTypeLabel('MultiMarket')).toBe('MULTI MARKET');
  });
});

describe('showsProgress', () => {
  it('hides progress for draft and scheduled only', () => {
    expect(SURVEY_STATES.filter(showsProgress)).toEqual(['live', 'paused', 'halted', 'completed']);
    expect(showsProgress('unknown')).toBe(false);
  });
});

describe('progressPercent', () => {
  it('rounds to one decimal and caps at 100', () => {
    expect(progressPercent(0.12345)).toBe(12.3);
    expect(progressPercent(0.9999)).toBe(100);
    expect(progressPercent(1.7)).toBe(100);
    expect(progressPercent(-0.2)).toBe(0);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
  test.prop([fc.double({ noNaN: false })])('is always within 0..100 with one decimal', (f) => {
    const p = progressPercent(f);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThanOrEqual(100);
    expect(Math.round(p * 10) / 10).toBe(p);
  });
});

describe('lastUpdateDate', () => {
  it('takes the latest of project, survey and solution', () => {
    expect(lastUpdateDate(project())).toBe('2026-03-01T10:00:00.000Z');
    const surveyLater = project({
      surveys: [{ surveyId: 's', state: 'live', sinceDate: '2026-04-02T00:00:00.000Z' }],
    });
    expect(lastUpdateDate(surveyLater)).toBe('2026-04-02T00:00:00.000Z');
    expect(lastUpdateDate(project({ solution: { sinceDate: '2027-01-01T00:00:00Z' } }))).toBe(
      '2027-01-01T00:00:00Z',
    );
  });
  it('copes without solution or survey', () => {
    expect(lastUpdateDate(project({ solution: null, surveys: [] }))).toBe(
      '2026-03-01T10:00:00.000Z',
    );
  });
  const iso = fc
    .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString());
  test.prop([iso, iso, iso])('is one of the dates and not earlier than any', (p, s, sol) => {
    const latest = lastUpdateDate(
      project({
        sinceDate: p,
        solution: { sinceDate: sol },
        surveys: [{ surveyId: 'x', state: 'live', sinceDate: s }],
      }),
    );
    expect([p, s, sol]).toContain(latest);
    for (const d of [p, s, sol]) expect(Date.parse(latest)).toBeGreaterThanOrEqual(Date.parse(d));
  });
});

describe('formatShortDate', () => {
  it('is day, abbreviated month, two-digit year in upper case (UTC)', () => {
    expect(formatShortDate('2026-03-05T12:00:00Z')).toBe('05 MAR 26');
    expect(formatShortDate('2009-12-31T23:59:59Z')).toBe('31 DEC 09');
    expect(formatShortDate('not a date')).toBe('');
  });
  test.prop([
    fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
  ])('always has the DD MMM YY shape', (d) => {
    expect(formatShortDate(d.toISOString())).toMatch(/^\d{2} [A-Z]{3} \d{2}$/);
  });
});

describe('showsLoadMore', () => {
  it('shows for non-zero multiples of 10', () => {
    expect([0, 5, 10, 19, 20].map((n) => showsLoadMore(n))).toEqual([
      false,
      false,
      true,
      false,
      true,
    ]);
  });
  test.prop([fc.nat(10_000)])('matches the rule', (n) => {
    expect(showsLoadMore(n)).toBe(n > 0 && n % 10 === 0);
  });
});

describe('projectOpenPath', () => {
  it('opens drafts on the audience page and the rest on results', () => {
    expect(projectOpenPath(project({}, 'draft'))).toBe('/survey/s1/audience');
    for (const state of ['live', 'paused', 'halted', 'scheduled', 'completed']) {
      expect(projectOpenPath(project({}, state))).toBe('/survey/s1/results');
    }
  });
  it('opens multi-market projects on results, even in draft', () => {
    expect(projectOpenPath(project({ projectType: 'MultiMarket' }, 'draft'))).toBe(
      '/survey/s1/results',
    );
  });
  it('stays when there is no survey', () => {
    expect(projectOpenPath(project({ surveys: [] }))).toBeNull();
  });
  it('encodes the survey id', () => {
    const p = project({ surveys: [{ surveyId: 'a/b', state: 'draft', sinceDate: '' }] });
    expect(projectOpenPath(p)).toBe('/survey/a%2Fb/audience');
  });
});

describe('truncate', () => {
  it('keeps the given length and adds an ellipsis', () => {
    expect(truncate('Brand tracker', 5)).toBe('Brand…');
    expect(truncate('Brand', 5)).toBe('Brand');
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });
  test.prop([fc.string(), fc.nat(50)])(
    'never cuts short text and never exceeds length + 1',
    (s, n) => {
      const out = truncate(s, n);
      const len = Array.from(s).length;
      if (len <= n) expect(out).toBe(s);
      else {
        expect(Array.from(out)).toHaveLength(n + 1);
        expect(out.endsWith('…')).toBe(true);
        expect(s.startsWith(out.slice(0, -1))).toBe(true);
      }
    },
  );
});
