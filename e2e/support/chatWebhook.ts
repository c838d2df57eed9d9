import { createServer, type Server } from 'node:http';

/**
 * The e2e server posts team-chat messages to CHAT_WEBHOOK_URL on this port (E2E_PORT + 1000, so
 * runs on different E2E ports do not meet). A test that checks the messages listens there with
 * `startChatWebhook`; other tests' messages are retried by the job and harm nothing.
 */
export const chatWebhookPort = (e2ePort: number) => e2ePort + 1000;
export const chatWebhookUrl = (e2ePort: number) =>
  `http://127.0.0.1:${chatWebhookPort(e2ePort)}/chat-webhook`;

export interface ChatWebhook {
  /** The `text` of every message received, in order. */
  texts: string[];
  close(): Promise<void>;
}

/** A Slack-compatible webhook on the e2e chat port, recording what it receives. */
export async function startChatWebhook(): Promise<ChatWebhook> {
  const texts: string[] = [];
  const server: Server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      try {
        texts.push((JSON.parse(data) as { text?: string }).text ?? '');
      } catch {
        texts.push('');
      }
      res.writeHead(200).end('ok');
    });
  });
  const port = chatWebhookPort(Number(process.env.E2E_PORT ?? 4310));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { texts, close: () => new Promise((r) => server.close(() => r())) };
}
