import { shownLabel } from './shownLabel.ts';
import type { ChoiceAnswer } from '@survey/domain/respondent/answers';
import { toggleChoice } from '@survey/domain/respondent/answers';
import type { ChoiceRule } from '@survey/domain/respondent/choiceRule';
import type { RespondentOption } from '@survey/domain/respondent/respondentItems';
import { useId } from 'react';
import { useMessages } from './i18n/MessagesContext.tsx';
import { MediaView, TEXT_TILE } from './MediaView.tsx';

interface ChoiceViewProps {
  options: RespondentOption[];
  rule: ChoiceRule;
  answer: ChoiceAnswer;
  onAnswer: (answer: ChoiceAnswer) => void;
  invalid: boolean;
}

/** Most non-exclusive picks a rule allows (0: no limit), so picks beyond it are ignored. */
function pickLimit(rule: ChoiceRule): number {
  return rule.type === 'upTo' || rule.type === 'between' ? rule.max : 0;
}

/** Single select as radios, multi select as checkboxes; a text box under a chosen text-entry option. */
export function ChoiceView({ options, rule, answer, onAnswer, invalid }: ChoiceViewProps) {
  const t = useMessages();
  const name = useId();
  const single = rule.type === 'single';
  const exclusive = new Set(options.filter((o) => o.exclusive).map((o) => o.id));
  const handleToggle = (id: string) => {
    const selected = toggleChoice(answer.selected, id, {
      single,
      exclusive,
      limit: pickLimit(rule),
    });
    // Text typed into an option that is no longer chosen is dropped with it.
    const texts = Object.fromEntries(
      Object.entries(answer.texts).filter(([key]) => selected.includes(key)),
    );
    onAnswer({ kind: 'choice', selected, texts });
  };
  const handleText = (id: string, text: string) =>
    onAnswer({ ...answer, texts: { ...answer.texts, [id]: text } });
  // Image choice: once any option has a picture, options are tiles in a grid (two to a row on a
  // 360 px phone), the picture above the control and the text.
  const tiles = options.some((o) => o.media !== null);

  return (
    <ul className={tiles ? 'sui-options sui-tiles' : 'sui-options'}>
      {options.map((item, index) => {
        const option = { ...item, label: shownLabel(item.label, index, 'blankOption', t) };
        const checked = answer.selected.includes(option.id);
        const inputId = `${name}-${option.id}`;
        return (
          <li key={option.id} className={checked ? 'sui-option sui-checked' : 'sui-option'}>
            <label htmlFor={inputId}>
              <input
                id={inputId}
                type={single ? 'radio' : 'checkbox'}
                name={name}
                value={option.id}
                checked={checked}
                aria-invalid={invalid || undefined}
                // Named by the text alone: the picture's alt text repeats it.
                aria-labelledby={`${inputId}-text`}
                onChange={() => handleToggle(option.id)}
              />
              {option.media !== null && (
                <MediaView media={option.media} size="tile" alt={option.label} />
              )}
              {/* Among pictures, an option without one shows its text in the tile's place. */}
              <span
                id={`${inputId}-text`}
                className={tiles && option.media === null ? TEXT_TILE : undefined}
              >
                {option.label}
              </span>
            </label>
            {checked && option.textEntry && (
              <input
                className="sui-text sui-option-text"
                type="text"
                aria-label={t.text('specifyItem', { label: option.label })}
                placeholder={t.text('pleaseSpecify')}
                maxLength={200}
                value={answer.texts[option.id] ?? ''}
                onChange={(e) => handleText(option.id, e.target.value)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
