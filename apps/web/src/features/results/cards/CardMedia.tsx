import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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

/** The pictures respondents chose between: each option's or row's image (s64) over its text. */
export function RowImages({ entry }: { entry: ResultEntry }) {
  const shown = entry.rows.flatMap((row) => {
    if (!row.media) return [];
    const url = safeUrl(row.media.mediaUrl);
    if (url === null) return [];
    const src = row.media.mediaType === 'image' ? sizedImageUrl(url, 's64') : videoStillUrl(url);
    return src === null ? [] : [{ id: row.id, text: row.text, src }];
  });
  if (shown.length === 0) return null;
  const noun = entry.questionType === 'matrix' ? 'row' : 'option';
  return (
    <Box
      component="ul"
      aria-label={`${entry.label} ${noun} images`}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      {shown.map((item) => (
        <Box component="li" key={item.id} sx={{ width: 80 }}>
          <Box
            component="img"
            src={item.src}
            alt={item.text}
            loading="lazy"
            sx={{ display: 'block', width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
          />
          <Typography variant="caption" component="p" sx={{ overflowWrap: 'anywhere' }} aria-hidden>
            {item.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
