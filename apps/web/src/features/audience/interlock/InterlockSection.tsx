import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { MAX_INTERLOCK_CRITERIA, MIN_INTERLOCK_CRITERIA } from '@survey/domain/audience/constants';
import { useState } from 'react';
import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { InterlockGrid } from './InterlockGrid.tsx';
import { interlockableMembers } from './interlockView.ts';

interface Props {
  audience: DraftAudienceFieldsFragment;
  dispatch: AudienceDispatch;
}

function PickCriteriaDialog({ audience, dispatch, onClose }: Props & { onClose: () => void }) {
  const candidates = interlockableMembers(audience);
  const [picked, setPicked] = useState<number[]>([]);
  const ready = picked.length >= MIN_INTERLOCK_CRITERIA && picked.length <= MAX_INTERLOCK_CRITERIA;
  return (
    <Dialog open onClose={onClose} aria-labelledby="interlock-title">
      <DialogTitle id="interlock-title">Interlock quotas</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Choose 2 or 3 criteria with quotas. Each combination of their options gets its own quota,
          starting from the product of their quotas.
        </Typography>
        <FormGroup>
          {candidates.map((c) => {
            const on = picked.includes(c.number);
            return (
              <FormControlLabel
                key={c.number}
                label={c.label}
                control={
                  <Checkbox
                    checked={on}
                    disabled={!on && picked.length >= MAX_INTERLOCK_CRITERIA}
                    onChange={(_, now) =>
                      setPicked((p) => (now ? [...p, c.number] : p.filter((n) => n !== c.number)))
                    }
                  />
                }
              />
            );
          })}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!ready}
          onClick={() => {
            void dispatch('setInterlock', { memberNumbers: picked });
            onClose();
          }}
        >
          Interlock
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Interlock quotas' and the grid of each interlock, below the criteria cards. */
export function InterlockSection({ audience, dispatch }: Props) {
  const [picking, setPicking] = useState(false);
  const candidates = interlockableMembers(audience).length;
  if (candidates < MIN_INTERLOCK_CRITERIA && audience.interlocks.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {audience.interlocks.map((i) => (
        <InterlockGrid
          key={i.memberNumbers.join('-')}
          audience={audience}
          interlock={i}
          dispatch={dispatch}
        />
      ))}
      {candidates >= MIN_INTERLOCK_CRITERIA ? (
        <Box>
          <Button variant="outlined" onClick={() => setPicking(true)}>
            Interlock quotas
          </Button>
        </Box>
      ) : null}
      {picking ? (
        <PickCriteriaDialog
          audience={audience}
          dispatch={dispatch}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </Box>
  );
}
