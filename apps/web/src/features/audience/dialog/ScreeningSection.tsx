import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { isCustomItem } from '../audienceWire.ts';

interface Props {
  audience: DraftAudienceFieldsFragment;
  dispatch: AudienceDispatch;
}

/** 'Screening': add a single or multi select question; switch existing ones on and off. */
export function ScreeningSection({ audience, dispatch }: Props) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const add = (multi: boolean) => {
    setAnchor(null);
    void dispatch('addCustomCriterion', {
      position: audience.members.length,
      text: '',
      settings: multi
        ? [{ memberSettingCode: 'custom_audience_choice', settingValue: 'multiple_choice' }]
        : null,
      defaultOptionsCount: 2,
    });
  };
  const enabled = audience.members.flatMap((m) =>
    isCustomItem(m.memberItem) ? [m.memberItem] : [],
  );
  const all = [...enabled, ...audience.disabledCustomCriteria];
  return (
    <Box component="section" aria-labelledby={`${id}-title`}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography id={`${id}-title`} variant="h6" component="h3" sx={{ flex: 1 }}>
          Screening
        </Typography>
        <IconButton
          aria-label="Add screening question"
          aria-haspopup="menu"
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <Add />
        </IconButton>
        <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          <MenuItem onClick={() => add(false)}>Single select</MenuItem>
          <MenuItem onClick={() => add(true)}>Multi select</MenuItem>
        </Menu>
      </Box>
      {all.map((c) => {
        const on = enabled.includes(c);
        return (
          <FormControlLabel
            key={c.questionLk}
            sx={{ display: 'flex' }}
            control={
              <Checkbox
                size="small"
                checked={on}
                onChange={() =>
                  void dispatch(on ? 'removeCustomCriterion' : 'setCustomCriterion', {
                    questionLk: c.questionLk,
                  })
                }
              />
            }
            label={c.question.text.trim() || 'Untitled screening question'}
          />
        );
      })}
    </Box>
  );
}
