import type { Media } from '@survey/domain/questionnaire/model';
import { imageUrl, safeUrl, videoStillUrl } from './media.ts';

interface MediaViewProps {
  media: Media;
  /** Thumbnails sit beside an option; full size sits under a title. */
  size: 'thumbnail' | 'full';
}

/** An image, or a video as its still linking to the video; addresses that are not http(s) are dropped. */
export function MediaView({ media, size }: MediaViewProps) {
  const className = size === 'thumbnail' ? 'sui-thumb' : 'sui-media';
  if (media.mediaType === 'image') {
    const src = safeUrl(imageUrl(media, size === 'thumbnail' ? 's64' : 's0'));
    // Decorative: the option's or question's text already says what the image is for.
    return src === null ? null : <img className={className} src={src} alt="" loading="lazy" />;
  }
  const href = safeUrl(media.mediaUrl);
  if (href === null) return null;
  const still = videoStillUrl(href);
  // Beside an option the thumbnail sits inside the option's label: a link there would be a
  // control inside a control, so it shows the still only.
  if (size === 'thumbnail') {
    return still === null ? null : <img className={className} src={still} alt="" loading="lazy" />;
  }
  return (
    <a className={`${className} sui-video`} href={href} target="_blank" rel="noopener noreferrer">
      {still !== null && <img src={still} alt="" loading="lazy" />}
      <span>Watch the video</span>
    </a>
  );
}
