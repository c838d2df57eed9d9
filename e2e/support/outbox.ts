import { expect, type APIRequestContext } from '@playwright/test';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** Waits for the newest e-mail to `to` in the server's local outbox and returns its first link. */
export async function latestLinkTo(
  request: APIRequestContext,
  to: string,
  pathPart: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/outbox.json');
        const messages = (await res.json()) as OutboxMessage[];
        const mine = messages
          .filter((m) => m.to.toLowerCase() === to.toLowerCase())
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        const urls = mine.flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []);
        link = urls.find((u) => u.includes(pathPart));
        return link;
      },
      { message: `an e-mail to ${to} with a ${pathPart} link`, timeout: 10_000 },
    )
    .toBeTruthy();
  return new URL(link as string).pathname + new URL(link as string).search;
}

/** A unique address per test so that tests can run in parallel against one server. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}
