import { describe, expect, it } from 'vitest';
import { resultPipeText } from './resultPipes.ts';

describe('resultPipeText', () => {
  it('reads a pipe as its source question label in brackets, an unknown source as [?]', () => {
    const entries = [
      { id: 'gender', label: 'A1' },
      { id: 'q-lk-1', label: 'Q1' },
    ];
    const pipeText = resultPipeText(entries);
    expect(pipeText('q-lk-1')).toBe('[Q1]');
    expect(pipeText('gender')).toBe('[A1]');
    expect(pipeText('gone')).toBe('[?]');
  });
});
