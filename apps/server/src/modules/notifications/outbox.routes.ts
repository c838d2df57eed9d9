import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { loopbackOnly } from '../../platform/loopback.ts';
import { escapeHtml } from '../../lib/html.ts';
import { latestChatMessages, type ChatMessageRow } from './chat.ts';
import { latestOutboxEmails, type OutboxEmail } from './outbox.store.ts';

const LIMIT = 50;

function linkify(text: string): string {
  // Escape first, then turn the (already escaped) URLs into anchors: no raw user text reaches HTML.
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

function chatSection(messages: ChatMessageRow[]): string {
  const items = messages
    .map(
      (m) => `<li><article>
  <h3>${escapeHtml(m.kind)}</h3>
  <p><small>${m.createdAt.toISOString()}${m.sentAt ? ', sent' : ''}${m.error ? `, last error: ${escapeHtml(m.error)}` : ''}</small></p>
  <pre>${escapeHtml(m.body.text)}</pre>
</article></li>`,
    )
    .join('\n');
  return `<h2>Team chat messages (${messages.length} newest)</h2>
${messages.length ? `<ol>${items}</ol>` : '<p>No chat messages yet.</p>'}`;
}

function page(emails: OutboxEmail[], chat: ChatMessageRow[]): string {
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
${chatSection(chat)}
</body></html>`;
}

/**
 * Development-only view of the local outbox, used when no SMTP server is configured: an HTML page
 * for people and a JSON list for end-to-end tests that follow e-mailed links. Served to loopback
 * clients only (platform/loopback.ts): it lists every sign-up, invite and reset link.
 */
export function registerDevOutbox(app: FastifyInstance, database: Pick<Database, 'db'>): void {
  const local = { onRequest: loopbackOnly };
  app.get('/dev/outbox.json', local, async () => {
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
  app.get('/dev/outbox/chat.json', local, async () => {
    const messages = await latestChatMessages(database.db, LIMIT);
    return messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      sentAt: m.sentAt?.toISOString() ?? null,
    }));
  });
  app.get('/dev/outbox', local, async (_req, reply) => {
    const emails = await latestOutboxEmails(database.db, LIMIT);
    const chat = await latestChatMessages(database.db, LIMIT);
    return reply.type('text/html; charset=utf-8').send(page(emails, chat));
  });
}
