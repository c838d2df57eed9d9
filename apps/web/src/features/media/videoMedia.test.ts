import { describe, expect, it } from 'vitest';
import { knownVideo, videoMedia, videoThumbnailUrl } from './videoMedia.ts';

describe('videoMedia', () => {
  it('stores an http(s) address as both url and name', () => {
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(videoMedia(`  ${url} `)).toEqual({
      mediaName: url,
      mediaUrl: url,
      mediaType: 'video',
      renderedMediaUrl: null,
    });
    expect(videoMedia('http://videos.example/clip.mp4')?.mediaUrl).toBe(
      'http://videos.example/clip.mp4',
    );
  });

  it('refuses what is not an http(s) address', () => {
    for (const input of [
      '',
      '   ',
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      'ftp://files.example/v.mp4',
      'youtube.com/watch?v=dQw4w9WgXcQ',
      '/\\evil.example/v',
      'https://evil.example\\@youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ extra',
    ]) {
      expect(videoMedia(input), input).toBeNull();
    }
  });
});

describe('videoThumbnailUrl', () => {
  it("uses YouTube's default still for every YouTube address form", () => {
    const still = 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg';
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?si=abc',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoThumbnailUrl(url), url).toBe(still);
    }
  });

  it("uses Vimeo's default still for Vimeo addresses", () => {
    for (const url of [
      'https://vimeo.com/76979871',
      'https://vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871?h=abc',
    ]) {
      expect(videoThumbnailUrl(url), url).toBe('https://vumbnail.com/76979871.jpg');
    }
  });

  it('has no still for other sites, look-alike hosts or malformed ids', () => {
    for (const url of [
      'https://videos.example/clip.mp4',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><img',
      'https://vimeo.com/channels/staffpicks',
      'javascript:alert(1)',
    ]) {
      expect(videoThumbnailUrl(url), url).toBeNull();
    }
    expect(knownVideo('https://youtu.be/')).toBeNull();
  });
});
