import type { CustomMember, DraftAudience } from '@survey/domain/audience/model';
import { isOn } from '@survey/domain/audience/settings';
import { audienceLabel } from '@survey/domain/questionnaire/renumber';
import type { ChatMessageBody } from '../notifications/chat.ts';
import { slackMessage } from '../notifications/slackMessage.ts';
import type { AdjustIr } from './adjustIr.schemas.ts';

/** The figures the dialog showed when the questions changed (numbers only: no client text). */
export type AdjustIrEstimate = Pick<AdjustIr, 'incidenceRate' | 'cpi' | 'loi' | 'isFeasible'>;

/** A screening question under its audience label: A{n} counts standard criteria too, as the editor does. */
function screeningQuestion(member: CustomMember): string {
  const item = member.memberItem;
  const options = item.criterionOptions.map(
    (o) =>
      `  ${o.position + 1}. ${o.responseOption.value} (` +
      `${o.qualification ? 'Qualified' : 'Disqualified'}` +
      `${o.quota ? `, quota ${o.quota.percent}%` : ''})`,
  );
  const qualifying = isOn(item.settingValues, 'qualifying') ? 'on' : 'off';
  const quotas = isOn(item.settingValues, 'quotas') ? 'Enabled' : 'Disabled';
  return [
    `${audienceLabel(member.contextPosition)} ${item.question.text} [qualifying ${qualifying}, quotas ${quotas}]`,
    ...options,
  ].join('\n');
}

/**
 * The team-chat message for an adjusted-incidence notification, built from the survey's STORED
 * audience (its country and screening questions as the account saved them), never from the
 * request's texts: a client can neither post arbitrary text to the team's chat nor report
 * questions the survey does not have. From the request only the dialog's figures are used.
 * slackMessage escapes it and keeps it within Slack's limits (one block per question, split
 * further when a question is long).
 */
export function adjustIrMessage(
  audience: DraftAudience,
  estimate: AdjustIrEstimate,
  senderEmail: string,
): ChatMessageBody {
  const headline =
    `Screening changed on survey ${audience.surveyId} (${audience.countryCode}): incidence ` +
    `${estimate.incidenceRate}%, CPI £${estimate.cpi.toFixed(2)}, LOI ${estimate.loi} min, ` +
    `${estimate.isFeasible ? 'feasible' : 'infeasible'}. Sent by ${senderEmail}.`;
  const customs = audience.members.filter((m): m is CustomMember => m.memberType === 'Custom');
  return slackMessage(headline, customs.map(screeningQuestion));
}
