import {
  hasStyling,
  parseRichDoc,
  richDocText,
  titleDoc,
  type RichDoc,
} from '@survey/domain/questionnaire/richText';
import type { JSONContent } from '@tiptap/react';

/** The editor's content for a saved title: its doc with each pipe's label for display. */
export function editorContent(
  text: string,
  styling: unknown,
  labelOf: (questionLk: string) => string,
): JSONContent {
  const doc = titleDoc(text, styling);
  return {
    type: 'doc',
    content: doc.content.map((p) => ({
      type: 'paragraph',
      ...(p.content && {
        content: p.content.map((n) =>
          n.type === 'pipe'
            ? {
                ...n,
                attrs: { questionLk: n.attrs.questionLk, label: labelOf(n.attrs.questionLk) },
              }
            : n,
        ),
      }),
    })),
  };
}

export interface SavedTitle {
  text: string;
  /** The doc when anything is styled; null keeps an unstyled title small. */
  styling: RichDoc | null;
}

/** What the editor's JSON saves as: the plain text and the styling (labels dropped). */
export function savedTitle(json: JSONContent): SavedTitle {
  const doc = parseRichDoc(json) ?? { type: 'doc', content: [] };
  return { text: richDocText(doc), styling: hasStyling(doc) ? doc : null };
}

/** Whether two saved titles are the same (text and styling). */
export function sameTitle(a: SavedTitle, text: string, styling: unknown): boolean {
  const b = titleDoc(text, styling);
  return a.text === text && JSON.stringify(a.styling) === JSON.stringify(hasStyling(b) ? b : null);
}
