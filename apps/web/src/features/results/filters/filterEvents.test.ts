import type { ResponseFilter } from '@survey/domain/results/contract';
import { describe, expect, it } from 'vitest';
import { filterChangeEvent } from './filterEvents.ts';

const filter = (questionId: string, ...responseOptionIds: string[]): ResponseFilter => ({
  questionId,
  matrixTitleId: null,
  responseOptionIds,
});

describe('filterChangeEvent', () => {
  it('names each change of the filters once', () => {
    const one = [filter('q1', 'a')];
    const two = [filter('q1', 'a', 'b')];
    const three = [...two, filter('q2', 'x')];
    expect(filterChangeEvent([], one)).toBe('Added Filter');
    expect(filterChangeEvent(two, three)).toBe('Added Filter');
    expect(filterChangeEvent(three, two)).toBe('Removed Filter');
    expect(filterChangeEvent(one, [])).toBe('Removed Filter');
    expect(filterChangeEvent(three, [])).toBe('Cleared Filters');
    expect(filterChangeEvent(two, [filter('q1', 'a', 'b')])).toBeNull();
  });
});
