import type { MarketPurchaseView } from './marketPurchase.service.ts';

/** The purchase as GraphQL answers it (dates as ISO strings). */
export function presentMarketPurchase(view: MarketPurchaseView) {
  const { createdAt, ...rest } = view;
  return { ...rest, createdDate: createdAt.toISOString() };
}
