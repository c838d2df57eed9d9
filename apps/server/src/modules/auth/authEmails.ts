import { escapeHtml } from '../../lib/html.ts';
import type { EmailMessage } from '../../platform/ports.ts';

/** Wraps a paragraph list and one call-to-action link in a minimal, inline-styled HTML body. */
function html(paragraphs: string[], link: { href: string; label: string }, footer: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(link.href);
  return `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${body}
<p><a href="${href}" style="display:inline-block;padding:10px 16px;background:#1a56db;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#555">If the button does not work, copy this address into your browser:<br>${href}</p>
<p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
}

function text(paragraphs: string[], link: string, footer: string): string {
  return [...paragraphs, link, footer].join('\n\n');
}

export function signupLinkEmail(input: {
  to: string;
  firstName: string;
  accountName: string;
  link: string;
}): EmailMessage {
  const paragraphs = [
    `Hi ${input.firstName},`,
    `Thanks for requesting access for ${input.accountName}. Set your password to finish creating your account:`,
  ];
  const footer =
    'This link works once and expires in 7 days. If you did not ask for it, ignore this e-mail.';
  return {
    to: input.to,
    subject: 'Create your password',
    text: text(paragraphs, input.link, footer),
    html: html(paragraphs, { href: input.link, label: 'Create password' }, footer),
    link: input.link,
  };
}

export function inviteEmail(input: {
  to: string;
  inviterName: string;
  accountName: string;
  link: string;
}): EmailMessage {
  const paragraphs = [
    `${input.inviterName} invited you to join ${input.accountName} on the survey dashboard.`,
    'Accept the invitation to see the team’s projects:',
  ];
  const footer = 'This invitation works once and expires in 7 days.';
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.accountName}`,
    text: text(paragraphs, input.link, footer),
    html: html(paragraphs, { href: input.link, label: 'Accept invitation' }, footer),
    link: input.link,
  };
}

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  link: string;
}): EmailMessage {
  const paragraphs = [`Hi ${input.firstName},`, 'Use this link to choose a new password:'];
  const footer =
    'This link works once and expires in 60 minutes. If you did not ask for a reset, ignore this e-mail: your password stays the same.';
  return {
    to: input.to,
    subject: 'Reset your password',
    text: text(paragraphs, input.link, footer),
    html: html(paragraphs, { href: input.link, label: 'Reset password' }, footer),
    link: input.link,
  };
}
