import type { ScaleAnswer } from '@survey/domain/respondent/answers';
import type { QuestionScale } from '@survey/domain/questionnaire/model';
import { useId } from 'react';
import { useMessages } from './i18n/MessagesContext.tsx';

interface SliderViewProps {
  scale: QuestionScale;
  title: string;
  answer: ScaleAnswer;
  onAnswer: (answer: ScaleAnswer) => void;
  invalid: boolean;
  describedBy: string | undefined;
}

const POSITIONS = ['left', 'middle', 'right'] as const;

/**
 * A native range input (keyboard, screen readers and touch for free) from min to max by step,
 * starting at the starting position; the value counts as given once the respondent touches it,
 * even without moving it. Labels sit left, middle and right under the track.
 */
export function SliderView({
  scale,
  title,
  answer,
  onAnswer,
  invalid,
  describedBy,
}: SliderViewProps) {
  const t = useMessages();
  const id = useId();
  const labelsId = `${id}-labels`;
  const labelAt = (position: number) =>
    scale.labels.find((l) => l.position === position)?.label.text;
  const labelTexts = POSITIONS.map((_, position) => labelAt(position)).filter(Boolean);
  const hasLabels = labelTexts.length > 0;
  const { min, max, step, startingPosition } = scale.range;
  const value = answer.value ?? startingPosition;
  const handleTouch = () => {
    if (answer.value === null) onAnswer({ kind: 'scale', value });
  };
  return (
    <div className={answer.value === null ? 'sui-slider sui-untouched' : 'sui-slider'}>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-label={title}
        aria-describedby={
          [describedBy, hasLabels ? labelsId : undefined].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={invalid || undefined}
        onChange={(e) => onAnswer({ kind: 'scale', value: Number(e.target.value) })}
        onPointerUp={handleTouch}
        onKeyUp={handleTouch}
      />
      <output htmlFor={id} className="sui-slider-value">
        {answer.value === null ? '' : t.number(answer.value)}
      </output>
      {hasLabels && (
        <span id={labelsId} className="sui-visually-hidden">
          {labelTexts.join(', ')}
        </span>
      )}
      <div className="sui-slider-labels" aria-hidden="true">
        {POSITIONS.map((name, position) => (
          <span key={name} className={`sui-slider-label-${name}`}>
            {labelAt(position) ?? ''}
          </span>
        ))}
      </div>
    </div>
  );
}
