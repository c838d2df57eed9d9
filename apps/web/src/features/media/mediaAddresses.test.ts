import { describe, expect, it } from 'vitest';
import { isAcceptedImageType, rawImageUrl, sizedImageUrl } from './mediaAddresses.ts';

describe('image addresses', () => {
  it('appends the size to a rendered or raw address, once', () => {
    const rendered = 'https://app.example/v1/media/images/0123456789abcdef0123456789abcdef';
    expect(sizedImageUrl(rendered, 's64')).toBe(`${rendered}=s64`);
    expect(sizedImageUrl(`${rendered}=s64`, 's0')).toBe(`${rendered}=s0`);
    expect(sizedImageUrl(rawImageUrl('ab12'), 's0')).toBe('/v1/media/images/ab12=s0');
  });

  it('accepts the four image types the server keeps, not SVG', () => {
    expect(['image/jpeg', 'image/png', 'image/gif', 'image/webp'].every(isAcceptedImageType)).toBe(
      true,
    );
    expect(isAcceptedImageType('image/svg+xml')).toBe(false);
    expect(isAcceptedImageType('')).toBe(false);
  });
});
