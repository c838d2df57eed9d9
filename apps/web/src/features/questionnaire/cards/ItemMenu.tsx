import MoreHoriz from '@mui/icons-material/MoreHoriz';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import { useId, type ReactNode } from 'react';

/**
 * The '…' menu beside an option, matrix row or column ('More actions for option 2'). The caller
 * holds the anchor, so that it can compute the menu's entries only while it is open.
 */
export function ItemMenu({
  name,
  anchor,
  onOpen,
  onClose,
  children,
}: {
  name: string;
  anchor: HTMLElement | null;
  onOpen: (button: HTMLElement) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const menuId = useId();
  return (
    <>
      <IconButton
        aria-label={`More actions for ${name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => onOpen(e.currentTarget)}
        sx={{ mt: 1 }}
      >
        <MoreHoriz fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {children}
      </Menu>
    </>
  );
}
