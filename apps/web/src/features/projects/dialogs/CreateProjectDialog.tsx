import { MAX_PROJECT_NAME_LENGTH } from '@survey/domain/projects/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_COMPLETES, DEFAULT_COUNTRY_CODE } from '@survey/domain/projects/constants';
import {
  canCreateProject,
  isCompletesInput,
  parseCompletes,
} from '@survey/domain/projects/createProject';
import { marketsProblems } from '@survey/domain/markets/markets';
import { useState, type FormEvent } from 'react';
import { useCreateProject, type CreateStep } from '../hooks/useCreateProject.ts';
import { useCreateMultiMarketProject } from '../hooks/useCreateMultiMarketProject.ts';
import { CountryField } from './CountryField.tsx';
import { MarketCountriesField } from './MarketCountriesField.tsx';

const STEP_TEXT: Record<CreateStep, string> = {
  project: 'Creating the project…',
  fieldwork: 'Setting up the fieldwork…',
  questionnaire: 'Preparing the questionnaire…',
};

const FAILED_TEXT: Record<CreateStep, string> = {
  project: 'The project could not be created. Please try again.',
  fieldwork: 'The project was created, but its fieldwork could not be set up. Please try again.',
  questionnaire:
    'The project was created, but its questionnaire could not be prepared. Please try again.',
};

type ProjectKind = 'AdHoc' | 'MultiMarket';

/**
 * Spec 1 §2, §4, §5: title, completes and country, then the creation sequence. Issue 37 §3 adds
 * the project type: a multi-market project takes several countries instead of one.
 */
export function CreateProjectDialog({ onClose }: { onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [completes, setCompletes] = useState(String(DEFAULT_COMPLETES));
  const [countryCode, setCountryCode] = useState<string | null>(DEFAULT_COUNTRY_CODE);
  const [kind, setKind] = useState<ProjectKind>('AdHoc');
  const [marketCodes, setMarketCodes] = useState<string[]>([]);
  const adHoc = useCreateProject();
  const multi = useCreateMultiMarketProject();
  const { progress } = adHoc;
  const inProgress = adHoc.inProgress || multi.creating;
  const canCreate =
    kind === 'AdHoc'
      ? canCreateProject({ title, completes, countryCode, inProgress })
      : canCreateProject({ title, completes, countryCode: 'markets', inProgress }) &&
        marketsProblems(marketCodes).length === 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const samples = parseCompletes(completes);
    if (!canCreate || samples === null) return;
    if (kind === 'MultiMarket') {
      void multi.create({ title, completes: samples, countryCodes: marketCodes });
      return;
    }
    if (!countryCode) return;
    void adHoc.create({ title, completes: samples, countryCode });
  };

  return (
    <Dialog
      open
      onClose={inProgress ? undefined : onClose}
      aria-labelledby="create-project-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: handleSubmit } }}
    >
      <DialogTitle id="create-project-title">Create new project</DialogTitle>
      <DialogContent>
        <TextField
          label="Project title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          autoFocus
          disabled={inProgress}
          slotProps={{ htmlInput: { maxLength: MAX_PROJECT_NAME_LENGTH } }}
        />
        <TextField
          label="Completes"
          value={completes}
          onChange={(e) => isCompletesInput(e.target.value) && setCompletes(e.target.value)}
          disabled={inProgress}
          helperText="The number of completed interviews you want."
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <FormControl disabled={inProgress} sx={{ mt: 1 }}>
          <FormLabel id="project-type-label">Project type</FormLabel>
          <RadioGroup
            row
            aria-labelledby="project-type-label"
            value={kind}
            onChange={(e) => setKind(e.target.value === 'MultiMarket' ? 'MultiMarket' : 'AdHoc')}
          >
            <FormControlLabel value="AdHoc" control={<Radio />} label="One country" />
            <FormControlLabel value="MultiMarket" control={<Radio />} label="Multi market" />
          </RadioGroup>
        </FormControl>
        {kind === 'AdHoc' ? (
          <CountryField value={countryCode} onChange={setCountryCode} disabled={inProgress} />
        ) : (
          <MarketCountriesField
            value={marketCodes}
            onChange={setMarketCodes}
            disabled={inProgress}
          />
        )}
        {multi.creating ? (
          <div role="status">
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
              Creating the project and its markets…
            </Typography>
            <LinearProgress aria-label="Creating the project" />
          </div>
        ) : null}
        {multi.failed ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            The project could not be created. Please try again.
          </Alert>
        ) : null}
        {progress.step ? (
          <div role="status">
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
              {STEP_TEXT[progress.step]}
            </Typography>
            <LinearProgress aria-label="Creating the project" />
          </div>
        ) : null}
        {progress.failedStep ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {FAILED_TEXT[progress.failedStep]}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={inProgress}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!canCreate}>
          Create project
        </Button>
      </DialogActions>
    </Dialog>
  );
}
