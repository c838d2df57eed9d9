/**
 * The shape of stored rich-text styling (richText.ts reads, sanitises and renders it). Its own
 * file so that the questionnaire model can name it without importing the pipe rules.
 */
export type RichMarkType = 'bold' | 'italic' | 'underline';
export const RICH_MARK_TYPES: readonly RichMarkType[] = ['bold', 'italic', 'underline'];

export interface RichMark {
  type: RichMarkType;
}

export type RichInline =
  | { type: 'text'; text: string; marks?: RichMark[] }
  | { type: 'pipe'; attrs: { questionLk: string }; marks?: RichMark[] }
  | { type: 'hardBreak' };

export interface RichParagraph {
  type: 'paragraph';
  content?: RichInline[];
}

export interface RichDoc {
  type: 'doc';
  content: RichParagraph[];
}
