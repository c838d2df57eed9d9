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
import { acceptsGzip, GZIP_SUFFIX, gunzipped } from './gzipFile.ts';

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
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', attachmentHeader(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    if (!file.key.endsWith(GZIP_SUFFIX)) {
      // Written before files were stored gzipped.
      return reply.header('content-length', opened.size).send(opened.stream);
    }
    // Stored gzipped (gzipFile.ts): as it is to a client that takes gzip, unpacked otherwise.
    reply.header('vary', 'accept-encoding');
    if (acceptsGzip(req.headers['accept-encoding'])) {
      return reply
        .header('content-encoding', 'gzip')
        .header('content-length', opened.size)
        .send(opened.stream);
    }
    if (file.fileBytes !== null) reply.header('content-length', file.fileBytes);
    return reply.send(gunzipped(opened.stream));
  });
}
