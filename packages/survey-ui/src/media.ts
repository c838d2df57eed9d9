/**
 * Addresses of question and option media for a respondent (spec 2 §4 Media): an image's rendered
 * address carries a size suffix, s0 full and s64 thumbnail; a video shows its provider's default
 * still image.
 */
import type { Media } from '@survey/domain/questionnaire/model';

/** The image address at a size ('s0' full, 's64' thumbnail); the raw address when none was rendered. */
export function imageUrl(media: Media, size: 's0' | 's64'): string {
  const rendered = media.renderedMediaUrl;
  if (rendered === null || rendered === '') return media.mediaUrl;
  return /=s\d+$/.test(rendered) ? rendered.replace(/=s\d+$/, `=${size}`) : `${rendered}=${size}`;
}

const YOUTUBE = /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/)|youtu\.be\/)([\w-]{11})/;
const VIMEO = /vimeo\.com\/(?:video\/)?(\d+)/;

/** The provider's default still of a video, or null for a provider without a known still. */
export function videoStillUrl(url: string): string | null {
  const youtube = YOUTUBE.exec(url);
  if (youtube) return `https://img.youtube.com/vi/${youtube[1]}/hqdefault.jpg`;
  const vimeo = VIMEO.exec(url);
  if (vimeo) return `https://vumbnail.com/${vimeo[1]}.jpg`;
  return null;
}

/** Only http(s) and site-relative addresses are ever put into a page (no javascript: links). */
export function safeUrl(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
