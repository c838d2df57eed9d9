import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { ResultEntry } from '@survey/domain/results/contract';
import { safeUrl, videoStillUrl } from '@survey/survey-ui/media';
import { sizedImageUrl } from '../../media/index.ts';

/**
 * The question's own image or video, as the respondent saw it under the title: the image at full
 * size (s0) scaled down to the card, a video as its still linking to it.
 */
export function QuestionMedia({ entry }: { entry: ResultEntry }) {
  const url = entry.mediaUrl === null ? null : safeUrl(entry.mediaUrl);
  if (url === null) return null;
  if (entry.mediaType === 'image') {
    return (
      <Box
        component="img"
        src={sizedImageUrl(url, 's0')}
        alt={`Image shown with ${entry.label}`}
        loading="lazy"
        sx={{ display: 'block', maxWidth: '100%', maxHeight: 200, borderRadius: 1, mb: 2 }}
      />
    );
  }
  const still = videoStillUrl(url);
  return (
    <Box sx={{ mb: 2 }}>
      {still !== null ? (
        <Box
          component="img"
          src={still}
          alt=""
          loading="lazy"
          sx={{ display: 'block', width: 160, borderRadius: 1, mb: 0.5 }}
        />
      ) : null}
      <Link href={url} target="_blank" rel="noopener noreferrer" variant="body2">
        Watch the video shown with {entry.label}
      </Link>
    </Box>
  );
}
