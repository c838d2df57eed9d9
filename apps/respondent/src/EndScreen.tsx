import { useMessages } from '@survey/survey-ui/i18n/MessagesContext.tsx';
import { useEffect, useRef } from 'react';
import type { EndOutcome } from './surveyLink.ts';
import type { Stop } from './useRunner.ts';

/** Every way a visit ends, as the respondent reads it. */
export type Ending = EndOutcome | Stop;

/** How long the end page shows before the respondent is sent back to the panel. */
export const REDIRECT_DELAY_MS = 2000;

interface EndScreenProps {
  ending: Ending;
  /** The panel's address to go back to; shown as a link and followed after two seconds. */
  redirectUrl?: string | null;
}

/** An end state: one h1 (focused for screen readers) and what happens next. */
export function EndScreen({ ending, redirectUrl = null }: EndScreenProps) {
  const t = useMessages();
  const title = useRef<HTMLHeadingElement>(null);
  const text = t.catalogue.endings[ending];
  useEffect(() => {
    title.current?.focus();
  }, []);
  useEffect(() => {
    if (redirectUrl === null) return;
    const timer = window.setTimeout(() => window.location.assign(redirectUrl), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [redirectUrl]);

  return (
    <section className="page end" data-ending={ending}>
      <h1 ref={title} tabIndex={-1} className="page-title">
        {text.title}
      </h1>
      <p>{text.body}</p>
      {redirectUrl !== null && (
        <p>
          {t.text('takingYouBack')} <a href={redirectUrl}>{t.text('continueNow')}</a>
        </p>
      )}
    </section>
  );
}
