import { CARD_PARAM, THREAD_PARAM } from '@survey/domain/comments/contract';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { CommentsContext } from './commentsContext.ts';
import { useCommentsState } from './useCommentsState.ts';

/**
 * The comments of one survey for the editor. `?card=2&thread=<id>` (a mention e-mail's link)
 * opens the panel at that card's thread.
 */
export function CommentsProvider({
  surveyId,
  children,
}: {
  surveyId: string;
  children: ReactNode;
}) {
  const [params] = useSearchParams();
  const [initial] = useState(() => {
    const card = Number(params.get(CARD_PARAM));
    return {
      card: Number.isInteger(card) && card > 0 ? card : null,
      thread: params.get(THREAD_PARAM),
    };
  });
  const comments = useCommentsState(surveyId, initial);
  return <CommentsContext value={comments}>{children}</CommentsContext>;
}
