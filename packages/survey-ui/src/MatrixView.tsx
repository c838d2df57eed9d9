import { shownLabel } from './shownLabel.ts';
import type { MatrixAnswer } from '@survey/domain/respondent/answers';
import { toggleChoice } from '@survey/domain/respondent/answers';
import type { RespondentOption, RespondentRow } from '@survey/domain/respondent/respondentItems';
import { useId } from 'react';
import { useMessages } from './i18n/MessagesContext.tsx';
import { MediaView } from './MediaView.tsx';

interface MatrixViewProps {
  rows: RespondentRow[];
  columns: RespondentOption[];
  multiple: boolean;
  answer: MatrixAnswer;
  onAnswer: (answer: MatrixAnswer) => void;
  /** The row a problem is about, marked invalid. */
  invalidRow: string | null;
}

/**
 * One group per row with the columns as its radios (or checkboxes): it reads the same to a screen
 * reader as a grid would and fits a phone and the 286 px preview without scrolling sideways.
 */
export function MatrixView({
  rows,
  columns,
  multiple,
  answer,
  onAnswer,
  invalidRow,
}: MatrixViewProps) {
  const t = useMessages();
  const name = useId();
  const exclusive = new Set(columns.filter((c) => c.exclusive).map((c) => c.id));
  const handleToggle = (rowId: string, columnId: string) => {
    const picks = toggleChoice(answer.rows[rowId] ?? [], columnId, {
      single: !multiple,
      exclusive,
      limit: 0,
    });
    onAnswer({ kind: 'matrix', rows: { ...answer.rows, [rowId]: picks } });
  };
  return (
    <div className="sui-matrix">
      {rows.map((row) => (
        <fieldset key={row.id} className="sui-matrix-row">
          <legend>{shownLabel(row.label, rows.indexOf(row), 'blankRow', t)}</legend>
          {row.media !== null && (
            <MediaView
              media={row.media}
              size="tile"
              alt={shownLabel(row.label, rows.indexOf(row), 'blankRow', t)}
            />
          )}
          <ul className="sui-options sui-columns">
            {columns.map((column) => {
              const inputId = `${name}-${row.id}-${column.id}`;
              const checked = (answer.rows[row.id] ?? []).includes(column.id);
              return (
                <li key={column.id} className={checked ? 'sui-option sui-checked' : 'sui-option'}>
                  <label htmlFor={inputId}>
                    <input
                      id={inputId}
                      type={multiple ? 'checkbox' : 'radio'}
                      name={`${name}-${row.id}`}
                      value={column.id}
                      checked={checked}
                      aria-invalid={row.id === invalidRow || undefined}
                      onChange={() => handleToggle(row.id, column.id)}
                    />
                    <span>
                      {shownLabel(column.label, columns.indexOf(column), 'blankColumn', t)}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
