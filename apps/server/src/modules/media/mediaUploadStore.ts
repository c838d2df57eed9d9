import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { Executor } from '../../db/database.ts';
import type { FileStore } from '../../platform/fileStore.ts';
import {
  appendMediaUploadPart,
  deleteMediaUpload,
  findMediaUpload,
  insertMediaUpload,
  listMediaUploads,
  setMediaUploadSize,
  type MediaUploadRow,
} from './media.store.ts';

const PARTS_PREFIX = 'uploads/';

/**
 * Image uploads in progress where every process reaches them (a tus DataStore): the upload's
 * offset and metadata in `media_uploads`, each PATCH's bytes one file of the file store. So a
 * PATCH may land on any process, and offsets survive a restart. tus's lock is per process; across
 * processes the offset moves only by a conditional update (`appendMediaUploadPart`): of two
 * PATCHes at the same offset on two processes, the second answers 409 and its bytes are dropped.
 */
export class MediaUploadStore extends DataStore {
  constructor(
    private readonly db: Executor,
    private readonly files: FileStore,
    private readonly expiryMs: number,
  ) {
    super();
    this.extensions = [
      'creation',
      'creation-with-upload',
      'creation-defer-length',
      'termination',
      'expiration',
    ];
  }

  override async create(upload: Upload): Promise<Upload> {
    const metadata = Object.fromEntries(
      Object.entries(upload.metadata ?? {}).flatMap(([k, v]) => (v === null ? [] : [[k, v]])),
    );
    const created = new Date(upload.creation_date ?? Date.now());
    await insertMediaUpload(this.db, {
      id: upload.id,
      // onUploadCreate set it from the session (mediaUploads.ts); the foreign key checks it.
      accountId: metadata.accountId ?? '',
      size: upload.size ?? null,
      metadata,
      createdAt: created,
    });
    return upload;
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const part = `${PARTS_PREFIX}${id}/${String(offset).padStart(12, '0')}-${randomBytes(4).toString('hex')}`;
    const writer = this.files.create(part);
    let written = 0;
    try {
      for await (const piece of stream) {
        const bytes = piece as Buffer;
        written += bytes.length;
        await writer.write(bytes);
      }
    } catch (error) {
      // Over the size cap, or the body failed: nothing of this request is kept.
      await writer.abort();
      throw error;
    }
    if (written === 0) {
      await writer.abort();
      return offset;
    }
    await writer.finish();
    if (!(await appendMediaUploadPart(this.db, id, offset, offset + written, part))) {
      await this.files.remove(part);
      throw ERRORS.INVALID_OFFSET;
    }
    return offset + written;
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await findMediaUpload(this.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    return uploadOf(row);
  }

  override async declareUploadLength(id: string, length: number): Promise<void> {
    await setMediaUploadSize(this.db, id, length);
  }

  override async remove(id: string): Promise<void> {
    for (const part of await deleteMediaUpload(this.db, id)) await this.files.remove(part);
  }

  override getExpiration(): number {
    return this.expiryMs;
  }

  /** Every unfinished upload (mediaQuota.ts counts and sweeps them). */
  async unfinished(): Promise<Upload[]> {
    return (await listMediaUploads(this.db)).map(uploadOf);
  }

  /** The whole upload, its parts in order (an image: at most MEDIA_MAX_BYTES). */
  async readAll(id: string): Promise<Buffer> {
    const row = await findMediaUpload(this.db, id);
    if (!row) throw ERRORS.FILE_NOT_FOUND;
    const pieces: Buffer[] = [];
    for (const part of row.parts) {
      const opened = await this.files.open(part);
      if (!opened) throw new Error(`upload ${id} lost its part ${part}`);
      for await (const piece of opened.stream) pieces.push(piece as Buffer);
    }
    return Buffer.concat(pieces);
  }
}

function uploadOf(row: MediaUploadRow): Upload {
  return new Upload({
    id: row.id,
    offset: row.uploadOffset,
    ...(row.size !== null && { size: row.size }),
    metadata: row.metadata,
    creation_date: row.createdAt.toISOString(),
  });
}
