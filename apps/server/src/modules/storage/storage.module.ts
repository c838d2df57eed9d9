import type { Db } from '../../db/database.ts';
import type { FileStore } from '../../platform/fileStore.ts';
import { postgresFileStore } from './postgresFileStore.ts';

/** The settings that choose and reach the file store (config.ts: FILE_STORAGE). */
export interface FileStorageSettings {
  FILE_STORAGE: 'postgres';
}

/** The storage settings out of the whole configuration (what the export worker thread gets). */
export function fileStorageSettings(config: FileStorageSettings): FileStorageSettings {
  return { FILE_STORAGE: config.FILE_STORAGE };
}

/**
 * The file store every process shares (README.md). Stateless: each module, and the export worker
 * thread with its own pool, opens its own over the same database.
 */
export function openFileStore(settings: FileStorageSettings, db: Db): FileStore {
  switch (settings.FILE_STORAGE) {
    case 'postgres':
      return postgresFileStore(db);
  }
}
