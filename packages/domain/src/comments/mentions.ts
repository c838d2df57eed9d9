/**
 * Mentions in a comment (issue 39 §5). A comment's text is plain text; a mention of an account
 * member is stored in it as a token naming the member's id, `@{<uuid>}`, never as the member's
 * name: a renamed member stays mentioned, and two members with one name stay apart. The dashboard
 * shows a token as `@First Last` and the e-mails do the same.
 */

/** The longest comment (characters of its stored text, mention tokens included). */
export const COMMENT_MAX_LENGTH = 2000;

/** The most members one comment may mention. */
export const MENTIONS_MAX = 20;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const TOKEN = new RegExp(`@\\{(${UUID})\\}`, 'gi');

/** The stored form of a mention of the member `memberId`. */
export function mentionToken(memberId: string): string {
  return `@{${memberId.toLowerCase()}}`;
}

/** A comment's text cut into plain text and mentions, in order (for showing it). */
export type CommentSegment = { text: string } | { mention: string };

export function commentSegments(body: string): CommentSegment[] {
  const segments: CommentSegment[] = [];
  let last = 0;
  for (const match of body.matchAll(TOKEN)) {
    if (match.index > last) segments.push({ text: body.slice(last, match.index) });
    segments.push({ mention: (match[1] ?? '').toLowerCase() });
    last = match.index + match[0].length;
  }
  if (last < body.length) segments.push({ text: body.slice(last) });
  return segments;
}

/** The members a comment mentions, each once, in the order of their first mention. */
export function mentionedIds(body: string): string[] {
  const ids = new Set<string>();
  for (const s of commentSegments(body)) if ('mention' in s) ids.add(s.mention);
  return [...ids];
}

/**
 * Who gets an e-mail about a comment: each member it mentions once, never its author, and, for an
 * edited comment, only the members the edit newly mentions (`before`: the text it replaced).
 */
export function mentionRecipients(body: string, authorId: string, before = ''): string[] {
  const already = new Set(mentionedIds(before));
  const author = authorId.toLowerCase();
  return mentionedIds(body).filter((id) => id !== author && !already.has(id));
}

/** The text with each mention shown as `@Name` (`nameOf` answers undefined for a former member). */
export function commentPlainText(
  body: string,
  nameOf: (memberId: string) => string | undefined,
): string {
  return commentSegments(body)
    .map((s) => ('text' in s ? s.text : `@${nameOf(s.mention) ?? 'former member'}`))
    .join('');
}
