import { commentSegments, mentionToken } from '@survey/domain/comments/mentions';
import type { CommentMember } from '@survey/domain/comments/contract';

/**
 * The text the composer sends: each `@Name` of a member picked from the mention menu becomes the
 * member's token (stored by id, never matched by name on the server). Longer names first, so that
 * "@Ann Lee" is not read as "@Ann" followed by " Lee". A name typed without the menu stays text.
 */
export function composeBody(text: string, picked: readonly CommentMember[]): string {
  const byLength = [...picked].sort((a, b) => b.name.length - a.name.length);
  let body = text.trim();
  for (const member of byLength) body = body.split(`@${member.name}`).join(mentionToken(member.id));
  return body;
}

/** The `@word` being typed just before the caret, for opening the mention menu. */
export function mentionQueryAt(text: string, caret: number): string | null {
  const match = /(?:^|\s)@([^\s@]*)$/.exec(text.slice(0, caret));
  return match ? (match[1] ?? '') : null;
}

/**
 * The composer's text for editing a stored comment: each mention token shown as `@Name` again,
 * with the members it names as already picked (so `composeBody` turns them back into the same
 * tokens). A former member's token stays as stored: the edit keeps that mention.
 */
export function editableText(
  body: string,
  mentions: readonly CommentMember[],
): { text: string; picked: CommentMember[] } {
  const byId = new Map(mentions.map((m) => [m.id.toLowerCase(), m]));
  const picked = new Map<string, CommentMember>();
  const text = commentSegments(body)
    .map((s) => {
      if ('text' in s) return s.text;
      const member = byId.get(s.mention);
      if (!member) return mentionToken(s.mention);
      picked.set(member.id, member);
      return `@${member.name}`;
    })
    .join('');
  return { text, picked: [...picked.values()] };
}
