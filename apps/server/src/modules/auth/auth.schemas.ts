import { isEmailAddress } from '@survey/domain/auth/email';
import { ORGANISATION_NAME_MAX_LENGTH, PERSON_NAME_MAX_LENGTH } from '@survey/domain/auth/names';
import { z } from 'zod';

// Inputs of the auth REST routes, parsed at the edge. Lengths are capped so that hostile input
// is refused with a 400 before any hashing or SQL.

const NO_CONTROL_CHARS = /^[^\p{Cc}]*$/u;

const Email = z
  .string()
  .trim()
  .max(254)
  // Postgres text cannot hold NUL, and no real address has control characters.
  .regex(NO_CONTROL_CHARS, { message: 'Enter a valid e-mail address.' })
  .refine(isEmailAddress, { message: 'Enter a valid e-mail address.' });

const Name = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'Required.' })
    .max(max)
    .regex(NO_CONTROL_CHARS, { message: 'Contains control characters.' });

/** Checked against the shared policy in the service; the cap here only bounds the work. */
const Password = z.string().min(1, { message: 'Required.' }).max(1024);

/** An e-mailed secret (sign-up, invite or reset link). */
const LinkToken = z.string().trim().min(1).max(256);

export const LoginInput = z.object({ emailAddress: Email, password: Password });

export const RequestAccessInput = z.object({
  firstName: Name(PERSON_NAME_MAX_LENGTH),
  lastName: Name(PERSON_NAME_MAX_LENGTH),
  emailAddress: Email,
  accountName: Name(ORGANISATION_NAME_MAX_LENGTH),
});

export const SignupAccessInput = z.object({ requestId: LinkToken, password: Password });

export const SignupRequestIdInput = z.object({ requestId: LinkToken });

export const UserQuery = z.object({ emailAddress: Email });

export const AccountsInput = z.object({ emailAddress: Email });

export const AccountParams = z.object({ accountId: z.uuid() });

export const CreateInvitesInput = z.object({
  accountId: z.uuid(),
  creatorEmailAddress: Email,
  inviteeEmailAddresses: z.array(Email).min(1).max(50),
});

export const InviteParams = z.object({ inviteId: LinkToken });

export const SignupInviteInput = z.object({
  inviteId: LinkToken,
  firstName: Name(PERSON_NAME_MAX_LENGTH),
  lastName: Name(PERSON_NAME_MAX_LENGTH),
  password: Password,
});

export const RequestResetInput = z.object({ emailAddress: Email });

export const ResetIdInput = z.object({ resetPasswordId: LinkToken });

export const ResetPasswordInput = z.object({ resetPasswordId: LinkToken, password: Password });
