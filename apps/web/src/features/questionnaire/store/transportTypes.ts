import type { PendingCommand } from './pendingCommand.ts';
import type { ConfirmedDraft } from '../../../lib/toQuestionnaire.ts';

/** What became of one sent command. */
export type SendOutcome =
  /** Applied (or, `replayed`, applied before under the same clientMutationId). */
  | { kind: 'applied'; version: number; appliedAt: string; replayed: boolean }
  /** The draft is at another version than the command's base (another tab or person edited it). */
  | { kind: 'conflict' }
  /** The server refused the command with a typed error; nothing changed there. */
  | { kind: 'refused'; error: unknown }
  /** No answer, or a 5xx: the command may or may not have been applied; send it again. */
  | { kind: 'unavailable'; error: unknown };

/** Why the draft could not be loaded. */
export type LoadFailure = 'notFound' | 'unavailable';

export class DraftLoadError extends Error {
  override readonly name = 'DraftLoadError';
  readonly reason: LoadFailure;
  constructor(reason: LoadFailure, options?: { cause?: unknown }) {
    super(
      reason === 'notFound' ? 'The draft was not found' : 'The draft could not be loaded',
      options,
    );
    this.reason = reason;
  }
}

/** How the store talks to the questionnaire service (store/transport.ts is the real one). */
export interface EditorTransport {
  /** The draft and its version; throws DraftLoadError. */
  loadDraft(surveyId: string): Promise<ConfirmedDraft>;
  /**
   * Sends one command with the protocol's clientMutationId, baseVersion and clientIds; a null
   * base (commands sent side by side) applies to whatever version the draft is at.
   */
  send(
    questionnaireId: string,
    baseVersion: number | null,
    command: PendingCommand,
  ): Promise<SendOutcome>;
}
