import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  SEARCH_RANK_OPTION,
  SORT_OPTIONS,
  STATUS_FILTERS,
  type ListSort,
  type SortOrderChoice,
  type StatusFilter,
} from '../projectTypes.ts';

interface ProjectsToolbarProps {
  text: string;
  onTextChange: (text: string) => void;
  filter: StatusFilter;
  onFilterChange: (filter: StatusFilter) => void;
  /** The sort the list is shown in (best match while searching). */
  sort: ListSort;
  onOrderChange: (order: SortOrderChoice) => void;
}

/** Search, status filters and sort order of the projects list. */
export function ProjectsToolbar(props: ProjectsToolbarProps) {
  const { text, onTextChange, filter, onFilterChange, sort, onOrderChange } = props;
  const ranked = sort === SEARCH_RANK_OPTION.value;

  const handleFilter = (_: unknown, value: StatusFilter | null) => {
    if (value) onFilterChange(value);
  };

  return (
    // Wraps rather than squeezing the search field's label at narrow widths.
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <TextField
        label="Search projects"
        type="search"
        value={text}
        onChange={(e) => onTextChange(e.target.value)}
        size="small"
        margin="none"
        sx={{ flex: '1 1 220px', minWidth: 220, maxWidth: 420, bgcolor: 'background.paper' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search fontSize="small" aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
      <ToggleButtonGroup
        value={filter}
        exclusive
        color="primary"
        onChange={handleFilter}
        size="small"
        aria-label="Filter by status"
        sx={{ bgcolor: 'background.paper' }}
      >
        {STATUS_FILTERS.map((f) => (
          <ToggleButton key={f.value} value={f.value} sx={{ px: 2 }}>
            {f.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ flex: 1 }} />
      <TextField
        select
        label="Sort by"
        value={sort}
        onChange={(e) => onOrderChange(e.target.value as SortOrderChoice)}
        // Search results come ranked; the date order applies again once the search is cleared.
        disabled={ranked}
        size="small"
        margin="none"
        fullWidth={false}
        sx={{ minWidth: 280, bgcolor: 'background.paper' }}
      >
        {ranked ? (
          <MenuItem value={SEARCH_RANK_OPTION.value}>{SEARCH_RANK_OPTION.label}</MenuItem>
        ) : null}
        {SORT_OPTIONS.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
