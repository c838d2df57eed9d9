import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useComments } from './commentsContext.ts';

/** A card's comment button: its count of open comments; opens the card's threads in the panel. */
export function CardCommentButton({ cardNumber, label }: { cardNumber: number; label: string }) {
  const comments = useComments();
  if (!comments) return null;
  const count = comments.openCountOf(cardNumber);
  const name =
    count === 0
      ? `Comment on ${label}`
      : `${count} open ${count === 1 ? 'comment' : 'comments'} on ${label}`;
  return (
    <Tooltip title={name}>
      <IconButton size="small" aria-label={name} onClick={() => comments.openCard(cardNumber)}>
        {count > 0 ? (
          // The count is part of the button's name (axe: label-content-name-mismatch).
          <Badge badgeContent={count} color="primary" max={9999}>
            <ChatBubbleOutlineIcon fontSize="small" />
          </Badge>
        ) : (
          <ChatBubbleOutlineIcon fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}
