import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { redactUrl, type Logger } from '../../lib/logger.ts';
import type { Mailer } from '../../platform/ports.ts';
import { insertOutboxEmail, markOutboxEmail } from './outbox.store.ts';

export interface MailerDeps {
  config: Pick<Config, 'SMTP_URL' | 'SMTP_FROM'>;
  database: Pick<Database, 'db'>;
  log: Logger;
  clock: Clock;
}

export function createMailer({ config, database, log, clock }: MailerDeps): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : undefined;
  return {
    mode: transport ? 'smtp' : 'outbox',
    async send(message) {
      const { to, subject, text, html } = message;
      const id = await insertOutboxEmail(database.db, {
        to,
        subject,
        text,
        html,
        createdAt: clock(),
      });
      if (!transport) {
        // The link is a credential: the outbox page (loopback only) has it, the log does not.
        log.info(
          { to, subject, link: message.link && redactUrl(message.link) },
          `e-mail (outbox): ${subject}`,
        );
        return;
      }
      try {
        await transport.sendMail({ from: config.SMTP_FROM, to, subject, text, html });
        await markOutboxEmail(database.db, id, { sentAt: clock() });
      } catch (err) {
        log.error({ err, outboxId: id, subject }, 'e-mail delivery failed');
        await markOutboxEmail(database.db, id, { error: String(err) });
      }
    },
  };
}
