import type { FastifyInstance } from 'fastify';
import { requireViewer } from '../../platform/viewer.ts';
import { parseInput } from '../../lib/validate.ts';
import {
  getRawDataExport,
  requestRawDataExport,
  resolveDownload,
  type ExportsCtx,
} from './exports.service.ts';
import { DownloadQuery, ExportIdParams, StartExportInput } from './exports.schemas.ts';
import { attachmentHeader, RAW_DATA_EXPORTS_API } from './exportLinks.ts';
import { linkExpired } from './exports.errors.ts';

/** Raw-data export routes (spec 3 §7 "Raw-data export"; contract in rawDataContract.ts). */
export function registerExportRoutes(app: FastifyInstance, ctx: ExportsCtx): void {
  app.post(RAW_DATA_EXPORTS_API, async (req, reply) => {
    const viewer = await requireViewer(req);
    const job = await requestRawDataExport(ctx, viewer, parseInput(StartExportInput, req.body));
    return reply.status(job.status === 'done' ? 200 : 202).send(job);
  });
  app.get(`${RAW_DATA_EXPORTS_API}/:exportId`, async (req) => {
    const viewer = await requireViewer(req);
    const { exportId } = parseInput(ExportIdParams, req.params);
    return getRawDataExport(ctx, viewer, exportId);
  });
  // No session: the browser follows the signed link, which is the credential.
  app.get(`${RAW_DATA_EXPORTS_API}/:exportId/file`, async (req, reply) => {
    const { exportId } = parseInput(ExportIdParams, req.params);
    const { expires, signature } = parseInput(DownloadQuery, req.query);
    const file = await resolveDownload(ctx, exportId, expires, signature);
    // Streamed from the file store, whichever process wrote it; its size, so that the browser
    // shows the download's progress (a file swept meanwhile: gone).
    const opened = await ctx.files.open(file.key);
    if (!opened) throw linkExpired();
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('content-length', opened.size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(opened.stream);
  });
}
