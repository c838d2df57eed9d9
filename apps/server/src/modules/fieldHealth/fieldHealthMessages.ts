import type { EmailMessage } from '../../platform/ports.ts';
import { noticeEmail } from './noticeEmail.ts';
import type { ChatMessageBody } from '../notifications/chat.ts';
import { slackMessage } from '../notifications/slackMessage.ts';

export interface FieldHealthNotice {
  surveyId: string;
  surveyName: string;
  action: 'pause' | 'halt';
  reason: string;
  resultsUrl: string;
}

const subjectOf = (n: FieldHealthNotice) =>
  n.action === 'halt' ? `Survey stopped: ${n.surveyName}` : `Survey paused: ${n.surveyName}`;

const nextStep = (n: FieldHealthNotice) =>
  n.action === 'halt'
    ? 'The survey has stopped for good under the panel terms; the completes collected so far stay in the results.'
    : 'Respondents already in the survey can finish. Check the field health panel on the results page, then unpause or end the survey.';

/** The e-mail to each member of the survey's account. */
export function fieldHealthEmail(to: string, n: FieldHealthNotice): EmailMessage {
  const paragraphs = [`${subjectOf(n)}.`, n.reason, nextStep(n)];
  return noticeEmail(to, subjectOf(n), paragraphs, n.resultsUrl);
}

/** The team-chat post (escaped and cut to Slack's limits by slackMessage). */
export function fieldHealthChat(n: FieldHealthNotice): ChatMessageBody {
  return slackMessage(`${subjectOf(n)} (survey ${n.surveyId})`, [n.reason, n.resultsUrl]);
}
