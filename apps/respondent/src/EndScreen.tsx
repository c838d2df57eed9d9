import { useEffect, useRef } from 'react';
import type { EndOutcome } from './surveyLink.ts';
import type { Stop } from './useRunner.ts';

/** Every way a visit ends, as the respondent reads it. */
export type Ending = EndOutcome | Stop;

const TEXTS: Record<Ending, { title: string; body: string }> = {
  complete: {
    title: 'Thank you!',
    body: 'Your answers have been recorded. You can close this page now.',
  },
  screened_out: {
    title: 'Thank you for your time',
    body: 'Unfortunately you do not match the people this survey is looking for, so it ends here.',
  },
  quota_full: {
    title: 'Thank you for your time',
    body: 'This survey already has enough answers from people like you, so it ends here.',
  },
  dropped: {
    title: 'This survey has ended',
    body: 'This session was closed before it was finished. No further answers are needed.',
  },
  not_open: {
    title: 'This survey is not open',
    body: 'This survey is not open for responses right now. Please try again later.',
  },
  invalid_link: {
    title: 'This link is not valid',
    body: 'This survey link is not valid. Please use the full link you were given.',
  },
  preview_link: {
    title: 'Open the preview again',
    body: 'This preview link has expired or is not complete. Open Preview again from the dashboard.',
  },
  failed: {
    title: 'Something went wrong',
    body: 'The survey could not be loaded. Please reload the page to try again.',
  },
};

/** How long the end page shows before the respondent is sent back to the panel. */
export const REDIRECT_DELAY_MS = 2000;

interface EndScreenProps {
  ending: Ending;
  /** The panel's address to go back to; shown as a link and followed after two seconds. */
  redirectUrl?: string | null;
}

/** An end state: one h1 (focused for screen readers) and what happens next. */
export function EndScreen({ ending, redirectUrl = null }: EndScreenProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const text = TEXTS[ending];
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
          Taking you back in a moment… <a href={redirectUrl}>Continue now</a>
        </p>
      )}
    </section>
  );
}
