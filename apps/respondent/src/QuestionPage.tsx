import { emptyAnswer, type Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import { validateAnswer, type AnswerProblem } from '@survey/domain/respondent/validateAnswer';
import { EntryView } from '@survey/survey-ui/EntryView.tsx';
import { useMessages } from '@survey/survey-ui/i18n/MessagesContext.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { SendStatus } from './useRunner.ts';

interface QuestionPageProps {
  page: EntryPage;
  status: SendStatus;
  /** The server's refusal of the last answer sent. */
  problem: AnswerProblem | null;
  onSubmit: (answer: Answer | null) => void;
}

const STATUS_TEXT = { saving: 'saving', reconnecting: 'reconnecting' } as const;

/**
 * One page of the survey: its title as the page's h1 (focused when the page appears, so screen
 * readers start there), the question through the shared components, and Next. Next is enabled once
 * the domain finds the answer complete; the server still decides. The parent keys this component by
 * page, so the answer lives exactly as long as the page, through every retry of sending it.
 */
export function QuestionPage({ page, status, problem, onSubmit }: QuestionPageProps) {
  const t = useMessages();
  const [answer, setAnswer] = useState<Answer | null>(() => emptyAnswer(page.entry));
  const [tried, setTried] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus();
  }, []);

  const check = validateAnswer(page.entry, answer);
  const busy = status !== 'idle';
  // The local hint shows only after a try, so a respondent is not scolded before answering.
  const shown = problem ?? (tried && !check.ok ? check.problem : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!check.ok) {
      setTried(true);
      return;
    }
    onSubmit(answer);
  };

  return (
    <form className="page" onSubmit={submit} noValidate>
      <div
        className="progress"
        role="progressbar"
        aria-label={t.text('progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(page.progress * 100)}
      >
        <div className="progress-bar" style={{ width: `${Math.round(page.progress * 100)}%` }} />
      </div>
      <h1 ref={title} tabIndex={-1} className="page-title">
        {page.title}
      </h1>
      <div className="entry">
        <EntryView
          entry={page.entry}
          answer={answer}
          onAnswer={(next) => {
            setAnswer(next);
            setTried(false);
          }}
          seed={page.seed}
          problem={shown}
          headingLevel={2}
        />
      </div>
      <div className="actions">
        <p className="status" role="status" aria-live="polite">
          {status === 'idle' ? '' : t.text(STATUS_TEXT[status])}
        </p>
        <button type="submit" className="next" disabled={!check.ok} aria-busy={busy}>
          {t.text('next')}
        </button>
      </div>
    </form>
  );
}
