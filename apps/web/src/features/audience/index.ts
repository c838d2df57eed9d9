export { useAudienceStatus } from './audienceStatus.ts';
export { CostPanel } from './cost/CostPanel.tsx';
export { useDebouncedCommit } from './dialog/useDebouncedCommit.ts';
export { useFeasibility } from './useFeasibility.ts';
