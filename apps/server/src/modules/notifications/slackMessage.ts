import type { ChatMessageBody } from './chat.tables.ts';

/**
 * Team-chat bodies within Slack's limits, with every text escaped. A message Slack refuses is
 * retried by the outbox job and then lost, so a body built here is always one Slack accepts:
 *
 * - `& < >` become `&amp; &lt; &gt;` in the fallback text and in every block (Slack's escaping
 *   rule for all message text): a project, user or option named `<!channel>` or `<@U123>` shows
 *   as typed instead of notifying anyone, and `<http://x|label>` cannot disguise a link.
 * - Blocks are `plain_text` sections (no mrkdwn, so `*` `_` `~` in names stay as typed).
 * - A section's text is at most SLACK_SECTION_TEXT_MAX characters after escaping (Slack:
 *   `invalid_blocks`); longer text is split at line ends, else anywhere but inside an entity or a
 *   surrogate pair. Empty sections are dropped (Slack's minimum is 1 character).
 * - At most SLACK_MAX_BLOCKS blocks and SLACK_BLOCKS_TEXT_MAX characters of block text in all
 *   (`msg_blocks_too_long`); what does not fit is counted in a last block. The stored message's
 *   payload keeps the whole request.
 */
export const SLACK_SECTION_TEXT_MAX = 3000;
/** Undocumented, seen from about 13,000 characters: block texts stay under this in all. */
export const SLACK_BLOCKS_TEXT_MAX = 12_000;
export const SLACK_MAX_BLOCKS = 50;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Slack's escaping of `& < >` (nothing else is special in plain text). */
export function escapeSlackText(text: string): string {
  return text.replace(/[&<>]/g, (c) => ENTITIES[c] ?? c);
}

/** Where `text` may be cut at or before `max` without splitting an entity or a surrogate pair. */
function safeCut(text: string, max: number): number {
  let cut = max;
  const amp = text.lastIndexOf('&', cut - 1);
  if (amp >= 0 && amp > cut - 5) {
    const semi = text.indexOf(';', amp);
    if (semi >= cut) cut = amp;
  }
  const code = text.charCodeAt(cut - 1);
  if (code >= 0xd800 && code <= 0xdbff) cut -= 1;
  return Math.max(cut, 1);
}

/** Escaped text in pieces of at most `max` characters, cut at line ends where possible. */
export function splitSection(escaped: string, max = SLACK_SECTION_TEXT_MAX): string[] {
  const pieces: string[] = [];
  let rest = escaped;
  while (rest.length > max) {
    const newline = rest.lastIndexOf('\n', max);
    const cut = newline > 0 ? newline : safeCut(rest, max);
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(newline > 0 ? cut + 1 : cut);
  }
  pieces.push(rest);
  return pieces.filter((p) => p.trim() !== '');
}

const moreNote = (n: number) =>
  `… ${n} more part${n === 1 ? '' : 's'} not shown (kept with the stored message)`;

/**
 * The body for a headline and sections of raw (unescaped) text: the headline and each section
 * start a new block; `text` (the notification's fallback) is what the blocks show, one per line.
 */
export function slackMessage(headline: string, sections: readonly string[]): ChatMessageBody {
  const pieces = [headline, ...sections].flatMap((s) => splitSection(escapeSlackText(s)));
  const room = SLACK_BLOCKS_TEXT_MAX - moreNote(pieces.length).length;
  const shown: string[] = [];
  let used = 0;
  for (const piece of pieces) {
    if (shown.length >= SLACK_MAX_BLOCKS - 1 || used + piece.length > room) break;
    shown.push(piece);
    used += piece.length;
  }
  if (shown.length < pieces.length) shown.push(moreNote(pieces.length - shown.length));
  return {
    text: shown.join('\n'),
    blocks: shown.map((text) => ({ type: 'section', text: { type: 'plain_text', text } })),
  };
}
