import type { Db, Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { emitWebhookEvent } from './webhookEvents.service.ts';
import { progressDue, recordProgressReport } from './webhooks.store.ts';

/** Completes per survey, as the respondent module counts them (handed in by the composition). */
export type CountCompletes = (db: Executor, surveyIds: string[]) => Promise<Map<string, number>>;

/** Surveys reported per run; the rest wait for the next. */
const PER_RUN = 200;

/**
 * The batched `survey.completes_recorded` event: for each watched survey whose last report is at
 * least `batchMs` old, the completes recorded since then and the survey's total, as one event
 * (none when nothing new). The read and the report share one transaction with the survey's
 * progress row locked, so two nodes never report the same completes.
 */
export async function reportCompletes(ctx: {
  db: Db;
  clock: Clock;
  countCompletes: CountCompletes;
  batchMs: number;
}): Promise<{ reported: number }> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const due = await progressDue(tx, new Date(now.getTime() - ctx.batchMs + 1), PER_RUN);
    if (due.length === 0) return { reported: 0 };
    const counts = await ctx.countCompletes(
      tx,
      due.map((d) => d.surveyId),
    );
    let reported = 0;
    for (const row of due) {
      const total = counts.get(row.surveyId) ?? 0;
      const recorded = total - row.reportedCompletes;
      if (recorded > 0) {
        await emitWebhookEvent(tx, {
          accountId: row.accountId,
          surveyId: row.surveyId,
          type: 'survey.completes_recorded',
          data: {
            surveyId: row.surveyId,
            completes: recorded,
            totalCompletes: total,
            since: row.reportedAt.toISOString(),
          },
          at: now,
        });
        reported += 1;
      }
      if (recorded > 0 || !row.inField) {
        await recordProgressReport(tx, {
          surveyId: row.surveyId,
          reportedCompletes: total,
          reportedAt: now,
          drop: !row.inField,
        });
      }
    }
    return { reported };
  });
}
