import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  canCreateProject,
  completesToSave,
  duplicateProjectName,
  isCompletesInput,
  parseCompletes,
} from './createProject.ts';
import { MAX_PROJECT_NAME_LENGTH } from './constants.ts';

const ready = { title: 'Brand tracker', completes: '2000', countryCode: 'GB', inProgress: false };

describe('canCreateProject', () => {
  it('is enabled for a complete form', () => {
    expect(canCreateProject(ready)).toBe(true);
  });
  it.each([
    ['an empty title', { title: '' }],
    ['a blank title', { title: '   ' }],
    ['missing completes', { completes: '' }],
    ['zero completes', { completes: '0' }],
    ['no country', { countryCode: null }],
    ['a run in progress', { inProgress: true }],
  ])('is disabled with %s', (_, change) => {
    expect(canCreateProject({ ...ready, ...change })).toBe(false);
  });
  test.prop([fc.string(), fc.string(), fc.option(fc.constantFrom('GB', 'US')), fc.boolean()])(
    'is enabled exactly when every condition holds',
    (title, completes, countryCode, inProgress) => {
      const n = /^\d{1,5}$/.test(completes) ? Number(completes) : 0;
      const expected = title.trim() !== '' && n > 0 && countryCode !== null && !inProgress;
      expect(canCreateProject({ title, completes, countryCode, inProgress })).toBe(expected);
    },
  );
});

describe('completes input', () => {
  it('accepts up to 5 digits only', () => {
    expect(['', '1', '12345'].every(isCompletesInput)).toBe(true);
    expect(['123456', '-1', '1.5', '1e3', ' 1', 'abc'].some(isCompletesInput)).toBe(false);
    expect(parseCompletes('00200')).toBe(200);
    expect(parseCompletes('')).toBeNull();
  });
  test.prop([fc.string()])('accepted text parses to an integer of at most 5 digits', (s) => {
    const n = parseCompletes(s);
    if (n === null) return;
    expect(Number.isInteger(n)).toBe(true);
    expect(n).toBeLessThanOrEqual(99_999);
  });
});

describe('completesToSave', () => {
  it('saves a changed, non-empty value', () => {
    expect(completesToSave(2000, '1500')).toBe(1500);
    expect(completesToSave(null, '10')).toBe(10);
  });
  it('saves nothing when empty, unchanged, zero or invalid', () => {
    expect(completesToSave(2000, '')).toBeNull();
    expect(completesToSave(2000, '2000')).toBeNull();
    expect(completesToSave(2000, '02000')).toBeNull();
    expect(completesToSave(2000, '0')).toBeNull();
    expect(completesToSave(2000, '123456')).toBeNull();
  });
});

describe('duplicateProjectName', () => {
  it('prefixes "Copy of "', () => {
    expect(duplicateProjectName('Brand tracker')).toBe('Copy of Brand tracker');
  });
  test.prop([fc.string({ minLength: 1, maxLength: MAX_PROJECT_NAME_LENGTH })])(
    'a copy of any valid title is itself a valid title',
    (name) => {
      const copy = duplicateProjectName(name);
      expect([...copy].length).toBeLessThanOrEqual(MAX_PROJECT_NAME_LENGTH);
      expect(copy.startsWith('Copy of ')).toBe(true);
    },
  );
});
