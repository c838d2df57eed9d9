import { escapeHtml } from '../../lib/html.ts';
import type { EmailMessage } from '../../platform/ports.ts';

/** The e-mail to an account's members when a subscription that failed for a day was turned off. */
export function webhookDisabledEmail(to: string, n: { url: string; link: string }): EmailMessage {
  const subject = 'A webhook was turned off';
  const paragraphs = [
    `Deliveries to ${n.url} have failed for a day, so the webhook was turned off and its waiting events were dropped.`,
    'Once the endpoint answers again, turn the webhook back on in Webhooks; new events are sent from then on.',
  ];
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\nWebhooks: ${n.link}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(n.link)}">Open Webhooks</a></p>
</body></html>`,
    link: n.link,
  };
}
