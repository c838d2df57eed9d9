import { normaliseEmail } from '@survey/domain/auth/email';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { safeTarget } from '../../lib/redirects.ts';
import { authApi } from './authApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { loginErrorMessage } from './loginErrorMessage.ts';
import { useStartSession } from './useStartSession.ts';
import {
  emailError,
  isValid,
  requiredError,
  withoutError,
  type FieldErrors,
} from './validation.ts';

type Field = 'email' | 'password';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const startSession = useStartSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const handleChange = (name: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => withoutError(current, name));
    // The message was about the details just changed ("no account with that e-mail"): drop it.
    setFormError(null);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = { email: emailError(email), password: requiredError(password, 'password') };
    setErrors(next);
    setFormError(null);
    if (!isValid(next)) return;
    setSubmitting(true);
    try {
      const grant = await authApi.login(normaliseEmail(email), password);
      startSession(grant, safeTarget(searchParams.get('target')));
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout title="Log in to your dashboard">
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Log in">
        {formError ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {formError}
          </Alert>
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          value={email}
          onChange={(e) => handleChange('email', setEmail)(e.target.value)}
          autoComplete="username"
          autoFocus
          slotProps={{ htmlInput: { 'aria-required': true } }}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onChange={handleChange('password', setPassword)}
          autoComplete="current-password"
          error={errors.password}
        />
        <Box sx={{ textAlign: 'right', mt: 1 }}>
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            Forgot your password?
          </Link>
        </Box>
        <SubmitButton submitting={submitting}>Log in</SubmitButton>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        New here?{' '}
        <Link component={RouterLink} to="/signup">
          Sign up
        </Link>
      </Typography>
    </AuthLayout>
  );
}
