/**
 * Rich-text titles (spec 2 §3 textStyling / titleStyling): the editor's ProseMirror JSON, kept
 * beside the plain text. The plain text is the truth (validation, duplicates, export and the
 * runner's fallback read it); the styling only adds bold, italic and underline to it. A styling
 * whose text no longer matches (the title was changed by a paste, an older client or the API
 * without styling) is ignored rather than shown with the wrong words.
 *
 * Shape (a subset of ProseMirror's): doc > paragraph* > (text with marks | pipe | hardBreak).
 * A pipe is an atom node holding its source's questionLk; as plain text it is `pipeToken(lk)`.
 *
 * Sanitised on write (QUALITY.md R8): every command that takes styling stores `sanitiseStyling`'s
 * answer, so the document, the GraphQL answer, the results and the runner only ever hold this
 * shape: no other node or mark type, no attribute but a pipe's questionLk (an id, as in a pipe
 * token), no extra keys. Readers still parse (and the GraphQL fields sanitise again), for drafts
 * saved before this rule. Text nodes stay text: every renderer escapes them.
 */
import { pipeParts, pipeToken } from './piping.ts';

import {
  RICH_MARK_TYPES,
  type RichDoc,
  type RichInline,
  type RichMark,
  type RichMarkType,
  type RichParagraph,
} from './richDoc.ts';

export {
  RICH_MARK_TYPES,
  type RichDoc,
  type RichInline,
  type RichMark,
  type RichMarkType,
  type RichParagraph,
};

/** A questionLk as a pipe token spells it (piping.ts): nothing that could leave an attribute. */
const PIPE_LK = /^[A-Za-z0-9_-]{1,64}$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function readMarks(value: unknown): RichMark[] {
  if (!Array.isArray(value)) return [];
  const types = value.flatMap((m) =>
    isObject(m) && RICH_MARK_TYPES.includes(m.type as RichMarkType) ? [m.type as RichMarkType] : [],
  );
  return [...new Set(types)].map((type) => ({ type }));
}

function withMarks<T extends object>(node: T, marks: RichMark[]): T & { marks?: RichMark[] } {
  return marks.length > 0 ? { ...node, marks } : node;
}

function readInline(value: unknown): RichInline[] {
  if (!isObject(value)) return [];
  const marks = readMarks(value.marks);
  if (value.type === 'text' && typeof value.text === 'string' && value.text !== '') {
    return [withMarks({ type: 'text' as const, text: value.text }, marks)];
  }
  if (value.type === 'hardBreak') return [{ type: 'hardBreak' }];
  if (
    value.type === 'pipe' &&
    isObject(value.attrs) &&
    typeof value.attrs.questionLk === 'string' &&
    PIPE_LK.test(value.attrs.questionLk)
  ) {
    const questionLk = value.attrs.questionLk;
    return [withMarks({ type: 'pipe' as const, attrs: { questionLk } }, marks)];
  }
  return [];
}

/** Reads stored styling as a RichDoc, dropping what this product does not style; null if none. */
export function parseRichDoc(value: unknown): RichDoc | null {
  if (!isObject(value) || value.type !== 'doc' || !Array.isArray(value.content)) return null;
  const content = value.content.flatMap((p): RichParagraph[] => {
    if (!isObject(p) || p.type !== 'paragraph') return [];
    const inline = Array.isArray(p.content) ? p.content.flatMap(readInline) : [];
    return [inline.length > 0 ? { type: 'paragraph', content: inline } : { type: 'paragraph' }];
  });
  return { type: 'doc', content };
}

/**
 * Styling as a command stores it (R8): the doc with only what this product styles, or null when
 * nothing is left styled (an unstyled title is saved with styling null, as the editor saves it).
 * Idempotent, so the browser's saved doc passes unchanged.
 */
export function sanitiseStyling(value: unknown): RichDoc | null {
  const doc = parseRichDoc(value);
  return doc !== null && hasStyling(doc) ? doc : null;
}

/** The plain text of a doc: paragraphs and hard breaks as new lines, pipes as their tokens. */
export function richDocText(doc: RichDoc): string {
  return doc.content
    .map((p) =>
      (p.content ?? [])
        .map((n) =>
          n.type === 'text' ? n.text : n.type === 'pipe' ? pipeToken(n.attrs.questionLk) : '\n',
        )
        .join(''),
    )
    .join('\n');
}

/** A doc of plain text without styling: one paragraph a line, pipe tokens as pipe nodes. */
export function richDocFromText(text: string): RichDoc {
  return {
    type: 'doc',
    content: text.split('\n').map((line): RichParagraph => {
      const content = pipeParts(line).map((part): RichInline =>
        'text' in part
          ? { type: 'text', text: part.text }
          : { type: 'pipe', attrs: { questionLk: part.questionLk } },
      );
      return content.length > 0 ? { type: 'paragraph', content } : { type: 'paragraph' };
    }),
  };
}

/** The doc a title shows: its styling when that still spells `text`, else `text` unstyled. */
export function titleDoc(text: string, styling: unknown): RichDoc {
  const styled = parseRichDoc(styling);
  return styled !== null && richDocText(styled) === text ? styled : richDocFromText(text);
}

/** Whether any part of the doc is styled (an unstyled title is saved with styling null). */
export function hasStyling(doc: RichDoc): boolean {
  return doc.content.some((p) =>
    (p.content ?? []).some((n) => n.type !== 'hardBreak' && (n.marks?.length ?? 0) > 0),
  );
}

/** The styling JSON of a doc with every pipe's questionLk renamed (an import's fresh ids). */
export function renameStylingPipes(styling: unknown, rename: (lk: string) => string): unknown {
  const doc = parseRichDoc(styling);
  if (doc === null) return styling;
  return {
    ...doc,
    content: doc.content.map((p) =>
      p.content
        ? {
            ...p,
            content: p.content.map((n) =>
              n.type === 'pipe' ? { ...n, attrs: { questionLk: rename(n.attrs.questionLk) } } : n,
            ),
          }
        : p,
    ),
  };
}
