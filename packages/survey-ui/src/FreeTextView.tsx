import type { TextAnswer } from '@survey/domain/respondent/answers';
import { characterCount } from '@survey/domain/respondent/freeTextFormat';
import type { ContentStructure } from '@survey/domain/questionnaire/settings';
import { useId } from 'react';
import { useMessages } from './i18n/MessagesContext.tsx';

interface FreeTextViewProps {
  structure: ContentStructure;
  limit: number;
  title: string;
  answer: TextAnswer;
  onAnswer: (answer: TextAnswer) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

type InputKind = {
  type: 'number' | 'email' | 'text';
  inputMode?: 'decimal' | 'numeric' | 'email' | 'text';
  autoComplete?: string;
  min?: number;
  step?: string;
};

/** The input each format gets: a number input for numbers (spec 3 §5), compact ones for postcodes and e-mail. */
const INPUTS: Partial<Record<ContentStructure, InputKind>> = {
  numeric: { type: 'number', inputMode: 'decimal', step: 'any' },
  integer: { type: 'number', inputMode: 'numeric', step: '1' },
  positive_integer: { type: 'number', inputMode: 'numeric', step: '1', min: 1 },
  postcode_sector: { type: 'text', autoComplete: 'postal-code' },
  postcode_full: { type: 'text', autoComplete: 'postal-code' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
};

/** A text box per input format with a character counter; longer free text gets a text area. */
export function FreeTextView(props: FreeTextViewProps) {
  const { structure, limit, title, answer, onAnswer, invalid, describedBy } = props;
  const t = useMessages();
  const counterId = useId();
  const used = characterCount(answer.text);
  const input = INPUTS[structure];
  const common = {
    className: 'sui-text',
    'aria-label': title,
    'aria-invalid': invalid || undefined,
    value: answer.text,
  };
  if (input !== undefined) {
    return (
      <input
        {...common}
        className="sui-text sui-compact"
        type={input.type}
        inputMode={input.inputMode}
        autoComplete={input.autoComplete}
        min={input.min}
        step={input.step}
        aria-describedby={describedBy}
        onChange={(e) => onAnswer({ kind: 'text', text: e.target.value })}
      />
    );
  }
  return (
    <div className="sui-free-text">
      <textarea
        {...common}
        rows={structure === 'alphanumeric' ? 1 : 4}
        aria-describedby={[describedBy, counterId].filter(Boolean).join(' ')}
        onChange={(e) => onAnswer({ kind: 'text', text: e.target.value })}
      />
      <p id={counterId} className={used > limit ? 'sui-counter sui-over' : 'sui-counter'}>
        {`${t.number(used)} / ${t.number(limit)}`}
      </p>
    </div>
  );
}
