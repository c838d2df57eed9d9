import type { CommentMember, CommentThreadView } from '@survey/domain/comments/contract';
import { createContext, useContext } from 'react';

/** The comments of the survey in the editor, shared by the cards' buttons and the panel. */
export interface Comments {
  status: 'loading' | 'ready' | 'error';
  retry: () => void;
  threads: CommentThreadView[];
  members: CommentMember[];
  /** Comments (not deleted) in the card's open threads. */
  openCountOf: (cardNumber: number) => number;
  panelOpen: boolean;
  setPanelOpen: (open: boolean) => void;
  /** The card the panel shows (its threads and a new-comment box); null: every card's. */
  card: number | null;
  /** The thread to bring into view and focus (a card's button, an e-mail's link). */
  focusThread: string | null;
  /** Opens the panel at a card (and one of its threads). */
  openCard: (cardNumber: number, threadId?: string) => void;
  showAll: () => void;
  showResolved: boolean;
  setShowResolved: (show: boolean) => void;
  start: (cardNumber: number, body: string) => Promise<void>;
  reply: (threadId: string, body: string) => Promise<void>;
  setResolved: (threadId: string, resolved: boolean) => Promise<void>;
  /** The caller's own comment changed or deleted (the server refuses anyone else's). */
  edit: (commentId: string, body: string) => Promise<void>;
  remove: (commentId: string) => Promise<void>;
}

export const CommentsContext = createContext<Comments | null>(null);

/** null outside a comments provider (cards rendered elsewhere show no comment button). */
export function useComments(): Comments | null {
  return useContext(CommentsContext);
}
