export { launchPreview } from './previewLaunch.ts';
export { PreviewPane } from './PreviewPane.tsx';
export { previewUrl, randomRespondentId } from './previewUrl.ts';
