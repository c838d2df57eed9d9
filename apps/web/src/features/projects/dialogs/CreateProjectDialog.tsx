import { MAX_PROJECT_NAME_LENGTH } from '@survey/domain/projects/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_COMPLETES, DEFAULT_COUNTRY_CODE } from '@survey/domain/projects/constants';
import {
  canCreateProject,
  isCompletesInput,
  parseCompletes,
} from '@survey/domain/projects/createProject';
import { useState, type FormEvent } from 'react';
import { useCreateProject, type CreateStep } from '../hooks/useCreateProject.ts';
import { CountryField } from './CountryField.tsx';

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

/** Spec 1 §2, §4, §5: title, completes and country, then the creation sequence. */
export function CreateProjectDialog({ onClose }: { onClose: () => void }) {
  const [title, setTitle] = useState('');
  const [completes, setCompletes] = useState(String(DEFAULT_COMPLETES));
  const [countryCode, setCountryCode] = useState<string | null>(DEFAULT_COUNTRY_CODE);
  const { create, progress, inProgress } = useCreateProject();
  const canCreate = canCreateProject({ title, completes, countryCode, inProgress });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const samples = parseCompletes(completes);
    if (!canCreate || samples === null || !countryCode) return;
    void create({ title, completes: samples, countryCode });
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
        <CountryField value={countryCode} onChange={setCountryCode} disabled={inProgress} />
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
