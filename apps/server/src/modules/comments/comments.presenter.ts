import type { CommentMember, CommentThreadView } from '@survey/domain/comments/contract';
import { mentionedIds } from '@survey/domain/comments/mentions';
import type { CommentRow, ThreadRow } from './comments.store.ts';

/** A user no longer in the account (or gone) is shown without a name. */
function memberOf(id: string | null, byId: Map<string, CommentMember>): CommentMember | null {
  if (!id) return null;
  return byId.get(id) ?? { id, name: 'Former member' };
}

/**
 * A thread as the dashboard shows it to `viewerId` (`cards`: the entry numbers of the draft now;
 * the viewer's own comments are marked `mine`).
 */
export function presentThread(
  thread: ThreadRow,
  comments: CommentRow[],
  members: { id: string; name: string }[],
  cards: ReadonlySet<number>,
  viewerId: string,
): CommentThreadView {
  const byId = new Map(members.map((m) => [m.id, { id: m.id, name: m.name }]));
  return {
    id: thread.id,
    cardNumber: thread.cardNumber,
    cardDeleted: !cards.has(thread.cardNumber),
    resolved: thread.resolvedAt !== null,
    resolvedAt: thread.resolvedAt?.toISOString() ?? null,
    resolvedBy: thread.resolvedAt ? memberOf(thread.resolvedBy, byId) : null,
    comments: comments.map((c) => ({
      id: c.id,
      author: memberOf(c.authorId, byId),
      body: c.body,
      mentions: mentionedIds(c.body).flatMap((id) => memberOf(id, byId) ?? []),
      createdAt: c.createdAt.toISOString(),
      editedAt: c.editedAt?.toISOString() ?? null,
      deleted: c.deletedAt !== null,
      mine: c.authorId === viewerId,
    })),
  };
}
