import type { OrderStatus } from '@survey/domain/projects/constants';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { surveyOrders } from '../orders/orders.tables.ts';

/**
 * The survey order's status, share-locked until the caller's transaction ends: an End or Halt
 * (which updates the row) that committed first is seen, and one that comes later waits until this
 * answer committed, so nobody qualifies or completes after it. Only qualifying and completing
 * answers take the lock (a shared lock: answers never wait for each other). Null: no order.
 */
export async function orderStatusForShare(
  tx: Executor,
  surveyId: string,
): Promise<OrderStatus | null> {
  const [row] = await tx
    .select({ status: surveyOrders.status })
    .from(surveyOrders)
    .where(eq(surveyOrders.surveyId, surveyId))
    .for('share');
  return row?.status ?? null;
}
