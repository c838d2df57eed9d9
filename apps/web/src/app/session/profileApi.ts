import { config } from '../../lib/config.ts';
import { authedCall } from '../../lib/dashboardApi.ts';
import { fetchJson } from '../../lib/fetchJson.ts';
import { storedSession } from '../../lib/storage.ts';

export interface Account {
  accountId: string;
  name: string;
  markup: number;
}

export interface UserName {
  firstName: string;
  lastName: string;
}

export const profileApi = {
  accounts: (emailAddress: string) => authedCall<Account[]>('account', { body: { emailAddress } }),
  user: (emailAddress: string) =>
    authedCall<UserName>(`user?emailAddress=${encodeURIComponent(emailAddress)}`),
  /** Ends the server session: the refresh cookie, and the bearer so the server can revoke it. */
  logout: () =>
    fetchJson<void>(`${config.dashboardApiBase}logout`, {
      method: 'POST',
      token: storedSession.accessToken(),
      credentials: 'include',
    }),
};
