import type { Media } from '@survey/domain/questionnaire/model';
import { useMessages } from './i18n/MessagesContext.tsx';
import { imageUrl, safeUrl, videoStillUrl } from './media.ts';

/**
 * thumbnail: 64 px beside a ranked option in the ranking; tile: the picture of an image-choice
 * option, of a ranked option still to tap or of a matrix row, as wide as its column (full-size
 * image, scaled down by CSS); full: under a title.
 */
export type MediaSize = 'thumbnail' | 'tile' | 'full';

interface MediaViewProps {
  media: Media;
  size: MediaSize;
  /** The text the image stands for (an option's or row's text); decorative when omitted. */
  alt?: string;
}

const CLASS_NAMES: Record<MediaSize, string> = {
  thumbnail: 'sui-thumb',
  tile: 'sui-tile',
  full: 'sui-media',
};

/** An image, or a video as its still linking to the video; addresses that are not http(s) are dropped. */
export function MediaView({ media, size, alt = '' }: MediaViewProps) {
  const t = useMessages();
  const className = CLASS_NAMES[size];
  if (media.mediaType === 'image') {
    const src = safeUrl(imageUrl(media, size === 'thumbnail' ? 's64' : 's0'));
    return src === null ? null : <img className={className} src={src} alt={alt} loading="lazy" />;
  }
  const href = safeUrl(media.mediaUrl);
  if (href === null) return null;
  const still = videoStillUrl(href);
  // Beside an option the picture sits inside the option's label: a link there would be a control
  // inside a control, so it shows the still only.
  if (size !== 'full') {
    return still === null ? null : (
      <img className={className} src={still} alt={alt} loading="lazy" />
    );
  }
  return (
    <a className={`${className} sui-video`} href={href} target="_blank" rel="noopener noreferrer">
      {still !== null && <img src={still} alt="" loading="lazy" />}
      <span>{t.text('watchVideo')}</span>
    </a>
  );
}

/**
 * The class of an option's text when it has no picture among options with pictures: the text
 * itself drawn as a tile of the pictures' size (issue 35 §5: it left an empty tile). The text is
 * the control's name, so it is shown once, in the tile.
 */
export const TEXT_TILE = 'sui-tile sui-tile-text';
