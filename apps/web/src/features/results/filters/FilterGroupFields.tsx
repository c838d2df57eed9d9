import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { truncateText } from '@survey/domain/results/filterSearch';
import { memo } from 'react';
import type { FilterGroup, FilterQuestion } from './filterQuestions.ts';

/** The key of one option of one filter question in a set of ticked options. */
export const optionKey = (questionId: string, optionId: string) => `${questionId}\u0000${optionId}`;

export type ToggleOption = (
  question: Pick<FilterQuestion, 'questionId' | 'matrixTitleId'>,
  optionId: string,
) => void;

interface FilterGroupFieldsProps {
  group: FilterGroup;
  questions: readonly { question: FilterQuestion; options: FilterQuestion['options'] }[];
  /** The ticked options' keys of this group only, sorted and joined: equal while they stay. */
  ticked: string;
  onToggle: ToggleOption;
}

/**
 * One entry's checkboxes. Memoised: a click re-renders only its own group, not the panel's
 * hundreds of checkboxes, so the debounce starts at once and a new summary repaints only counts.
 */
export const FilterGroupFields = memo(function FilterGroupFields({
  group,
  questions,
  ticked,
  onToggle,
}: FilterGroupFieldsProps) {
  const tickedKeys = new Set(ticked ? ticked.split('\n') : []);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {group.entry.label} {truncateText(group.entry.text)}
      </Typography>
      {questions.map(({ question, options }) => (
        <Box
          key={question.questionId}
          role="group"
          aria-label={`${question.label} ${question.text}`}
          sx={{ pl: 1 }}
        >
          {group.partsAre === 'rows' ? (
            <Typography variant="body2" color="text.secondary">
              {question.label} {truncateText(question.text)}
            </Typography>
          ) : null}
          {options.map((option) => (
            <FormControlLabel
              key={option.id}
              sx={{ display: 'flex', mr: 0 }}
              title={option.text}
              control={
                <Checkbox
                  size="small"
                  checked={tickedKeys.has(optionKey(question.questionId, option.id))}
                  onChange={() => onToggle(question, option.id)}
                />
              }
              label={truncateText(option.text)}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
});
