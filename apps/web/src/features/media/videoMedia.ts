/** A video on a card: the spec stores its URL as both url and name (spec 2 §4, "Media on a card"). */
export interface VideoMedia {
  mediaName: string;
  mediaUrl: string;
  mediaType: 'video';
  renderedMediaUrl: null;
}

export type VideoProvider = 'youtube' | 'vimeo';

export interface KnownVideo {
  provider: VideoProvider;
  id: string;
}

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The http(s) URL in `input`, or null; backslashes are refused as the server refuses them. */
function parseHttpUrl(input: string): URL | null {
  const text = input.trim();
  if (!text || /[\s\\]/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** The provider and video id of a YouTube or Vimeo address, or null for any other address. */
export function knownVideo(input: string): KnownVideo | null {
  const url = parseHttpUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') {
    const id = segments[0] ?? '';
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    const [first = '', second = ''] = segments;
    const id =
      first === 'watch'
        ? (url.searchParams.get('v') ?? '')
        : ['embed', 'shorts', 'live', 'v'].includes(first)
          ? second
          : '';
    return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123
    const id = [...segments].reverse().find((s) => VIMEO_ID.test(s)) ?? '';
    return id ? { provider: 'vimeo', id } : null;
  }
  return null;
}

/**
 * The provider's default still of a YouTube or Vimeo video, or null for other addresses (the card
 * then shows a generic video tile). YouTube serves it by id; Vimeo has no id-based still address of
 * its own, so its still comes from vumbnail.com, which resolves Vimeo's default thumbnail by id.
 */
export function videoThumbnailUrl(input: string): string | null {
  const video = knownVideo(input);
  if (!video) return null;
  return video.provider === 'youtube'
    ? `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`
    : `https://vumbnail.com/${video.id}.jpg`;
}

/**
 * The media to save for a video address (any http(s) URL: the spec does not limit providers), or
 * null when it is not one. The URL is stored as both url and name.
 */
export function videoMedia(input: string): VideoMedia | null {
  const url = parseHttpUrl(input);
  if (!url) return null;
  const address = input.trim();
  return { mediaName: address, mediaUrl: address, mediaType: 'video', renderedMediaUrl: null };
}
