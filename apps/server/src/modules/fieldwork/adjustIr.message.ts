import type { ChatMessageBody } from '../notifications/chat.tables.ts';
import type { AdjustIr } from './adjustIr.schemas.ts';

/** The Slack-compatible message for an adjusted-incidence notification. */
export function adjustIrMessage(input: AdjustIr, senderEmail: string): ChatMessageBody {
  const headline =
    `Screening changed on survey ${input.surveyId} (${input.country}): incidence ` +
    `${input.incidenceRate}%, CPI £${input.cpi.toFixed(2)}, LOI ${input.loi} min, ` +
    `${input.isFeasible ? 'feasible' : 'infeasible'}. Sent by ${senderEmail}.`;
  const questions = input.screeningQuestions.map((q) => {
    const options = q.options
      .map(
        (o) =>
          `  ${o.position + 1}. ${o.text} (${o.qualification}` +
          `${o.quotaPercent != null ? `, quota ${o.quotaPercent}%` : ''})`,
      )
      .join('\n');
    return (
      `A${q.contextPosition + 1} ${q.questionText} [qualifying ${q.qualifying ? 'on' : 'off'}, ` +
      `quotas ${q.quotas}]\n${options}`
    );
  });
  const text = [headline, ...questions].join('\n');
  return {
    text,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: headline } },
      ...questions.map((q) => ({ type: 'section', text: { type: 'plain_text', text: q } })),
    ],
  };
}
