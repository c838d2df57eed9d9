export { LaunchActionsMenu } from './launch/LaunchActionsMenu.tsx';
export { useLaunchState } from './launch/useLaunchState.ts';
