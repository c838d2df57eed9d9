/**
 * A page that shows one fixture entry (?entry=name) through EntryView the way the runner will:
 * the page keeps the answer, 'Check' runs validateAnswer and hands the problem back.
 */
import type { Answer } from '@survey/domain/respondent/answers';
import { validateAnswer, type AnswerProblem } from '@survey/domain/respondent/validateAnswer';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EntryView } from '../src/EntryView.tsx';
import { MessagesProvider } from '../src/i18n/MessagesContext.tsx';
import { english } from '../src/i18n/english.ts';
import { FIXTURES } from './fixtures.ts';

const name = new URLSearchParams(window.location.search).get('entry') ?? 'multi';
const entry = (FIXTURES[name] ?? FIXTURES.multi!)();

function Harness() {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<AnswerProblem | null>(null);
  const [checked, setChecked] = useState('');
  const handleCheck = () => {
    const check = validateAnswer(entry, answer);
    setProblem(check.ok ? null : check.problem);
    setChecked(check.ok ? 'valid' : check.problem.code);
  };
  return (
    <>
      <h1>Harness</h1>
      <EntryView entry={entry} answer={answer} onAnswer={setAnswer} problem={problem} seed="r1" />
      <button type="button" onClick={handleCheck}>
        Check
      </button>
      <output data-testid="check">{checked}</output>
      <pre data-testid="answer">{JSON.stringify(answer)}</pre>
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MessagesProvider value={english}>
      <Harness />
    </MessagesProvider>
  </StrictMode>,
);
