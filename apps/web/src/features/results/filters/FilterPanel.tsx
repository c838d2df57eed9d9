import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ResponseFilter } from '@survey/domain/results/contract';
import { matchFilterSearch, truncateText } from '@survey/domain/results/filterSearch';
import { useCallback, useMemo, useState, type Dispatch, type SetStateAction } from 'react';
import { FilterGroupFields, optionKey, type ToggleOption } from './FilterGroupFields.tsx';
import {
  filterChips,
  toggleFilterOption,
  type FilterGroup,
  type FilterQuestion,
} from './filterQuestions.ts';

interface FilterPanelProps {
  groups: readonly FilterGroup[];
  filters: readonly ResponseFilter[];
  /** ResultsBody's state setter: a toggle updates the filters as they are when it applies. */
  onChange: Dispatch<SetStateAction<ResponseFilter[]>>;
  /** A filter request is on its way (the counts are about to change). */
  pending: boolean;
  /** Themes of free-text questions chosen on their cards (their chips' text). */
  themes?: readonly FilterQuestion[];
}

/** The ticked options' keys that belong to the group's questions, sorted and joined. */
function tickedIn(group: FilterGroup, ticked: readonly string[]): string {
  const ids = new Set(group.questions.map((q) => q.questionId));
  return ticked
    .filter((key) => ids.has(key.slice(0, key.indexOf('\u0000'))))
    .sort()
    .join('\n');
}

/** What the search leaves of a group: its questions, each with the options to list. */
function visibleQuestions(group: FilterGroup, search: string) {
  const parts = matchFilterSearch(search, group.search);
  if (parts === null) return [];
  if (group.partsAre === 'rows') {
    return parts.flatMap((index) => {
      const question = group.questions[index];
      return question ? [{ question, options: question.options }] : [];
    });
  }
  const question = group.questions[0];
  if (!question) return [];
  return [{ question, options: parts.flatMap((index) => question.options[index] ?? []) }];
}

/**
 * Spec 3 §2 and §5: the right-hand filter panel. Options of one question are ORed, questions
 * ANDed (the server's rule); every change goes to the summary through its 750 ms debounce.
 */
export function FilterPanel({ groups, filters, onChange, pending, themes }: FilterPanelProps) {
  const [search, setSearch] = useState('');
  const chips = filterChips(filters, groups, truncateText, themes);
  const ticked = useMemo(
    () => filters.flatMap((f) => f.responseOptionIds.map((id) => optionKey(f.questionId, id))),
    [filters],
  );
  const shown = useMemo(
    () =>
      groups
        .map((group) => ({ group, questions: visibleQuestions(group, search) }))
        .filter(({ questions }) => questions.length > 0),
    [groups, search],
  );
  // One toggle for every group (an update of the filters as they are then): the groups stay memoised.
  const toggle = useCallback<ToggleOption>(
    (question, optionId) => onChange((current) => toggleFilterOption(current, question, optionId)),
    [onChange],
  );

  return (
    <Box
      component="aside"
      aria-label="Filters"
      sx={{
        width: 320,
        flexShrink: 0,
        borderLeft: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        p: 3,
      }}
    >
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Filters
      </Typography>
      <Box aria-live="polite" sx={{ mb: 1 }}>
        {chips.length ? (
          <Box
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}
            role="list"
            aria-label="Active filters"
          >
            {chips.map((chip) => (
              <Box component="span" role="listitem" key={chip.key}>
                <Chip
                  label={chip.label}
                  title={chip.fullLabel}
                  size="small"
                  onDelete={() =>
                    toggle({ questionId: chip.questionId, matrixTitleId: null }, chip.optionId)
                  }
                  // A chip with onDelete is a button that Backspace/Delete removes; its name says
                  // what pressing it does, with the visible text inside for voice control.
                  aria-label={`Remove filter ${chip.label}`}
                />
              </Box>
            ))}
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No filters applied.
          </Typography>
        )}
        {chips.length ? (
          <Button size="small" onClick={() => onChange([])}>
            Clear all filters
          </Button>
        ) : null}
        {pending && chips.length ? (
          <Typography variant="caption" color="text.secondary" component="p">
            Updating results…
          </Typography>
        ) : null}
      </Box>
      <TextField
        label="Search questions or options"
        placeholder="Text, or an id such as a1, q2, q2.3"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        slotProps={{ htmlInput: { 'aria-describedby': 'filter-search-help' } }}
      />
      <Typography
        id="filter-search-help"
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mb: 2 }}
      >
        Search by text, or by id: a1 for audience question 1, q2 for question 2, q2.3 for its third
        option (or matrix row).
      </Typography>
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {groups.length
            ? 'No questions or options match your search.'
            : 'There is nothing to filter by yet.'}
        </Typography>
      ) : null}
      {shown.map(({ group, questions }) => (
        <FilterGroupFields
          key={group.entry.id}
          group={group}
          questions={questions}
          ticked={tickedIn(group, ticked)}
          onToggle={toggle}
        />
      ))}
    </Box>
  );
}
