import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../lib/validate.ts';
import { requireViewer } from '../../platform/viewer.ts';
import {
  CreateTrackerBody,
  EditTrackerBody,
  TrackerOfSurveyQuery,
  TrackerParams,
  WaveCrosstabBody,
  WaveParams,
} from './trackers.schemas.ts';
import { trackerCrosstab, trackerExport, type WaveResultsCtx } from './waveResults.service.ts';
import { approveWave, createTracker, trackerById, trackerOfSurvey } from './trackers.service.ts';
import { editTracker, pauseTracker, resumeTracker } from './trackerEdit.service.ts';
import type { WaveRoundCtx } from './waveRound.service.ts';

/** Where the tracker routes live (issue 39 §4). */
export const TRACKERS_API = '/v1/trackers';

/**
 * POST /v1/trackers (make one from a bought survey), GET /v1/trackers?surveyId= (the survey's
 * project's tracker, or null), GET /v1/trackers/:trackerId, and
 * POST /v1/trackers/:trackerId/waves/:wave/approve, PATCH /v1/trackers/:trackerId (the schedule's
 * future), POST /v1/trackers/:trackerId/pause and /resume, and the results across waves:
 * POST /v1/trackers/:trackerId/crosstab and GET /v1/trackers/:trackerId/export.csv / export.sav.
 */
export function registerTrackerRoutes(
  app: FastifyInstance,
  ctx: WaveRoundCtx & WaveResultsCtx,
): void {
  app.post(TRACKERS_API, async (req, reply) => {
    const viewer = await requireViewer(req);
    const input = parseInput(CreateTrackerBody, req.body);
    const tracker = await createTracker(ctx, viewer, input);
    return reply.code(201).send(tracker);
  });
  app.get(TRACKERS_API, async (req) => {
    const viewer = await requireViewer(req);
    const { surveyId } = parseInput(TrackerOfSurveyQuery, req.query);
    return { tracker: await trackerOfSurvey(ctx, viewer, surveyId) };
  });
  app.get(`${TRACKERS_API}/:trackerId`, async (req) => {
    const viewer = await requireViewer(req);
    const { trackerId } = parseInput(TrackerParams, req.params);
    return trackerById(ctx, viewer, trackerId);
  });
  app.patch(`${TRACKERS_API}/:trackerId`, async (req) => {
    const viewer = await requireViewer(req);
    const { trackerId } = parseInput(TrackerParams, req.params);
    return editTracker(ctx, viewer, trackerId, parseInput(EditTrackerBody, req.body));
  });
  app.post(`${TRACKERS_API}/:trackerId/pause`, async (req) => {
    const viewer = await requireViewer(req);
    const { trackerId } = parseInput(TrackerParams, req.params);
    return pauseTracker(ctx, viewer, trackerId);
  });
  app.post(`${TRACKERS_API}/:trackerId/resume`, async (req) => {
    const viewer = await requireViewer(req);
    const { trackerId } = parseInput(TrackerParams, req.params);
    return resumeTracker(ctx, viewer, trackerId);
  });
  app.post(`${TRACKERS_API}/:trackerId/waves/:wave/approve`, async (req) => {
    const viewer = await requireViewer(req);
    const { trackerId, wave } = parseInput(WaveParams, req.params);
    return approveWave(ctx, viewer, { trackerId, wave });
  });
  app.post(`${TRACKERS_API}/:trackerId/crosstab`, async (req) => {
    const viewer = await requireViewer(req);
    const { trackerId } = parseInput(TrackerParams, req.params);
    return trackerCrosstab(ctx, viewer, trackerId, parseInput(WaveCrosstabBody, req.body));
  });
  app.get(`${TRACKERS_API}/:trackerId/export.csv`, async (req, reply) => {
    const viewer = await requireViewer(req);
    const { trackerId } = parseInput(TrackerParams, req.params);
    const csv = await trackerExport(ctx, viewer, trackerId, 'csv');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="tracker-waves.csv"')
      .send(csv);
  });
  app.get(`${TRACKERS_API}/:trackerId/export.sav`, async (req, reply) => {
    const viewer = await requireViewer(req);
    const { trackerId } = parseInput(TrackerParams, req.params);
    const sav = await trackerExport(ctx, viewer, trackerId, 'sav');
    return reply
      .header('content-type', 'application/x-spss-sav')
      .header('content-disposition', 'attachment; filename="tracker-waves.sav"')
      .send(sav);
  });
}
