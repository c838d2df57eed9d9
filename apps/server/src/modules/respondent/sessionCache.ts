import type { ReadSession } from './answerPath.store.ts';

/**
 * The sessions in progress this node last wrote on the answer path, each with the row version its
 * write made (P2, issue 40 §1). The next answer of such a session skips the read: its move is
 * written on condition that the row is still at that version, exactly as after a read, so a copy
 * that another node, the drop job or a settle made stale only costs the read it would have made
 * anyway (sessions.service.ts `answerSession`). Nothing here is ever trusted without that check.
 *
 * Bounded by entries (a Map in recency order: the first key is the least recently used); a state
 * of a long questionnaire is a few KB, so the default bound (10,000) is a few tens of MB at most.
 */
export class SessionCache {
  private readonly sessions = new Map<string, ReadSession>();

  /** `size`: sessions kept at most (config RESPONDENT_SESSION_CACHE). */
  constructor(private readonly size: number) {}

  /** The session as this node last wrote it, marked `cached`; undefined when not kept. */
  get(sessionId: string): ReadSession | undefined {
    const session = this.sessions.get(sessionId);
    if (!session) return undefined;
    this.sessions.delete(sessionId);
    this.sessions.set(sessionId, session);
    return session;
  }

  /** Keeps the session as just written (only while in progress: an ended one takes no answer). */
  remember(session: ReadSession): void {
    this.sessions.delete(session.id);
    if (session.status !== 'in_progress') return;
    this.sessions.set(session.id, { ...session, cached: true });
    if (this.sessions.size > this.size) {
      const oldest = this.sessions.keys().next().value;
      if (oldest !== undefined) this.sessions.delete(oldest);
    }
  }

  forget(sessionId: string): void {
    this.sessions.delete(sessionId);
  }

  get count(): number {
    return this.sessions.size;
  }
}
