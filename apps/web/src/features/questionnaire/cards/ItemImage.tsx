import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import { useState, type ReactNode } from 'react';
import { MediaDialog, sizedImageUrl, videoThumbnailUrl } from '../../media/index.ts';
import { useEditorUi } from '../editor/editorContext.ts';
import { ItemMenu } from './ItemMenu.tsx';
import { itemMediaOf, removeItemImage, setItemImage, type MediaItem } from './itemMedia.ts';

export interface ItemImage {
  /** 'Add image' (disabled once set, spec 2 §5) and, once set, 'Remove image': for the item's menu. */
  menuItems: ReactNode[];
  /** The item's image as a 64 px thumbnail (s64) on a line under the item, or null. */
  strip: ReactNode;
  dialog: ReactNode;
}

/**
 * The image of an option or matrix row in the editor (spec 2 §3 media on options and rows). The
 * menu items go into the item's own menu (MUI's Menu takes its items as direct children).
 * `closeMenu` is called as an item is chosen.
 */
export function useItemImage(
  item: MediaItem | null,
  name: string,
  closeMenu: () => void,
): ItemImage {
  const { dispatch } = useEditorUi();
  const [open, setOpen] = useState(false);
  if (item === null) return { menuItems: [], strip: null, dialog: null };
  const media = itemMediaOf(item);
  const menuItems = [
    <MenuItem
      key="add-image"
      disabled={media !== null}
      onClick={() => {
        closeMenu();
        setOpen(true);
      }}
    >
      Add image
    </MenuItem>,
    media !== null ? (
      <MenuItem
        key="remove-image"
        onClick={() => {
          closeMenu();
          removeItemImage(dispatch, item);
        }}
      >
        Remove image
      </MenuItem>
    ) : null,
  ];
  // A video set through the API shows as its provider's still.
  const still =
    media === null
      ? null
      : media.mediaType === 'image'
        ? sizedImageUrl(media.renderedMediaUrl ?? media.mediaUrl, 's64')
        : videoThumbnailUrl(media.mediaUrl);
  const strip =
    media === null ? null : (
      <Box
        sx={{ order: 1, flexBasis: '100%', pl: 1, display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {still !== null ? (
          <Box
            component="img"
            src={still}
            alt={`Image of ${name}`}
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
          />
        ) : null}
        <IconButton
          size="small"
          aria-label={`Remove image from ${name}`}
          onClick={() => removeItemImage(dispatch, item)}
        >
          <Close fontSize="small" />
        </IconButton>
      </Box>
    );
  const dialog = (
    <MediaDialog
      open={open}
      imageOnly
      onClose={() => setOpen(false)}
      onSave={(saved) => {
        setOpen(false);
        if (saved.mediaType === 'image') setItemImage(dispatch, item, saved);
      }}
    />
  );
  return { menuItems, strip, dialog };
}

/**
 * The menu of an item that takes no logic, a ranked question's option: only its image entries,
 * with the same name, thumbnail and dialog as the other options' menus.
 */
export function ItemImageMenu({ item, name }: { item: MediaItem; name: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const image = useItemImage(item, name, () => setAnchor(null));
  return (
    <>
      <ItemMenu name={name} anchor={anchor} onOpen={setAnchor} onClose={() => setAnchor(null)}>
        {image.menuItems}
      </ItemMenu>
      {image.strip}
      {image.dialog}
    </>
  );
}
