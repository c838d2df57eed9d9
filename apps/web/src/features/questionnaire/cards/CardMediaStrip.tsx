import Close from '@mui/icons-material/Close';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Entry } from '@survey/domain/questionnaire/model';
import { sizedImageUrl, videoThumbnailUrl } from '../../media/index.ts';
import { useEditorUi } from '../editor/editorContext.ts';
import { mediaCardOf, removeCardMedia } from './cardMedia.ts';

/** The card's image or video as a 64 px thumbnail (spec 2 §4: s64), with a remove button. */
export function CardMediaStrip({ entry }: { entry: Entry }) {
  const { dispatch } = useEditorUi();
  const card = mediaCardOf(entry);
  if (!card?.media) return null;
  const { media } = card;
  const still =
    media.mediaType === 'image'
      ? sizedImageUrl(media.renderedMediaUrl, 's64')
      : videoThumbnailUrl(media.mediaUrl);
  const name = media.mediaType === 'image' ? 'Image' : 'Video';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
      {still ? (
        <Box
          component="img"
          src={still}
          alt={`${name} of ${entry.label}`}
          sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <PlayCircleOutlined aria-hidden="true" sx={{ fontSize: 40 }} color="action" />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0 }} noWrap>
        {media.mediaType === 'video' ? media.mediaUrl : name}
      </Typography>
      <IconButton
        size="small"
        aria-label={`Remove ${name.toLowerCase()} from ${entry.label}`}
        onClick={() => removeCardMedia(dispatch, card)}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
