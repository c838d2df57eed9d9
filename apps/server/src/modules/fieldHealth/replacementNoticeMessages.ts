import type { EmailMessage } from '../../platform/ports.ts';
import { noticeEmail } from './noticeEmail.ts';
import type { ChatMessageBody } from '../notifications/chat.ts';
import { slackMessage } from '../notifications/slackMessage.ts';

/** A completed survey some of whose completes were replaced at no charge (issue 38 §4). */
export interface ReplacementNotice {
  surveyId: string;
  surveyName: string;
  /** Completes excluded for poor quality and replaced, as the cost menu counts them. */
  replaced: number;
  resultsUrl: string;
}

const completes = (n: number) => `${String(n)} ${n === 1 ? 'complete' : 'completes'}`;

const subjectOf = (n: ReplacementNotice) => `Survey complete: ${n.surveyName}`;

/** Worded as the cost menu's 'N completes replaced at no charge', so the page and the notice agree. */
const replacedSentence = (n: ReplacementNotice) =>
  `${completes(n.replaced)} you excluded for poor quality ${n.replaced === 1 ? 'was' : 'were'} replaced at no charge.`;

/** The e-mail to each member of the survey's account. */
export function replacementEmail(to: string, n: ReplacementNotice): EmailMessage {
  const paragraphs = [
    `${subjectOf(n)}.`,
    replacedSentence(n),
    'The replacements are in the results and the raw data; the excluded completes stay out of both.',
  ];
  return noticeEmail(to, subjectOf(n), paragraphs, n.resultsUrl);
}

/** The team-chat post (escaped and cut to Slack's limits by slackMessage). */
export function replacementChat(n: ReplacementNotice): ChatMessageBody {
  return slackMessage(`${subjectOf(n)} (survey ${n.surveyId})`, [
    replacedSentence(n),
    n.resultsUrl,
  ]);
}
