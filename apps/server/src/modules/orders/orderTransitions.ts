import type { OrderStatusValue } from './orders.store.ts';

/** Statuses from which an order never moves again. */
const TERMINAL: ReadonlySet<OrderStatusValue> = new Set(['Closed', 'Completed', 'Halted']);

/**
 * Whether an order may move from `from` to `to` (spec 1 §4): a live order pauses, a paused one
 * goes live again, and any order that has not ended may be closed, completed or halted. Asking
 * for the status an order already has is allowed (a retried request changes nothing).
 */
export function canChangeOrderStatus(from: OrderStatusValue, to: OrderStatusValue): boolean {
  if (from === to) return true;
  if (TERMINAL.has(from)) return false;
  if (to === 'Paused') return from === 'Live';
  if (to === 'Live') return from === 'Paused';
  return TERMINAL.has(to);
}
