import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '../../components/PasswordField.tsx';
import { SubmitButton } from '../../components/SubmitButton.tsx';
import {
  confirmPasswordError,
  isValid,
  NEW_PASSWORD_HINT,
  newPasswordError,
  withoutError,
  type FieldErrors,
} from './validation.ts';

type Field = 'password' | 'confirm';

interface NewPasswordFormProps {
  formLabel: string;
  passwordLabel: string;
  confirmLabel: string;
  submitLabel: string;
  /** Sends the password; reports its own failures and resolves either way. */
  onSubmit: (password: string) => Promise<void>;
}

/** A new password and its confirmation, checked against the shared policy as the user types. */
export function NewPasswordForm(props: NewPasswordFormProps) {
  const { formLabel, passwordLabel, confirmLabel, submitLabel, onSubmit } = props;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const passwordHint = password ? newPasswordError(password) : undefined;
  const confirmHint =
    confirm && confirm.length >= password.length
      ? confirmPasswordError(password, confirm)
      : undefined;

  const handleChange = (name: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => withoutError(current, name));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      password: newPasswordError(password),
      confirm: confirmPasswordError(password, confirm),
    };
    setErrors(next);
    if (!isValid(next)) return;
    setSubmitting(true);
    try {
      await onSubmit(password);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={formLabel}>
      <PasswordField
        label={passwordLabel}
        name="password"
        value={password}
        onChange={handleChange('password', setPassword)}
        autoComplete="new-password"
        autoFocus
        error={passwordHint ?? errors.password}
        helperText={NEW_PASSWORD_HINT}
      />
      <PasswordField
        label={confirmLabel}
        name="confirmPassword"
        value={confirm}
        onChange={handleChange('confirm', setConfirm)}
        autoComplete="new-password"
        error={confirmHint ?? errors.confirm}
      />
      <SubmitButton submitting={submitting}>{submitLabel}</SubmitButton>
    </Box>
  );
}
