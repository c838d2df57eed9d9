import { mergeAttributes, Node } from '@tiptap/react';

/**
 * A pipe in a title: one atom (the caret moves over it and Backspace removes it whole, so typing
 * can never break the `{{pipe:lk}}` token it stands for). `label` ('[Q2]') is for display only;
 * the saved styling keeps just the questionLk (richText.ts reads nothing else).
 */
export const PipeNode = Node.create({
  name: 'pipe',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return {
      questionLk: { default: '' },
      label: { default: '[?]', rendered: false },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-pipe]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const label = String(node.attrs.label);
    return [
      'span',
      mergeAttributes(HTMLAttributes, {
        'data-pipe': String(node.attrs.questionLk),
        class: 'title-pipe',
        'aria-label': `Answer to ${label.slice(1, -1)}`,
        contenteditable: 'false',
      }),
      label,
    ];
  },
  renderText({ node }) {
    return String(node.attrs.label);
  },
});
