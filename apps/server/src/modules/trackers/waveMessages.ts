import { escapeHtml } from '../../lib/html.ts';
import type { EmailMessage } from '../../platform/ports.ts';

export interface WaveNotice {
  kind: 'approval' | 'budget_refused' | 'failed';
  surveyName: string;
  wave: number;
  /** The wave's launch, as the tracker's time zone writes it. */
  launchesOn: string;
  trackerUrl: string;
  detail?: string;
}

const subjectOf = (n: WaveNotice): string => {
  switch (n.kind) {
    case 'approval':
      return `Wave ${n.wave} of ${n.surveyName} is waiting for your approval`;
    case 'budget_refused':
      return `Wave ${n.wave} of ${n.surveyName} was not bought: over the tracker's budget`;
    case 'failed':
      return `Wave ${n.wave} of ${n.surveyName} could not be bought`;
  }
};

const bodyOf = (n: WaveNotice): string[] => {
  switch (n.kind) {
    case 'approval':
      return [
        `Wave ${n.wave} repeats the questionnaire and audience of the previous wave and is due to launch on ${n.launchesOn}.`,
        'Approve it on the tracker page to buy it; it launches on its date, or at once if the date has passed.',
      ];
    case 'budget_refused':
      return [
        `Wave ${n.wave} was due to launch on ${n.launchesOn}.`,
        n.detail ?? '',
        'Nothing was bought. Raise the budget or buy the wave from its survey page.',
      ];
    case 'failed':
      return [`Wave ${n.wave} was due to launch on ${n.launchesOn}.`, n.detail ?? ''];
  }
};

/** The e-mail to the tracker's creator about a wave. */
export function waveEmail(to: string, n: WaveNotice): EmailMessage {
  const paragraphs = bodyOf(n).filter((p) => p !== '');
  return {
    to,
    subject: subjectOf(n),
    text: `${paragraphs.join('\n\n')}\n\nTracker: ${n.trackerUrl}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(n.trackerUrl)}">Open the tracker</a></p>
</body></html>`,
    link: n.trackerUrl,
  };
}
