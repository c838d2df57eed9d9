import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, signedIn, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 39 §3: an account's webhooks, set up on the account's Webhooks page, deliver signed events
// to the account's endpoint; the page's delivery log shows the answer and replays a delivery.

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** An endpoint in the test process on a free loopback port, answering 200 and recording each POST. */
async function startReceiver() {
  const received: Received[] = [];
  const flat = (h: IncomingHttpHeaders) =>
    Object.fromEntries(Object.entries(h).map(([k, v]) => [k, String(v)]));
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: flat(req.headers), body });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/survey-events`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('a webhook added on the Webhooks page gets a signed launch, logged with its 200, and a replay', async ({
  page,
  draftSurvey,
}) => {
  const receiver = await startReceiver();
  try {
    await signedIn(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page).toHaveURL(/\/account\/webhooks$/);
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
    await checkScreen(page, 'webhooks (none yet)', 'screen-webhooks-empty');

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const add = page.getByRole('dialog', { name: 'Add webhook' });
    await add.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
    await expect(add.getByRole('checkbox', { name: 'Survey launched' })).toBeChecked();
    await add.getByRole('button', { name: 'Add webhook' }).click();
    const added = page.getByRole('dialog', { name: 'Webhook added' });
    const secretBox = added.getByRole('textbox', { name: 'Signing secret' });
    await expect(secretBox).toHaveValue(/^whsec_/);
    await checkScreen(page, 'webhooks (secret shown once)', 'screen-webhooks-secret');
    const secret = await secretBox.inputValue();
    await added.getByRole('button', { name: 'Done' }).click();
    const row = page.getByTestId('webhook-row');
    await expect(row).toContainText(receiver.url);
    await expect(row).not.toContainText(secret);
    // Revealed again on request.
    await row.getByRole('button', { name: /^Signing secret/ }).click();
    const again = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(again.getByRole('textbox', { name: 'Signing secret' })).toHaveValue(secret);
    await again.getByRole('button', { name: 'Done' }).click();

    // Launched through the API: the endpoint gets the event, signed with the secret.
    await draftSurvey.buy();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const [first] = receiver.received;
    const event = new Webhook(secret).verify(first?.body ?? '', first?.headers ?? {}) as {
      type: string;
      data: { surveyId: string };
    };
    expect(event).toMatchObject({
      type: 'survey.launched',
      data: { surveyId: draftSurvey.surveyId },
    });

    await row.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('region', { name: 'Delivery log' });
    const delivery = log.getByTestId('webhook-delivery');
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText('Survey launched');
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('200');
    await checkScreen(page, 'webhooks (delivery log)', 'screen-webhooks-log');

    await delivery.getByRole('button', { name: /^Replay Survey launched/ }).click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    // The same event, the same id: a receiver that kept the first can drop the replay.
    expect(receiver.received[1]?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
    // The log is read when asked (Refresh): until the replay's answer is recorded it says Waiting.
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(delivery.first()).toContainText('Delivered', { timeout: 1_000 });
    }).toPass();
    await expect(delivery).toHaveCount(2);
    await expect(delivery.first()).toContainText('Survey launched (replay)');
    await expect(delivery.first()).toContainText('200');
  } finally {
    await receiver.close();
  }
});
