import type { Db } from '../../db/database.ts';
import { GroupCommit } from '../../db/groupCommit.ts';
import { writeAnswerMove, writeAnswerMoves, type AnswerMove } from './answerPath.store.ts';

/** Writes an answer's move: the row's new version, or null when the row moved on since. */
export type WriteMove = (move: AnswerMove) => Promise<string | null>;

/**
 * The node's optimistic answer writes, group-committed (issue 40 §1, respondent README "Group
 * commit"): a write with none in flight goes out alone as `respondent_answer_move` (the
 * statement of session 25, no wait); those that arrive while one is in flight go out together
 * as ONE `respondent_answer_moves` when it returns, up to `maxBatch` (RESPONDENT_ANSWER_BATCH; 1:
 * every write its own statement, as before). A second write of a session already queued is
 * answered "moved on" at once: its caller decides again on the locked path, as it would after
 * the first one's write.
 */
export function groupedAnswerMoves(
  db: Db,
  maxBatch: number,
  onBatch?: (size: number) => void,
): WriteMove {
  const batcher = new GroupCommit<AnswerMove, string | null>({
    send: async (moves) =>
      moves.length === 1 && moves[0]
        ? [await writeAnswerMove(db, moves[0])]
        : writeAnswerMoves(db, moves),
    maxBatch,
    keyOf: (move) => move.session.id,
    duplicate: null,
    ...(onBatch && { onBatch }),
  });
  return (move) => batcher.write(move);
}
