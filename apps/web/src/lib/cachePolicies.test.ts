import { describe, expect, it } from 'vitest';
import { mergeProjectPages } from './cachePolicies.ts';

describe('mergeProjectPages', () => {
  it('replaces the list at offset 0', () => {
    expect(mergeProjectPages({ projects: ['a', 'b'] }, { projects: ['c'] }, 0)).toEqual({
      projects: ['c'],
    });
  });
  it('appends a later page at its offset', () => {
    expect(mergeProjectPages({ projects: ['a', 'b'] }, { projects: ['c', 'd'] }, 2)).toEqual({
      projects: ['a', 'b', 'c', 'd'],
    });
  });
  it('replaces what was loaded from the offset on', () => {
    expect(mergeProjectPages({ projects: ['a', 'b', 'x'] }, { projects: ['c'] }, 2)).toEqual({
      projects: ['a', 'b', 'c'],
    });
  });
  it('takes the first page as it comes', () => {
    expect(mergeProjectPages(undefined, { projects: ['a'] }, 10)).toEqual({ projects: ['a'] });
  });
});
