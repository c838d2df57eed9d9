import type { Executor } from '../../db/database.ts';
import { accountMediaBytes } from './media.store.ts';
import type { MediaUploadStore } from './mediaUploadStore.ts';

/**
 * The per-account storage cap and the sweep of unfinished uploads (README.md, "Limits").
 *
 * What an account holds: the bytes of its stored variants, plus what each of its unfinished
 * uploads may still become (its declared length, or the per-file cap while the length is
 * deferred). So unfinished uploads count from their creation and cannot pile up past the cap;
 * they also expire (UPLOAD_EXPIRY_MS after creation, by the server's clock) and are swept at each
 * upload creation and every hour.
 */
export const UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

export interface UnfinishedUpload {
  id: string;
  accountId: string;
  /** Bytes it may still become. */
  reserved: number;
  createdAt: number;
}

/** Every unfinished upload in the store (every process's: `media_uploads`). */
async function unfinishedUploads(
  store: MediaUploadStore,
  maxBytes: number,
): Promise<UnfinishedUpload[]> {
  const out: UnfinishedUpload[] = [];
  for (const info of await store.unfinished()) {
    const created = Date.parse(info.metadata?.createdAt ?? info.creation_date ?? '');
    out.push({
      id: info.id,
      accountId: info.metadata?.accountId ?? '',
      reserved: info.size ?? maxBytes,
      createdAt: Number.isNaN(created) ? 0 : created,
    });
  }
  return out;
}

/** Deletes unfinished uploads created more than UPLOAD_EXPIRY_MS before `now`; returns the rest. */
export async function sweepUnfinishedUploads(
  store: MediaUploadStore,
  maxBytes: number,
  now: Date,
): Promise<UnfinishedUpload[]> {
  const kept: UnfinishedUpload[] = [];
  for (const upload of await unfinishedUploads(store, maxBytes)) {
    if (now.getTime() - upload.createdAt > UPLOAD_EXPIRY_MS) {
      await store.remove(upload.id).catch(() => undefined);
    } else {
      kept.push(upload);
    }
  }
  return kept;
}

/** Why a new upload does not fit; the message is shown to the uploader. */
export class AccountStorageFullError extends Error {
  constructor(capBytes: number) {
    const mb = Math.round((capBytes / (1024 * 1024)) * 10) / 10;
    super(
      `Your account's image storage is full (${mb} MB). Delete images you no longer use, ` +
        'or finish or cancel uploads in progress, then try again.',
    );
    this.name = 'AccountStorageFullError';
  }
}

/**
 * Sweeps expired uploads, then checks that an upload of `size` bytes (undefined: deferred, counted
 * at the per-file cap) fits in the account's cap. Throws AccountStorageFullError when it does not.
 */
export async function checkAccountRoom(
  ctx: {
    db: Executor;
    store: MediaUploadStore;
    maxBytes: number;
    accountCapBytes: number;
    now: Date;
  },
  accountId: string,
  size: number | undefined,
): Promise<void> {
  const pending = await sweepUnfinishedUploads(ctx.store, ctx.maxBytes, ctx.now);
  const reserved = pending
    .filter((u) => u.accountId === accountId)
    .reduce((sum, u) => sum + u.reserved, 0);
  const stored = await accountMediaBytes(ctx.db, accountId);
  if (stored + reserved + (size ?? ctx.maxBytes) > ctx.accountCapBytes) {
    throw new AccountStorageFullError(ctx.accountCapBytes);
  }
}
