import { and, eq, gt, isNull, min } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { refreshTokens } from './auth.tables.ts';

export interface RefreshTokenRow {
  id: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

const columns = {
  id: refreshTokens.id,
  familyId: refreshTokens.familyId,
  userId: refreshTokens.userId,
  expiresAt: refreshTokens.expiresAt,
  usedAt: refreshTokens.usedAt,
  revokedAt: refreshTokens.revokedAt,
};

export async function insertRefreshToken(
  db: Executor,
  token: { familyId: string; userId: string; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Marks a live token used and returns it; undefined when it is unknown, used, revoked or expired.
 * The row lock makes two concurrent uses of one token resolve to one winner.
 */
export async function consumeRefreshToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning(columns);
  return row;
}

/** When the login began: its first refresh token (rows are never deleted while it lives). */
export async function familyStartedAt(db: Executor, familyId: string): Promise<Date> {
  const [row] = await db
    .select({ startedAt: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, familyId));
  if (!row?.startedAt) throw new Error(`refresh-token family ${familyId} has no rows`);
  return new Date(row.startedAt);
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeUserTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
