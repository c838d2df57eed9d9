import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ordinal } from '@survey/domain/results/rankLabel';
import { useId } from 'react';
import { MAX_BANNER_GROUPS } from '@survey/domain/results/analysisContract';
import {
  chooseBanner,
  chooseRow,
  findChoice,
  type CrosstabChoice,
  type CrosstabDefinition,
} from './crosstabChoices.ts';
import { CROSSTAB_TEXTS } from './crosstabTable.ts';
import { NetsEditor } from './NetsEditor.tsx';
import { SignificanceControl } from './SignificanceControl.tsx';

interface CrosstabControlsProps {
  rows: readonly CrosstabChoice[];
  banners: readonly CrosstabChoice[];
  definition: CrosstabDefinition;
  onChange: (definition: CrosstabDefinition) => void;
}

const choiceLabel = (c: CrosstabChoice) => `${c.label} ${c.text}`;

/** Issue 26 §1: the row question, the banner (up to six groups), boxes and nets; issue 38 §5: significance. */
export function CrosstabControls({ rows, banners, definition, onChange }: CrosstabControlsProps) {
  const boxesId = useId();
  const rankId = useId();
  const row = findChoice(rows, definition.row) ?? null;
  // Why the chosen row has no boxes (a 3-point row, a slider, a choice question), said under the switch.
  const boxesWhyNot = row?.boxes.reason ?? null;
  const banner = definition.banner.flatMap((ref) => {
    const choice = findChoice(banners, ref);
    return choice ? [choice] : [];
  });
  const full = banner.length >= MAX_BANNER_GROUPS;

  return (
    <Box
      component="section"
      aria-label="Crosstab definition"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Autocomplete
          sx={{ flex: '1 1 320px', minWidth: 0 }}
          options={rows}
          value={row}
          groupBy={(c) => c.group}
          getOptionLabel={choiceLabel}
          isOptionEqualToValue={(a, b) => a.key === b.key}
          onChange={(_, choice) => onChange(chooseRow(definition, choice))}
          renderInput={(params) => <TextField {...params} label="Row question" />}
        />
        {row?.kind === 'ranked' ? (
          <FormControl sx={{ minWidth: 160 }}>
            <InputLabel id={rankId}>Rank</InputLabel>
            <Select
              labelId={rankId}
              label="Rank"
              value={definition.row?.rank ?? 1}
              onChange={(event) =>
                definition.row &&
                onChange({
                  ...definition,
                  row: { ...definition.row, rank: Number(event.target.value) },
                })
              }
            >
              {Array.from({ length: row.ranks }, (_, i) => (
                <MenuItem key={i + 1} value={i + 1}>
                  {`Ranked ${ordinal(i + 1)}`}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ) : null}
      </Box>
      <Autocomplete
        multiple
        disableCloseOnSelect
        options={banners}
        value={banner}
        groupBy={(c) => c.group}
        getOptionLabel={choiceLabel}
        isOptionEqualToValue={(a, b) => a.key === b.key}
        getOptionDisabled={(c) => full && !banner.some((b) => b.key === c.key)}
        onChange={(_, chosen) =>
          onChange(
            chooseBanner(
              definition,
              chosen.map((c) => c.ref),
            ),
          )
        }
        renderInput={(params) => (
          <TextField
            {...params}
            label={`Banner (up to ${MAX_BANNER_GROUPS} groups)`}
            helperText={full ? CROSSTAB_TEXTS.bannerFull : 'Each option of a group is a column.'}
          />
        )}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={definition.boxes && row?.boxes.reason === null}
                disabled={row?.boxes.reason !== null}
                onChange={(event) => onChange({ ...definition, boxes: event.target.checked })}
                slotProps={{
                  input: { 'aria-describedby': boxesWhyNot ? boxesId : undefined },
                }}
              />
            }
            label="Top-2 / Bottom-2 boxes"
          />
          {boxesWhyNot ? <FormHelperText id={boxesId}>{boxesWhyNot}</FormHelperText> : null}
        </Box>
        {row ? <NetsEditor row={row} definition={definition} onChange={onChange} /> : null}
        <Box>
          <SignificanceControl
            value={definition.significance}
            onChange={(significance) => onChange({ ...definition, significance })}
          />
        </Box>
      </Box>
    </Box>
  );
}
