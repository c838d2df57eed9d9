import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { config } from '../../lib/config.ts';
import { AuthLayout } from './AuthLayout.tsx';

/** /success-message/{email}/{requestId}: shown after an access request. */
export function SuccessMessagePage() {
  const { email = '' } = useParams();
  return (
    <AuthLayout title="Check your inbox">
      <Typography sx={{ mb: 1 }}>
        Thanks for signing up. We've sent an e-mail to <strong>{email}</strong> with a link to
        create your password.
      </Typography>
      <Typography color="text.secondary">
        Open the link in that e-mail to finish setting up your account. If it hasn't arrived in a
        few minutes, check your spam folder.
      </Typography>
      <Button
        href={config.marketingUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="contained"
        size="large"
        fullWidth
        endIcon={<OpenInNew aria-hidden="true" />}
        sx={{ mt: 3 }}
      >
        Visit our website
      </Button>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Back to log in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
