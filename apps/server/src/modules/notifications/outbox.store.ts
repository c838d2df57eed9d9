import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { outboxEmails } from './notifications.tables.ts';

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
  sentAt: Date | null;
  error: string | null;
}

export async function insertOutboxEmail(
  db: Executor,
  email: { to: string; subject: string; text: string; html: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(outboxEmails).values(email).returning({ id: outboxEmails.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export async function markOutboxEmail(
  db: Executor,
  id: number,
  outcome: { sentAt: Date } | { error: string },
): Promise<void> {
  await db.update(outboxEmails).set(outcome).where(eq(outboxEmails.id, id));
}

/** The newest e-mails first. */
export async function latestOutboxEmails(db: Executor, limit: number): Promise<OutboxEmail[]> {
  return db.select().from(outboxEmails).orderBy(desc(outboxEmails.id)).limit(limit);
}
