import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { requireViewer } from '../../http/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import { surveyProgress } from './results.service.ts';

/** The results REST API (spec 1 §7 "REST, results API"). */
export const RESULTS_API = '/v2/survey-results/api/v1.0';

const ProgressInput = z.object({ surveyIds: z.array(z.guid()).min(1).max(100) });

/** Thin transport: viewer -> parse -> service. */
export function registerResults(app: FastifyInstance, ctx: { db: Executor }): void {
  app.post(`${RESULTS_API}/progress`, async (req) => {
    const viewer = await requireViewer(req);
    const { surveyIds } = parseInput(ProgressInput, req.body);
    return surveyProgress(ctx, viewer, surveyIds);
  });
}
