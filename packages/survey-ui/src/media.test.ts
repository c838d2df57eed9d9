import type { Media } from '@survey/domain/questionnaire/model';
import { describe, expect, it } from 'vitest';
import { imageUrl, safeUrl, videoStillUrl } from './media.ts';

const image = (rendered: string | null): Media => ({
  mediaName: 'cat.png',
  mediaUrl: 'https://files.example/cat.png',
  mediaType: 'image',
  renderedMediaUrl: rendered,
});

describe('media addresses', () => {
  it('asks for the thumbnail or the full image by the size suffix', () => {
    expect(imageUrl(image('https://cdn.example/cat=s0'), 's64')).toBe(
      'https://cdn.example/cat=s64',
    );
    expect(imageUrl(image('https://cdn.example/cat'), 's0')).toBe('https://cdn.example/cat=s0');
    expect(imageUrl(image(null), 's64')).toBe('https://files.example/cat.png');
  });

  it("shows a video's default still", () => {
    expect(videoStillUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(videoStillUrl('https://youtu.be/dQw4w9WgXcQ?t=3')).toBe(
      'https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
    );
    expect(videoStillUrl('https://example.com/video.mp4')).toBeNull();
  });

  it('never lets a script address through', () => {
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.example/x')).toBeNull();
    expect(safeUrl('/media/x=s0')).toBe('/media/x=s0');
    expect(safeUrl('https://cdn.example/x')).toBe('https://cdn.example/x');
  });
});
