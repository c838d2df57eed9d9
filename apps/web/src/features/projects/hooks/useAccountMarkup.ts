import { useCallback } from 'react';
import { authedCall } from '../../../lib/dashboardApi.ts';
import { useProfileContext } from '../../../lib/profileContext.ts';

interface AccountMarkup {
  accountId: string | number;
  markup: number;
}

/**
 * The account's markup, which new fieldwork and copied questionnaires are priced with. Usually known
 * from the profile; loaded here when the profile has not finished loading yet.
 */
export function useAccountMarkup(): () => Promise<number> {
  const { accountMarkup, email, accountId } = useProfileContext();
  return useCallback(async () => {
    if (accountMarkup !== null) return accountMarkup;
    const accounts = await authedCall<AccountMarkup[]>('account', {
      body: { emailAddress: email },
    });
    const account = accounts.find((a) => String(a.accountId) === accountId) ?? accounts[0];
    if (!account) throw new Error('The account could not be found');
    return account.markup;
  }, [accountMarkup, email, accountId]);
}
