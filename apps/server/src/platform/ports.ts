import type { AnalyticsEventName, ServerEventName } from '@survey/domain/analytics/catalogue';
import type { EventProperties } from '@survey/domain/analytics/events';

/**
 * What the platform hands every module, as interfaces: the implementations live in the
 * notifications module (its outbox and analytics tables), created once in startServer.ts.
 */

/** Reports unexpected failures. Active with SENTRY_DSN; always logs. */
export interface ErrorReporter {
  capture(error: unknown, tags?: Record<string, string>): void;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The action link of the message, logged in outbox mode with its token redacted (a log is read by
   * more people than the mailbox): the link itself is on the dev outbox page.
   */
  link?: string;
}

export interface Mailer {
  /** 'smtp' delivers through SMTP_URL; 'outbox' only stores the message (development). */
  readonly mode: 'smtp' | 'outbox';
  /**
   * Records the message in outbox_emails, then delivers it when SMTP is configured. A delivery
   * failure is logged and kept on the row rather than thrown: the caller's action (a sign-up, an
   * invite) has already happened and the stored message can be re-sent.
   */
  send(message: EmailMessage): Promise<void>;
}

/** Who did the action: the viewer of a request, or the user an auth flow acted for. */
export interface AnalyticsSubject {
  userId: string;
  accountId: string;
  /** Used only to recognise internal staff; never sent or stored. */
  email: string;
}

/** The properties argument of `track`: omitted for an event without properties. */
export type TrackProperties<N extends ServerEventName> = keyof EventProperties<N> extends never
  ? [properties?: EventProperties<N>]
  : [EventProperties<N>];

export interface Analytics {
  /**
   * Queues a catalogued server event (packages/domain/src/analytics/catalogue.ts) for the user's
   * action. Call it once, after the action committed. Returns at once and never throws: sending is
   * batched and retried in the background, and a failing analytics host never fails the action.
   */
  track<N extends ServerEventName>(
    name: N,
    who: AnalyticsSubject,
    ...properties: TrackProperties<N>
  ): void;
  /** A dashboard event the edge has checked against the catalogue (`checkEvent`). */
  trackChecked(name: AnalyticsEventName, who: AnalyticsSubject, properties: object): void;
  /** Sends what is queued now (tests, shutdown). Never throws. */
  flush(): Promise<void>;
  /** Flushes and stops the background sender. */
  close(): Promise<void>;
}

/** The part of a module's context that services emitting analytics events need. */
export interface Tracking {
  analytics: Analytics;
}

/** For what no user did (the demo seed, a system job): records nothing. */
export const NO_ANALYTICS: Analytics = {
  track: () => undefined,
  trackChecked: () => undefined,
  flush: async () => undefined,
  close: async () => undefined,
};
