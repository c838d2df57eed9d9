import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { escapeHtml } from '../../lib/html.ts';
import { latestOutboxEmails, type OutboxEmail } from './outbox.store.ts';

const LIMIT = 50;

function linkify(text: string): string {
  // Escape first, then turn the (already escaped) URLs into anchors: no raw user text reaches HTML.
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function page(emails: OutboxEmail[]): string {
  const items = emails
    .map(
      (e) => `<li><article>
  <h2>${escapeHtml(e.subject)}</h2>
  <p><small>To ${escapeHtml(e.to)} at ${e.createdAt.toISOString()}</small></p>
  <pre>${linkify(e.text)}</pre>
</article></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title></head>
<body><h1>Dev outbox (${emails.length} newest)</h1>
${emails.length ? `<ol>${items}</ol>` : '<p>No e-mails yet.</p>'}
</body></html>`;
}

/**
 * Development-only view of the local outbox, used when no SMTP server is configured: an HTML page
 * for people and a JSON list for end-to-end tests that follow e-mailed links.
 */
export function registerDevOutbox(app: FastifyInstance, database: Pick<Database, 'db'>): void {
  app.get('/dev/outbox.json', async () => {
    const emails = await latestOutboxEmails(database.db, LIMIT);
    return emails.map((e) => ({
      id: e.id,
      to: e.to,
      subject: e.subject,
      text: e.text,
      html: e.html,
      createdAt: e.createdAt.toISOString(),
    }));
  });
  app.get('/dev/outbox', async (_req, reply) => {
    const emails = await latestOutboxEmails(database.db, LIMIT);
    return reply.type('text/html; charset=utf-8').send(page(emails));
  });
}
