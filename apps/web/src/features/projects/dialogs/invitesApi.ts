import { authedCall } from '../../../lib/dashboardApi.ts';

export interface InviteResult {
  invites: { inviteeEmailAddress: string; expiresAt: string }[];
  skipped?: string[];
}

export const invitesApi = {
  create: (accountId: string, creatorEmailAddress: string, inviteeEmailAddresses: string[]) =>
    authedCall<InviteResult>('invite/create', {
      body: { accountId, creatorEmailAddress, inviteeEmailAddresses },
    }),
};
