import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SectionEntry } from '@survey/domain/questionnaire/model';
import { rotatingSections } from '@survey/domain/questionnaire/sections';
import { useEditorUi } from '../editor/editorContext.ts';
import { entryTitle } from '../editor/entryList.ts';
import { DEBOUNCE_MS } from './debounce.ts';
import { DebouncedTextField } from './DebouncedTextField.tsx';
import { SectionLoopSettings } from './SectionLoopSettings.tsx';

/**
 * Issue 38 §1 section card: its name, whether it rotates with the other rotating sections, whether
 * its cards are shuffled (with pins), and how many rotating sections each respondent sees.
 */
export function SectionBody({ entry }: { entry: SectionEntry }) {
  const { dispatch, view } = useEditorUi();
  const item = entry.entryItem;
  const rotate = item.rotate === true;
  const randomiseCards = item.randomiseCards === true;
  const pins = item.pinnedCards ?? [];
  const settings = (next: { rotate?: boolean; randomiseCards?: boolean; pinnedCards?: number[] }) =>
    dispatch('setSectionRotation', {
      number: entry.number,
      rotate: next.rotate ?? rotate,
      randomiseCards: next.randomiseCards ?? randomiseCards,
      pinnedCards: (next.randomiseCards ?? randomiseCards) ? (next.pinnedCards ?? pins) : [],
    });
  const rotating = rotatingSections(view).length;
  const shown = Math.min(view.sectionsShown ?? rotating, rotating);
  return (
    <Box>
      <DebouncedTextField
        size="small"
        fullWidth
        label="Section name"
        value={item.name}
        delay={DEBOUNCE_MS.title}
        onCommit={(name) => dispatch('renameSection', { number: entry.number, name })}
      />
      {item.entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          This section is empty. Drag cards onto it in the list on the left, or use a card's actions
          menu to move it here.
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
        <FormControlLabel
          control={<Switch checked={rotate} onChange={(_e, on) => settings({ rotate: on })} />}
          label="Rotate with the other rotating sections"
        />
        <FormControlLabel
          control={
            <Switch
              checked={randomiseCards}
              disabled={item.entries.length < 2}
              onChange={(_e, on) => settings({ randomiseCards: on })}
            />
          }
          label="Randomise the order of its cards"
        />
      </Box>
      {randomiseCards ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, ml: 2 }}>
          <Typography component="legend" variant="body2" color="text.secondary">
            Pinned cards keep their place
          </Typography>
          {item.entries.map((card) => (
            <FormControlLabel
              key={card.number}
              control={
                <Checkbox
                  size="small"
                  checked={pins.includes(card.number)}
                  onChange={(_e, on) =>
                    settings({
                      pinnedCards: on
                        ? [...pins, card.number]
                        : pins.filter((n) => n !== card.number),
                    })
                  }
                />
              }
              label={`Pin ${card.label} ${entryTitle(card) || 'Untitled'}`}
            />
          ))}
        </Box>
      ) : null}
      {rotate ? (
        <TextField
          select
          size="small"
          label="Rotating sections each respondent sees"
          value={String(shown)}
          onChange={(e) => {
            const count = Number(e.target.value);
            dispatch('setSectionsShown', { count: count >= rotating ? null : count });
          }}
          sx={{ mt: 1, minWidth: 280 }}
        >
          {Array.from({ length: rotating }, (_, i) => i + 1).map((k) => (
            <MenuItem key={k} value={String(k)}>
              {k === rotating ? `All ${rotating}` : `${k} of ${rotating}`}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <SectionLoopSettings entry={entry} />
    </Box>
  );
}
