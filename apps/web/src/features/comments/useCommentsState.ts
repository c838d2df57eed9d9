import type { CommentMember, CommentThreadView } from '@survey/domain/comments/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { reportError } from '../../lib/errorReporting.ts';
import { commentsApi } from './commentsApi.ts';
import type { Comments } from './commentsContext.ts';

/** Replaces the thread (or adds it); a thread with no comment left is dropped. */
function merge(threads: CommentThreadView[], thread: CommentThreadView): CommentThreadView[] {
  const rest = threads.filter((t) => t.id !== thread.id);
  if (!thread.comments.some((c) => !c.deleted)) return rest;
  const index = threads.findIndex((t) => t.id === thread.id);
  if (index < 0) return [...rest, thread];
  return threads.map((t) => (t.id === thread.id ? thread : t));
}

/** Loads the survey's threads and the account's members, and applies each change's answer. */
export function useCommentsState(
  surveyId: string,
  initial: { card: number | null; thread: string | null },
): Comments {
  const [status, setStatus] = useState<Comments['status']>('loading');
  const [attempt, setAttempt] = useState(0);
  const [threads, setThreads] = useState<CommentThreadView[]>([]);
  const [members, setMembers] = useState<CommentMember[]>([]);
  const [panelOpen, setPanelOpen] = useState(initial.card !== null);
  const [card, setCard] = useState<number | null>(initial.card);
  const [focusThread, setFocusThread] = useState<string | null>(initial.thread);
  const [showResolved, setShowResolved] = useState(false);

  useEffect(() => {
    let live = true;
    Promise.all([commentsApi.threads(surveyId), commentsApi.members()])
      .then(([answer, team]) => {
        if (!live) return;
        setThreads(answer.threads);
        setMembers(team.members);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        if (!live) return;
        reportError(error, { operation: 'commentThreads' });
        setStatus('error');
      });
    return () => {
      live = false;
    };
  }, [surveyId, attempt]);

  const counts = useMemo(() => {
    const map = new Map<number, number>();
    for (const t of threads) {
      if (t.resolved || t.cardDeleted) continue;
      const open = t.comments.filter((c) => !c.deleted).length;
      map.set(t.cardNumber, (map.get(t.cardNumber) ?? 0) + open);
    }
    return map;
  }, [threads]);

  const apply = useCallback((thread: CommentThreadView) => {
    setThreads((prev) => merge(prev, thread));
  }, []);

  return useMemo<Comments>(
    () => ({
      status,
      retry: () => {
        setStatus('loading');
        setAttempt((n) => n + 1);
      },
      threads,
      members,
      openCountOf: (n) => counts.get(n) ?? 0,
      panelOpen,
      setPanelOpen,
      card,
      focusThread,
      openCard: (n, threadId) => {
        setCard(n);
        setFocusThread(threadId ?? null);
        setPanelOpen(true);
      },
      showAll: () => {
        setCard(null);
        setFocusThread(null);
      },
      showResolved,
      setShowResolved,
      start: async (n, body) => {
        const thread = await commentsApi.start(surveyId, n, body);
        apply(thread);
        setFocusThread(thread.id);
      },
      reply: async (threadId, body) => apply(await commentsApi.reply(threadId, body)),
      setResolved: async (threadId, resolved) =>
        apply(await (resolved ? commentsApi.resolve(threadId) : commentsApi.reopen(threadId))),
      edit: async (commentId, body) => apply(await commentsApi.edit(commentId, body)),
      remove: async (commentId) => apply(await commentsApi.remove(commentId)),
    }),
    [status, threads, members, counts, panelOpen, card, focusThread, showResolved, surveyId, apply],
  );
}
