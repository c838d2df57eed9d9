import { normaliseEmail } from '@survey/domain/auth/email';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { authApi } from './authApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { resetRequestErrorMessage } from './resetRequestErrorMessage.ts';
import { emailError } from './validation.ts';

/** /forgot-password: asks for the e-mail that the reset link is sent to. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    const emailAddress = normaliseEmail(email);
    try {
      await authApi.requestResetPassword(emailAddress);
      void navigate(`/forgot-password-successful?email=${encodeURIComponent(emailAddress)}`);
    } catch (failure) {
      enqueueSnackbar(resetRequestErrorMessage(failure), { variant: 'error' });
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we'll send you a link to reset it."
    >
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Reset your password">
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
          autoComplete="email"
          autoFocus
          slotProps={{ htmlInput: { 'aria-required': true } }}
          error={Boolean(error)}
          helperText={error}
        />
        <SubmitButton submitting={submitting}>Send reset link</SubmitButton>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Back to log in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
