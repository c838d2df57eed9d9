import { COMMENT_MAX_LENGTH, mentionedIds, MENTIONS_MAX } from '@survey/domain/comments/mentions';
import { z } from 'zod';

/**
 * A comment's text at the edge: plain text (never HTML: shown escaped), trimmed, 1 to
 * COMMENT_MAX_LENGTH characters, at most MENTIONS_MAX members mentioned, no control characters
 * other than line breaks and tabs.
 */
export const CommentText = z
  .string()
  .trim()
  .min(1, 'A comment cannot be empty.')
  .max(COMMENT_MAX_LENGTH, `A comment has at most ${COMMENT_MAX_LENGTH} characters.`)
  // eslint-disable-next-line no-control-regex
  .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), {
    message: 'A comment cannot contain control characters.',
  })
  .refine((s) => mentionedIds(s).length <= MENTIONS_MAX, {
    message: `A comment can mention at most ${MENTIONS_MAX} members.`,
  });

export const Uuid = z.uuid();

export const SurveyParams = z.object({ surveyId: Uuid });
export const ThreadParams = z.object({ threadId: Uuid });
export const CommentParams = z.object({ commentId: Uuid });

export const NewThreadInput = z
  .object({ cardNumber: z.number().int().min(1).max(1_000_000), body: CommentText })
  .strict();
export const CommentInput = z.object({ body: CommentText }).strict();

export type NewThreadInput = z.infer<typeof NewThreadInput>;
export type CommentInput = z.infer<typeof CommentInput>;
