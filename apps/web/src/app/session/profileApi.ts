import { authedCall, publicCall } from '../../lib/dashboardApi.ts';

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
  logout: () => publicCall<void>('logout', { method: 'POST' }),
};
