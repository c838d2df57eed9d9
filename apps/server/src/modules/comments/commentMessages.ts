import { escapeHtml } from '../../lib/html.ts';
import type { EmailMessage } from '../../platform/ports.ts';

export interface MentionNotice {
  authorName: string;
  surveyName: string;
  cardLabel: string;
  /** The comment as plain text, mentions shown by name. */
  text: string;
  /** Opens the editor at the card with its thread. */
  link: string;
}

/** The e-mail to a member a comment mentions (plain text; the HTML part escapes everything). */
export function mentionEmail(to: string, n: MentionNotice): EmailMessage {
  const subject = `${n.authorName} mentioned you in a comment on ${n.cardLabel}`;
  const intro = `${n.authorName} mentioned you in a comment on ${n.cardLabel} of the survey ${n.surveyName}:`;
  return {
    to,
    subject,
    text: `${intro}\n\n${n.text}\n\nOpen the comment: ${n.link}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(intro)}</p>
<blockquote style="white-space:pre-wrap">${escapeHtml(n.text)}</blockquote>
<p><a href="${escapeHtml(n.link)}">Open the comment</a></p>
</body></html>`,
    link: n.link,
  };
}
