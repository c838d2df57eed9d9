import type { Questionnaire } from '@survey/domain/questionnaire/model';

/**
 * Parsed drafts by survey, each valid only at the version it was read or written at. Reading and
 * parsing a 300-entry document costs more than the rest of a mutation, and the editor sends many
 * small mutations to one draft; the version (read under the row lock) tells whether the copy is
 * still the stored one, so several server processes stay correct. Documents are immutable (domain
 * commands return new objects), so a cached one is shared safely.
 */
export class DraftCache {
  private readonly drafts = new Map<string, { version: number; document: Questionnaire }>();

  constructor(private readonly capacity: number) {}

  /** The document of `surveyId` at exactly `version`, if held. */
  get(surveyId: string, version: number): Questionnaire | undefined {
    const hit = this.drafts.get(surveyId);
    if (!hit || hit.version !== version) return undefined;
    // Map order is recency order: re-insert on use, evict from the front.
    this.drafts.delete(surveyId);
    this.drafts.set(surveyId, hit);
    return hit.document;
  }

  /** The latest version held of `surveyId`, whatever it is (a base to replay the log from). */
  latest(surveyId: string): { version: number; document: Questionnaire } | undefined {
    return this.drafts.get(surveyId);
  }

  /** Remembers a committed (or consistently read) version of a draft. */
  set(surveyId: string, version: number, document: Questionnaire): void {
    this.drafts.delete(surveyId);
    this.drafts.set(surveyId, { version, document });
    while (this.drafts.size > this.capacity) {
      const oldest = this.drafts.keys().next().value;
      if (oldest === undefined) break;
      this.drafts.delete(oldest);
    }
  }
}
