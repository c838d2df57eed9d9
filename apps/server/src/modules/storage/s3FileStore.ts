import { PassThrough, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkedKey,
  writeAll,
  type FileStore,
  type FileWriter,
  type StoredFile,
} from '../../platform/fileStore.ts';

/** Where the S3 backend keeps files (config.ts: S3_*). Credentials: the SDK's default chain. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible store's URL; unset: AWS. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key ('' or ending in '/'), so one bucket serves several deployments. */
  prefix: string;
  /**
   * `when_supported` (the SDK's default: CRC32 on every upload) or `when_required`, for
   * S3-compatible stores that reject the checksum headers or aws-chunked bodies.
   */
  checksums: 'when_supported' | 'when_required';
}

/**
 * Bytes per multipart part: S3's minimum. A writer holds at most its part being filled and
 * `PARTS_IN_FLIGHT` being sent, plus the body stream's buffer: about 16 MB whatever the file's
 * size. Files up to 5 MB are one PutObject.
 */
export const PART_BYTES = 5 * 2 ** 20;
const PARTS_IN_FLIGHT = 2;
/** What `write` may queue before it waits for the upload to take it. */
const BODY_BUFFER_BYTES = 2 ** 20;

export function s3Client(settings: S3Settings): S3Client {
  const checksums = settings.checksums === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: checksums,
    responseChecksumValidation: checksums,
  });
}

/** True for S3's "no such key" (GetObject answers NoSuchKey; some stores a bare 404). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3 bucket (README.md, "S3 backend"). A file is written as a multipart upload
 * through lib-storage's `Upload`; S3 shows an object only once its upload completes, and a
 * completed upload replaces the key's previous object whole, so readers never see a partial or
 * mixed file. `listPageSize` is how many keys one ListObjectsV2 call returns (S3's maximum
 * 1000; tests make it small to page).
 */
export function s3FileStore(
  settings: S3Settings,
  opts: { client?: S3Client; listPageSize?: number } = {},
): FileStore {
  const client = opts.client ?? s3Client(settings);
  const Bucket = settings.bucket;
  const objectKey = (key: string) => settings.prefix + checkedKey(key);

  const create = (key: string): FileWriter => {
    const Key = objectKey(key);
    const body = new PassThrough({ highWaterMark: BODY_BUFFER_BYTES });
    // The upload reads the body and reports its errors (through `done`).
    body.on('error', () => undefined);
    const upload = new Upload({
      client,
      params: { Bucket, Key, Body: body },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
    });
    let size = 0;
    // Settles once the object is complete, or the upload failed and was aborted (lib-storage
    // sends AbortMultipartUpload before it rejects). Observed here so that a failure nobody
    // awaits yet is not an unhandled rejection; write, finish and abort report it.
    const done = upload.done();
    done.catch(() => undefined);
    const roomInBody = async () => {
      let onDrain = () => undefined as void;
      const drained = new Promise<void>((resolve) => {
        onDrain = resolve;
        body.once('drain', onDrain);
      });
      try {
        await Promise.race([drained, done]);
      } finally {
        body.off('drain', onDrain);
      }
    };
    return {
      async write(bytes) {
        if (bytes.length === 0) return;
        // A copy: the caller may reuse its buffer once this resolves (csvBytes does).
        const copy = Buffer.from(bytes);
        size += copy.length;
        if (!body.write(copy)) await roomInBody();
      },
      async finish() {
        body.end();
        await done;
        return size;
      },
      async abort() {
        // The upload reads a failing body, aborts its multipart upload and only then rejects:
        // once this resolves no part of the file is left in the bucket.
        body.destroy(new Error(`write of ${key} aborted`));
        await done.catch(() => undefined);
      },
    };
  };

  return {
    backend: 's3',
    create,
    put: (key, body) => writeAll(create(key), body),
    async open(key) {
      try {
        const got = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        // In Node the body is the HTTP response (an IncomingMessage), read as it is consumed.
        return { size: got.ContentLength ?? 0, stream: got.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async list(prefix) {
      const files: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: settings.prefix + prefix,
            ContinuationToken,
            MaxKeys: opts.listPageSize,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key === undefined) continue;
          files.push({
            key: object.Key.slice(settings.prefix.length),
            size: object.Size ?? 0,
            createdAt: object.LastModified ?? new Date(0),
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      // S3 lists in UTF-8 byte order, which is the keys' order (checkedKey: ASCII only).
      return files;
    },
    async sweepAbandoned(before) {
      let swept = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({
            Bucket,
            Prefix: settings.prefix,
            KeyMarker,
            UploadIdMarker,
          }),
        );
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
          if (upload.Initiated >= before) continue;
          await client.send(
            new AbortMultipartUploadCommand({
              Bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          swept++;
        }
        const more = page.IsTruncated === true;
        KeyMarker = more ? page.NextKeyMarker : undefined;
        UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return swept;
    },
  };
}
