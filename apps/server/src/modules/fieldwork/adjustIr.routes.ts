import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Db } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import { requireViewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { enqueueChatMessage, storeChatMessage } from '../notifications/chat.ts';
import { countChatPost } from '../notifications/chatThrottle.ts';
import { DASHBOARD_API } from '../auth/auth.routes.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { surveyNotFound } from '../projects/projects.errors.ts';
import { adjustIrMessage } from './adjustIrMessage.ts';
import { AdjustIrInput } from './adjustIr.schemas.ts';
import { audienceOfSurvey } from './draftAudience.service.ts';

/**
 * POST adjustIRSlackNotification: the dialog reports changed screening questions so the team can
 * adjust the incidence rate. Stored as a chat message, forwarded by a job when a webhook is set.
 * Another account's (or an unknown) survey or account id: 404, nothing stored. The message is
 * built from the stored audience (adjustIrMessage.ts); posts are rate-limited per user
 * (chatThrottle.ts: 429 and nothing stored beyond the limit).
 */
export function registerAdjustIrNotification(
  app: FastifyInstance,
  ctx: { db: Db; clock: Clock; boss?: PgBoss; forward: boolean } & Tracking,
): void {
  app.post(`${DASHBOARD_API}/adjustIRSlackNotification`, async (req, reply) => {
    const viewer = await requireViewer(req);
    const input = parseInput(AdjustIrInput, req.body);
    if (input.accountId !== viewer.accountId) throw surveyNotFound();
    await requireOwnSurvey(ctx, viewer, input.surveyId);
    const audience = await audienceOfSurvey(ctx, input.surveyId);
    await countChatPost(ctx.db, viewer, ctx.clock());
    const id = await storeChatMessage(ctx.db, {
      kind: 'adjustIRSlackNotification',
      accountId: viewer.accountId,
      payload: input,
      body: adjustIrMessage(audience.document, input, viewer.email),
      createdAt: ctx.clock(),
    });
    if (ctx.forward) await enqueueChatMessage(ctx.boss, id);
    ctx.analytics.track('Reported Adjusted Incidence', viewer, { surveyId: input.surveyId });
    return reply.code(202).send();
  });
}
