import type { DraftAudienceRow } from './draftAudience.store.ts';

/**
 * The audiences this process last wrote or read under the row lock, with the account that owns
 * each. A researcher sends many small audience edits to one survey; with a held copy an edit is
 * the token check and one UPDATE that commits only while the stored version is still the held
 * one and the survey is still the account's draft (draftAudience.service.ts), instead of an
 * ownership read, a transaction, a state read, a locked read of the whole document and a write
 * (QUALITY P4-like bar: median <= 10 ms over HTTP). A copy that is behind (another process wrote,
 * the country was reset, the survey was bought or deleted) only costs that edit a fallback to the
 * locked path. Documents are immutable (domain commands return new objects; properties.test.ts
 * checks they never mutate their input), so a held one is shared safely.
 */
export class AudienceCache {
  private readonly held = new Map<string, { accountId: string; row: DraftAudienceRow }>();

  constructor(private readonly capacity: number) {}

  /** The held audience of `surveyId` if it is known to belong to `accountId`. */
  get(surveyId: string, accountId: string): DraftAudienceRow | undefined {
    const hit = this.held.get(surveyId);
    if (!hit || hit.accountId !== accountId) return undefined;
    // Map order is recency order: re-insert on use, evict from the front.
    this.held.delete(surveyId);
    this.held.set(surveyId, hit);
    return hit.row;
  }

  /** Holds a committed version; never replaces a newer one (commits may finish out of order). */
  remember(accountId: string, row: DraftAudienceRow): void {
    const current = this.held.get(row.surveyId);
    if (current && current.row.version > row.version) return;
    this.held.delete(row.surveyId);
    this.held.set(row.surveyId, { accountId, row });
    while (this.held.size > this.capacity) {
      const oldest = this.held.keys().next().value;
      if (oldest === undefined) break;
      this.held.delete(oldest);
    }
  }

  /** The copy at `version` proved stale: read it under the lock next time (unless newer now). */
  forget(surveyId: string, version: number): void {
    const current = this.held.get(surveyId);
    if (current && current.row.version <= version) this.held.delete(surveyId);
  }
}
