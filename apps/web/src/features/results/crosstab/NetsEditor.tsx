import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { MAX_NET_LABEL_LENGTH } from '@survey/domain/analysis/nets';
import { netProblem, type CrosstabChoice, type CrosstabDefinition } from './crosstabChoices.ts';

interface NetsEditorProps {
  row: CrosstabChoice;
  definition: CrosstabDefinition;
  onChange: (definition: CrosstabDefinition) => void;
}

/** Issue 26 §1 'user-defined nets of options': the row's nets as chips, and 'Add net'. */
export function NetsEditor({ row, definition, onChange }: NetsEditorProps) {
  const [open, setOpen] = useState(false);
  const [label, setLabel] = useState('');
  const [options, setOptions] = useState<CrosstabChoice['options']>([]);
  const [tried, setTried] = useState(false);
  const net = { label, optionIds: options.map((o) => o.id) };
  const problem = netProblem(definition, net);
  const close = () => {
    setOpen(false);
    setLabel('');
    setOptions([]);
    setTried(false);
  };
  const add = () => {
    setTried(true);
    if (problem) return;
    onChange({ ...definition, nets: [...definition.nets, { ...net, label: label.trim() }] });
    close();
  };

  return (
    <Box
      role="group"
      aria-label="Nets"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {definition.nets.map((n) => (
        <Chip
          key={n.label}
          label={`Net: ${n.label}`}
          onDelete={() =>
            onChange({ ...definition, nets: definition.nets.filter((x) => x.label !== n.label) })
          }
        />
      ))}
      <Button size="small" onClick={() => setOpen(true)}>
        Add net
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="crosstab-net-title"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="crosstab-net-title">Add a net</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          <TextField
            label="Net label"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MAX_NET_LABEL_LENGTH } }}
            sx={{ mt: 1 }}
            autoFocus
          />
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={row.options}
            value={options}
            getOptionLabel={(o) => o.text}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_, chosen) => setOptions(chosen)}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Options in the net"
                error={tried && problem !== null}
                helperText={
                  tried ? problem : `Respondents who chose any of these, at ${row.label}.`
                }
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={add}>
            Add net
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
