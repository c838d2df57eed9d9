import { mentionToken } from '@survey/domain/comments/mentions';
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
