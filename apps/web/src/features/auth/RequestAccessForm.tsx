import { ORGANISATION_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@survey/domain/auth/names';
import { normaliseEmail } from '@survey/domain/auth/email';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { ApiError, fieldMessages } from '../../lib/apiError.ts';
import { authApi, type AccessRequest } from './authApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AUTH_MESSAGES } from './authMessages.ts';
import { emailError, isValid, nameError, withoutError, type FieldErrors } from './validation.ts';

type Field = keyof AccessRequest;

const EMPTY: AccessRequest = { firstName: '', lastName: '', emailAddress: '', accountName: '' };

function validate(values: AccessRequest): FieldErrors<Field> {
  return {
    firstName: nameError(values.firstName, 'first name', PERSON_NAME_MAX_LENGTH),
    lastName: nameError(values.lastName, 'last name', PERSON_NAME_MAX_LENGTH),
    emailAddress: emailError(values.emailAddress),
    accountName: nameError(values.accountName, 'organisation name', ORGANISATION_NAME_MAX_LENGTH),
  };
}

export function RequestAccessForm() {
  const navigate = useNavigate();
  const [values, setValues] = useState<AccessRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<'exists' | 'failed' | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues({ ...values, [name]: e.target.value });
      setErrors((current) => withoutError(current, name));
    },
    slotProps: { htmlInput: { 'aria-required': true } },
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validate(values);
    setErrors(next);
    setFormError(null);
    if (!isValid(next)) return;
    setSubmitting(true);
    const request = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      emailAddress: normaliseEmail(values.emailAddress),
      accountName: values.accountName.trim(),
    };
    try {
      const { requestId } = await authApi.requestAccess(request);
      const path = `/success-message/${encodeURIComponent(request.emailAddress)}/${encodeURIComponent(requestId)}`;
      void navigate(path);
    } catch (error) {
      setErrors(fieldMessages(error));
      setFormError(error instanceof ApiError && error.status === 409 ? 'exists' : 'failed');
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title="Request access"
      subtitle="Tell us who you are and we'll e-mail you a link to create your password."
    >
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Request access">
        {formError === 'exists' ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {AUTH_MESSAGES.accountExists}{' '}
            <Link component={RouterLink} to="/login">
              Log in instead
            </Link>
          </Alert>
        ) : null}
        {formError === 'failed' ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {AUTH_MESSAGES.generic}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            label="First name"
            autoComplete="given-name"
            autoFocus
            {...field('firstName')}
          />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
        </Box>
        <TextField label="Email" type="email" autoComplete="email" {...field('emailAddress')} />
        <TextField
          label="Organisation name"
          autoComplete="organization"
          {...field('accountName')}
        />
        <SubmitButton submitting={submitting}>Request access</SubmitButton>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/login">
          Log in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
