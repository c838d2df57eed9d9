import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../platform/fileStore.ts';
import { postgresFileStore } from './postgresFileStore.ts';
import { s3FileStore } from './s3FileStore.ts';

/** The settings that choose and reach the file store (config.ts: FILE_STORAGE, S3_*). */
export type FileStorageSettings = { FILE_STORAGE: 'postgres' } | S3StorageSettings;

interface S3StorageSettings {
  FILE_STORAGE: 's3';
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PREFIX: string;
  S3_CHECKSUMS: 'when_supported' | 'when_required';
}

/**
 * The storage settings out of the whole configuration (what the export worker thread gets, so
 * it opens the same store). Credentials are not settings: each thread's SDK reads them from the
 * environment (the default provider chain), so they never travel in messages or logs.
 */
export function fileStorageSettings(config: FileStorageSettings): FileStorageSettings {
  if (config.FILE_STORAGE === 'postgres') return { FILE_STORAGE: 'postgres' };
  return {
    FILE_STORAGE: 's3',
    S3_BUCKET: config.S3_BUCKET,
    S3_REGION: config.S3_REGION,
    S3_ENDPOINT: config.S3_ENDPOINT,
    S3_FORCE_PATH_STYLE: config.S3_FORCE_PATH_STYLE,
    S3_PREFIX: config.S3_PREFIX,
    S3_CHECKSUMS: config.S3_CHECKSUMS,
  };
}

/**
 * The file store every process shares (README.md). Each module, and the export worker thread
 * with its own pool, opens its own: over the same database, or with its own S3 client (created
 * here, once per store) over the same bucket.
 */
export function openFileStore(settings: FileStorageSettings, db: Db): FileStore {
  switch (settings.FILE_STORAGE) {
    case 'postgres':
      return postgresFileStore(db);
    case 's3': {
      // config.ts refuses FILE_STORAGE=s3 without a bucket; this guards other callers.
      if (!settings.S3_BUCKET) throw new Error('FILE_STORAGE=s3 needs S3_BUCKET');
      return s3FileStore({
        bucket: settings.S3_BUCKET,
        region: settings.S3_REGION,
        endpoint: settings.S3_ENDPOINT,
        forcePathStyle: settings.S3_FORCE_PATH_STYLE,
        prefix: settings.S3_PREFIX,
        checksums: settings.S3_CHECKSUMS,
      });
    }
  }
}
