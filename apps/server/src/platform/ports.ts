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

export interface AnalyticsSubject {
  userId?: string;
  accountId?: string;
  /** Used only to recognise internal staff; never sent or stored. */
  email?: string;
  properties?: Record<string, unknown>;
}

export interface Analytics {
  /** Records a usage event. Never throws: analytics must not break the user's action. */
  track(name: string, subject: AnalyticsSubject): Promise<void>;
}
