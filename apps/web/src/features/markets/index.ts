export { MarketTabs } from './MarketTabs.tsx';
