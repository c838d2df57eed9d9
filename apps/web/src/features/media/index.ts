export { MediaDialog, type CardMedia } from './MediaDialog.tsx';
export { sizedImageUrl } from './mediaAddresses.ts';
export type { ImageMedia } from './uploadImage.ts';
export { videoThumbnailUrl } from './videoMedia.ts';
