import {
  checkWindowChange,
  MAX_REPLACEMENT_WINDOW_DAYS,
} from '@survey/domain/quality/replacements';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badInput } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { announceOrderChange } from './orderChanges.ts';
import { orderNotFound, orderViewOf, type OrderView } from './orders.service.ts';
import { findOrder } from './orders.store.ts';
import { surveyOrders } from './orders.tables.ts';

const windowClosed = () =>
  new AppError('CONFLICT', 'The replacement window has closed: it can no longer be changed.', {
    code: 'REPLACEMENT_WINDOW_CLOSED',
    category: 'CONFLICT',
  });

const RANGE_MESSAGE = `The replacement window is a whole number of days from 0 to ${MAX_REPLACEMENT_WINDOW_DAYS}.`;
const outOfRange = () => badInput(RANGE_MESSAGE, [{ path: 'days', message: RANGE_MESSAGE }]);

/**
 * Sets the viewer's survey's replacement window (issue 38 §4), under the survey's and the order's
 * locks so an exclusion deciding what is owed reads the window before or after, never between.
 */
export async function setReplacementWindow(
  ctx: { db: Executor; clock: Clock },
  viewer: Viewer,
  surveyId: string,
  days: number,
): Promise<OrderView> {
  return ctx.db.transaction(async (tx) => {
    await requireOwnSurvey({ db: tx }, viewer, surveyId, { lock: true });
    const order = await findOrder(tx, surveyId, { forUpdate: true });
    if (!order) throw orderNotFound();
    const refusal = checkWindowChange(
      {
        fieldingEndedAtMs: order.fieldingEndedAt?.getTime() ?? null,
        windowDays: order.replacementWindowDays,
      },
      days,
      ctx.clock().getTime(),
    );
    if (refusal === 'OUT_OF_RANGE') throw outOfRange();
    if (refusal === 'WINDOW_CLOSED') throw windowClosed();
    const [row] = await tx
      .update(surveyOrders)
      .set({ replacementWindowDays: days })
      .where(eq(surveyOrders.surveyId, surveyId))
      .returning();
    if (!row) throw orderNotFound();
    await announceOrderChange(tx, surveyId);
    return orderViewOf(tx, row);
  });
}
