export { TrackerButton } from './TrackerButton.tsx';
