import Box from '@mui/material/Box';
import type { CommentView } from '@survey/domain/comments/contract';
import { commentSegments } from '@survey/domain/comments/mentions';

/** A comment's plain text (React escapes it), its mentions shown as `@Name`. */
export function CommentText({ comment }: { comment: CommentView }) {
  const names = new Map(comment.mentions.map((m) => [m.id, m.name]));
  return (
    <Box component="p" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {commentSegments(comment.body).map((s, i) =>
        'text' in s ? (
          <span key={i}>{s.text}</span>
        ) : (
          <Box key={i} component="span" sx={{ fontWeight: 700, color: 'primary.dark' }}>
            @{names.get(s.mention) ?? 'former member'}
          </Box>
        ),
      )}
    </Box>
  );
}
