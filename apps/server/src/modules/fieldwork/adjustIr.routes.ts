import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { requireViewer } from '../../http/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { enqueueChatMessage, storeChatMessage } from '../notifications/chat.ts';
import { DASHBOARD_API } from '../auth/auth.routes.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { surveyNotFound } from '../projects/projects.errors.ts';
import { adjustIrMessage } from './adjustIr.message.ts';

const text = z.string().max(5000);
const Option = z.object({
  position: z.number().int().min(0).max(1000),
  text,
  quotaPercent: z.number().min(0).max(100).nullish(),
  qualification: z.enum(['Qualified', 'Disqualified']),
});
const ScreeningQuestion = z.object({
  contextPosition: z.number().int().min(0).max(1000),
  position: z.number().int().min(0).max(1000),
  questionText: text,
  options: z.array(Option).max(100),
  qualifying: z.boolean(),
  quotas: z.enum(['Enabled', 'Disabled']),
});

/** The body of spec 1 §7 `POST adjustIRSlackNotification`. */
export const AdjustIrInput = z.object({
  accountId: z.guid(),
  surveyId: z.guid(),
  country: z.string().trim().min(2).max(3),
  incidenceRate: z.number().min(0).max(100),
  cpi: z.number().min(0).max(100000),
  loi: z.number().int().min(0).max(180),
  userEmailAddress: z.email().max(320),
  isFeasible: z.boolean(),
  screeningQuestions: z.array(ScreeningQuestion).max(50),
});
export type AdjustIr = z.infer<typeof AdjustIrInput>;

/**
 * POST adjustIRSlackNotification: the dialog reports changed screening questions so the team can
 * adjust the incidence rate. Stored as a chat message, forwarded by a job when a webhook is set.
 * Another account's (or an unknown) survey or account id: 404, nothing stored.
 */
export function registerAdjustIrNotification(
  app: FastifyInstance,
  ctx: { db: Executor; clock: Clock; boss?: PgBoss; forward: boolean },
): void {
  app.post(`${DASHBOARD_API}/adjustIRSlackNotification`, async (req, reply) => {
    const viewer = await requireViewer(req);
    const input = parseInput(AdjustIrInput, req.body);
    if (input.accountId !== viewer.accountId) throw surveyNotFound();
    await requireOwnSurvey(ctx, viewer, input.surveyId);
    const id = await storeChatMessage(ctx.db, {
      kind: 'adjustIRSlackNotification',
      accountId: viewer.accountId,
      payload: input,
      body: adjustIrMessage(input, viewer.email),
      createdAt: ctx.clock(),
    });
    if (ctx.forward) await enqueueChatMessage(ctx.boss, id);
    return reply.code(202).send();
  });
}
