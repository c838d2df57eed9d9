import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { DraftAt } from './draftLog.store.ts';

/** A held copy of a draft: the document at (generation, version). */
export interface CachedDraft extends DraftAt {
  document: Questionnaire;
}

/**
 * Parsed drafts by survey, each valid only at the generation and version it was read or written
 * at. Reading and parsing a 300-entry document costs more than the rest of a mutation, and the
 * editor sends many small mutations to one draft; the version (checked by the edit's statement)
 * tells whether the copy is still the stored one, so several server processes stay correct. The
 * generation tells a draft deleted and created again (its versions restart at 1) from the old one.
 * Documents are immutable (domain commands return new objects), so a cached one is shared safely.
 */
export class DraftCache {
  private readonly drafts = new Map<string, CachedDraft>();

  constructor(private readonly capacity: number) {}

  /**
   * The latest copy held of `surveyId`, whatever version it is: the draft an edit applies its
   * command to (its statement checks the version), or a base to replay the log from.
   */
  latest(surveyId: string): CachedDraft | undefined {
    const hit = this.drafts.get(surveyId);
    if (!hit) return undefined;
    // Map order is recency order: re-insert on use, evict from the front.
    this.drafts.delete(surveyId);
    this.drafts.set(surveyId, hit);
    return hit;
  }

  /** Remembers a committed (or consistently read) version of a draft. */
  set(surveyId: string, draft: CachedDraft): void {
    this.drafts.delete(surveyId);
    this.drafts.set(surveyId, draft);
    while (this.drafts.size > this.capacity) {
      const oldest = this.drafts.keys().next().value;
      if (oldest === undefined) break;
      this.drafts.delete(oldest);
    }
  }
}
