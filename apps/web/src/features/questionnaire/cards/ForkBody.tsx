import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { MAX_FORK_BRANCHES } from '@survey/domain/questionnaire/constants';
import type { ForkEntry } from '@survey/domain/questionnaire/model';
import { useEditorUi } from '../editor/editorContext.ts';
import { DEBOUNCE_MS } from './debounce.ts';
import { DebouncedTextField } from './DebouncedTextField.tsx';
import { fieldError } from './fieldErrors.ts';

/** A/B fork card: groups with percentages, 'Add group', 'Equalise groups' (spec 2 §2, §4, §5). */
export function ForkBody({ entry }: { entry: ForkEntry }) {
  const { dispatch, errorsByEntry, isFresh } = useEditorUi();
  const { forkId, branches } = entry.entryItem.fork;
  const totalError = fieldError(errorsByEntry.get(entry.number), 'branches');
  return (
    <Box>
      <Box component="ul" aria-label="Groups" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {branches.map((b) => (
          <Box
            component="li"
            key={b.branchNumber}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            <Typography sx={{ fontWeight: 700, width: 24 }}>{b.label}</Typography>
            <DebouncedTextField
              size="small"
              margin="dense"
              label={`Group ${b.label} percentage`}
              value={String(b.percentage)}
              delay={DEBOUNCE_MS.fork}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              onCommit={(text) => {
                const percentage = Number(text.replace(',', '.'));
                if (text.trim() === '' || !Number.isFinite(percentage)) return;
                dispatch('updateForkBranch', { forkId, branchNumber: b.branchNumber, percentage });
              }}
              sx={{ width: 200 }}
            />
            <Typography>%</Typography>
            {/* Spec 2 §4: the group delete button is hidden below 3 groups. */}
            {branches.length >= 3 ? (
              <IconButton
                aria-label={`Delete group ${b.label}`}
                onClick={() =>
                  dispatch('removeForkBranch', { forkId, branchNumber: b.branchNumber })
                }
              >
                <Close fontSize="small" />
              </IconButton>
            ) : null}
          </Box>
        ))}
      </Box>
      {totalError && !isFresh(String(entry.number)) ? (
        <Typography role="alert" color="error" variant="body2">
          {totalError}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button
          size="small"
          disabled={branches.length >= MAX_FORK_BRANCHES}
          onClick={() => dispatch('addForkBranch', { forkId })}
        >
          Add group
        </Button>
        <Button size="small" onClick={() => dispatch('equaliseForkBranches', { forkId })}>
          Equalise groups
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Set display logic on later questions to show them to one group only.
      </Typography>
    </Box>
  );
}
