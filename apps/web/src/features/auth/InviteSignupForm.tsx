import { PERSON_NAME_MAX_LENGTH } from '@survey/domain/auth/names';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import { ApiError, fieldMessages } from '../../lib/apiError.ts';
import { authApi, type InviteDetails } from './authApi.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { AUTH_MESSAGES } from './authMessages.ts';
import { InvalidLinkDialog } from './InvalidLinkDialog.tsx';
import { useStartSession } from './useStartSession.ts';
import {
  isValid,
  NEW_PASSWORD_HINT,
  newPasswordError,
  nameError,
  withoutError,
  type FieldErrors,
} from './validation.ts';

type Field = 'firstName' | 'lastName' | 'password';

// Prefilled from the invite: readable and focusable, but visibly not editable.
const READ_ONLY_SX = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } };

interface InviteSignupFormProps {
  inviteId: string;
  invite: InviteDetails;
}

export function InviteSignupForm({ inviteId, invite }: InviteSignupFormProps) {
  const startSession = useStartSession();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const passwordHint = password ? newPasswordError(password) : undefined;

  const handleChange = (name: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => withoutError(current, name));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      firstName: nameError(firstName, 'first name', PERSON_NAME_MAX_LENGTH),
      lastName: nameError(lastName, 'last name', PERSON_NAME_MAX_LENGTH),
      password: newPasswordError(password),
    };
    setErrors(next);
    setFormError(null);
    if (!isValid(next)) return;
    setSubmitting(true);
    try {
      const body = { inviteId, firstName: firstName.trim(), lastName: lastName.trim(), password };
      startSession(await authApi.signupInvite(body));
    } catch (error) {
      const gone = error instanceof ApiError && (error.status === 404 || error.status === 410);
      setExpired(gone);
      setErrors(fieldMessages(error));
      if (!gone) setFormError(AUTH_MESSAGES.generic);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      title={`Join ${invite.accountName}`}
      subtitle="Your team mate invited you. Add your name and choose a password."
    >
      <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Create your account">
        {formError ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {formError}
          </Alert>
        ) : null}
        <TextField
          label="Email"
          name="email"
          value={invite.inviteeEmailAddress}
          autoComplete="username"
          sx={READ_ONLY_SX}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <TextField
          label="Organisation name"
          name="organisation"
          value={invite.accountName}
          autoComplete="organization"
          sx={READ_ONLY_SX}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <TextField
            label="First name"
            name="firstName"
            value={firstName}
            onChange={(e) => handleChange('firstName', setFirstName)(e.target.value)}
            autoComplete="given-name"
            autoFocus
            slotProps={{ htmlInput: { 'aria-required': true } }}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            value={lastName}
            onChange={(e) => handleChange('lastName', setLastName)(e.target.value)}
            autoComplete="family-name"
            slotProps={{ htmlInput: { 'aria-required': true } }}
            error={Boolean(errors.lastName)}
            helperText={errors.lastName}
          />
        </Box>
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onChange={handleChange('password', setPassword)}
          autoComplete="new-password"
          error={passwordHint ?? errors.password}
          helperText={NEW_PASSWORD_HINT}
        />
        <SubmitButton submitting={submitting}>Create account</SubmitButton>
      </Box>
      <InvalidLinkDialog
        open={expired}
        message={AUTH_MESSAGES.inviteInvalid}
        actionLabel="Go to log in"
        actionTo="/login"
      />
    </AuthLayout>
  );
}
