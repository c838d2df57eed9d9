import { publicCall } from '../../lib/dashboardApi.ts';

/** What login and every sign-up or reset path returns: the session to store. */
export interface SessionGrant {
  emailAddress: string;
  accessToken: string;
}

export interface InviteDetails {
  accountName: string;
  inviteeEmailAddress: string;
}

export interface AccessRequest {
  firstName: string;
  lastName: string;
  emailAddress: string;
  accountName: string;
}

export const authApi = {
  login: (emailAddress: string, password: string) =>
    publicCall<SessionGrant>('login', { body: { emailAddress, password } }),
  requestAccess: (request: AccessRequest) =>
    publicCall<{ requestId: string }>('request/access', { body: request }),
  validSignupRequest: (requestId: string) =>
    publicCall<unknown>('valid-signup-request', { body: { requestId } }),
  signupAccess: (requestId: string, password: string) =>
    publicCall<SessionGrant>('signup/access', { body: { requestId, password } }),
  inviteDetails: (inviteId: string) =>
    publicCall<InviteDetails>(`signup/invite-details/${encodeURIComponent(inviteId)}`),
  signupInvite: (body: {
    inviteId: string;
    firstName: string;
    lastName: string;
    password: string;
  }) => publicCall<SessionGrant>('signup/invite', { body }),
  requestResetPassword: (emailAddress: string) =>
    publicCall<unknown>('request-reset-password', { body: { emailAddress } }),
  validResetPassword: (resetPasswordId: string) =>
    publicCall<unknown>('valid-reset-password', { body: { resetPasswordId } }),
  resetPassword: (resetPasswordId: string, password: string) =>
    publicCall<SessionGrant>('reset-password', { body: { resetPasswordId, password } }),
};
