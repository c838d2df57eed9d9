import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Button from '@mui/material/Button';
import { useComments } from './commentsContext.ts';

/** Opens or closes the comments panel (the editor's toolbar). */
export function CommentsToggle() {
  const comments = useComments();
  if (!comments) return null;
  const open = comments.threads.filter((t) => !t.resolved && !t.cardDeleted).length;
  return (
    <Button
      size="small"
      startIcon={<ChatBubbleOutlineIcon />}
      aria-pressed={comments.panelOpen}
      onClick={() => {
        if (!comments.panelOpen) comments.showAll();
        comments.setPanelOpen(!comments.panelOpen);
      }}
    >
      {open > 0 ? `Comments (${open})` : 'Comments'}
    </Button>
  );
}
