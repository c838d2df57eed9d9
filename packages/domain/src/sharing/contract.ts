import type { SavedCrosstab } from '../results/analysisContract.ts';

/** What a share link opens (issue 39 §1): a survey's results page, or one saved crosstab. */
export type ShareTarget = { kind: 'survey' } | { kind: 'crosstab'; crosstabId: string };

/** `POST /v1/sharing/api/v1.0/links`. */
export interface CreateShareLinkRequest {
  surveyId: string;
  /** A saved crosstab of the survey; absent shares the whole results page. */
  crosstabId?: string | null;
  /** ISO date-time; in the future and at most `MAX_SHARE_DAYS` ahead. */
  expiresAt: string;
  /** Optional; 8-128 characters (`sharePasswordProblem`). */
  password?: string | null;
  /**
   * Issue 37 §3: 'all' shares every market of the survey's multi-market project together (the
   * link is the lead market's); absent, the survey alone as before.
   */
  markets?: 'all' | null;
}

/** A link as its account lists it (never the token: only its creation answer carries it). */
export interface ShareLink {
  id: string;
  surveyId: string;
  crosstabId: string | null;
  /** The saved table's name for a crosstab link (null when it is a survey link). */
  crosstabName: string | null;
  createdByEmail: string;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  lastOpenedAt: string | null;
  hasPassword: boolean;
  /** 'all' for a link across a multi-market project's markets; absent for one survey's. */
  markets?: 'all';
}

/** The creation's answer: the only time the token is shown (it is stored hashed). */
export interface CreatedShareLink {
  link: ShareLink;
  token: string;
}

/** `GET /v1/shared/api/v1.0/{token}`: what a viewer's page needs before the results. */
export type SharedView =
  | { locked: true }
  | {
      locked: false;
      kind: 'survey' | 'crosstab';
      surveyId: string;
      surveyName: string;
      /** The survey's state (draft, live, paused, completed, halted, …). */
      surveyState: string;
      expiresAt: string;
      /** The saved table of a crosstab link. */
      crosstab: SavedCrosstab | null;
      /**
       * Issue 37 §3: 'all' when the link reads every market of a multi-market project together
       * (the summary carries the Market entry; `surveyName` is the lead market's).
       */
      markets?: 'all';
    };

/** `POST …/{token}/unlock` answers a key the viewer sends as `x-share-key` on every call. */
export interface UnlockResponse {
  key: string;
  /** ISO date-time when the key stops working (the viewer then asks for the password again). */
  expiresAt: string;
}

/** The header of the shared API that carries an unlock key. */
export const SHARE_KEY_HEADER = 'x-share-key';
