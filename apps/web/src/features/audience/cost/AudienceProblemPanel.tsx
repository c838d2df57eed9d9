import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { config } from '../../../lib/config.ts';

const INVALID_HINTS = [
  'Check that your quotas add up to 100%.',
  'Check that no quota is set to 0%.',
  'Check your qualifications and screening questions for errors.',
];
const INFEASIBLE_HINTS = [
  'Reduce the number of completes.',
  'Adjust or remove quotas.',
  'Adjust or remove targeting criteria.',
];

/** Spec 2 §8: what to do about an invalid or infeasible audience. */
export function AudienceProblemPanel({ problem }: { problem: 'invalid' | 'infeasible' }) {
  const invalid = problem === 'invalid';
  return (
    <Alert severity={invalid ? 'error' : 'warning'} sx={{ mt: 2 }}>
      <AlertTitle>
        {invalid ? 'Sorry, your audience is invalid...' : 'Sorry, your audience is infeasible...'}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {(invalid ? INVALID_HINTS : INFEASIBLE_HINTS).map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </Box>
      {invalid ? (
        <Box sx={{ mt: 1 }}>
          Still stuck? Contact support at{' '}
          <a href={`mailto:${config.supportEmail}`}>{config.supportEmail}</a>.
        </Box>
      ) : null}
    </Alert>
  );
}
