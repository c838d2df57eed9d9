import { useQuery } from '@apollo/client/react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CUSTOM_PRESET } from '@survey/domain/audience/commands/presetAudience';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { PresetAudiencesDocument } from '../../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { AUDIENCE_LOAD_ERRORS, LoadError } from '../LoadError.tsx';

interface PresetPickerProps {
  countryCode: string;
  active: string;
  dispatch: AudienceDispatch;
}

/**
 * The presets of the country and 'Custom'. Spec 2 §4: leaving Custom for a preset, or choosing
 * Custom, asks first; moving from one preset to another applies at once.
 */
export function PresetPicker({ countryCode, active, dispatch }: PresetPickerProps) {
  const id = useId();
  const [asking, setAsking] = useState<string | null>(null);
  const { data, error, refetch } = useQuery(PresetAudiencesDocument, {
    variables: { countryCode },
    context: serviceContext.fieldwork,
  });
  const apply = (name: string) => void dispatch('presetAudience', { name });
  const choose = (name: string) => {
    if (name === active) return;
    if (name === CUSTOM_PRESET || active === CUSTOM_PRESET) setAsking(name);
    else apply(name);
  };
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={`${id}-label`} sx={{ mb: 1 }}>
        Preset audience
      </FormLabel>
      {data ? (
        <RadioGroup
          aria-labelledby={`${id}-label`}
          value={active}
          onChange={(_, name) => choose(name)}
        >
          {data.presetAudiences.map((p) => (
            <FormControlLabel
              key={p.name}
              value={p.name}
              control={<Radio slotProps={{ input: { 'aria-describedby': `${id}-${p.name}` } }} />}
              sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {p.name}
                  </Typography>
                  <Typography
                    component="span"
                    id={`${id}-${p.name}`}
                    variant="body2"
                    color="text.secondary"
                  >
                    {p.description}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
      ) : error ? (
        <LoadError message={AUDIENCE_LOAD_ERRORS.presets} onRetry={refetch} />
      ) : (
        Array.from({ length: 4 }, (_, i) => <Skeleton key={i} height={40} />)
      )}
      {asking !== null ? (
        <ConfirmDialog
          title={asking === CUSTOM_PRESET ? 'Custom audience' : 'Preset audience'}
          confirmLabel="Confirm"
          busy={false}
          onClose={() => setAsking(null)}
          onConfirm={() => {
            apply(asking);
            setAsking(null);
          }}
        >
          {asking === CUSTOM_PRESET
            ? "Please confirm you'd like to start from scratch. This will remove all currently selected targeting and screening questions."
            : `Please confirm you'd like to switch your sample to ${asking}.`}
        </ConfirmDialog>
      ) : null}
    </FormControl>
  );
}
