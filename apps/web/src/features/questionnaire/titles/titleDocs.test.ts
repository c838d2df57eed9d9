import { pipeToken } from '@survey/domain/questionnaire/piping';
import { describe, expect, it } from 'vitest';
import { editorContent, sameTitle, savedTitle } from './titleDocs.ts';

const labelOf = (lk: string) => (lk === 'q1' ? '[Q1]' : '[?]');

describe('title documents', () => {
  it('gives pipes their label for display and saves them back as tokens without it', () => {
    const text = `Why ${pipeToken('q1')}?`;
    const content = editorContent(text, null, labelOf);
    expect(content.content?.[0]?.content?.[1]).toEqual({
      type: 'pipe',
      attrs: { questionLk: 'q1', label: '[Q1]' },
    });
    expect(savedTitle(content)).toEqual({ text, styling: null });
    expect(sameTitle(savedTitle(content), text, null)).toBe(true);
  });

  it('saves styling only when something is styled, and compares it', () => {
    const json = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Bold', marks: [{ type: 'bold' }] },
            { type: 'text', text: ' move' },
          ],
        },
        { type: 'paragraph' },
      ],
    };
    const saved = savedTitle(json);
    expect(saved.text).toBe('Bold move\n');
    expect(saved.styling).not.toBeNull();
    expect(sameTitle(saved, 'Bold move\n', saved.styling)).toBe(true);
    expect(sameTitle(saved, 'Bold move\n', null)).toBe(false);
  });
});
