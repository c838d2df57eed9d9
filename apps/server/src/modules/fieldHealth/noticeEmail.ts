import { escapeHtml } from '../../lib/html.ts';
import type { EmailMessage } from '../../platform/ports.ts';

/** A fieldwork notice's e-mail: its paragraphs, then the results link (text and HTML alike). */
export function noticeEmail(
  to: string,
  subject: string,
  paragraphs: readonly string[],
  resultsUrl: string,
): EmailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\nResults: ${resultsUrl}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(resultsUrl)}">Open the results</a></p>
</body></html>`,
    link: resultsUrl,
  };
}
