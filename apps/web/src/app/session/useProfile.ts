import { useEffect, useState } from 'react';
import { config } from '../../lib/config.ts';
import type { Profile } from '../../lib/profileContext.ts';
import { storeAccount, storedSession } from '../../lib/storage.ts';
import { pickAccount } from './pickAccount.ts';
import { profileApi } from './profileApi.ts';

/**
 * Spec 1 §4: loads the user's account (stored as accountId/accountName) and full name, retrying
 * every 3 seconds while it fails.
 */
export function useProfile(): Profile {
  const [profile, setProfile] = useState<Profile>(() => ({
    email: storedSession.email(),
    accountId: storedSession.accountId(),
    accountName: storedSession.accountName(),
    accountMarkup: null,
    fullName: null,
    loadFailed: false,
  }));

  useEffect(() => {
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const load = async () => {
      const email = storedSession.email();
      if (!email) return;
      try {
        const [accounts, user] = await Promise.all([
          profileApi.accounts(email),
          profileApi.user(email),
        ]);
        if (cancelled) return;
        const account = pickAccount(accounts, storedSession.accountId());
        if (account) storeAccount(String(account.accountId), account.name);
        const fullName = `${user.firstName} ${user.lastName}`.trim();
        setProfile({
          email,
          accountId: account ? String(account.accountId) : null,
          accountName: account?.name ?? null,
          accountMarkup: account?.markup ?? null,
          fullName,
          loadFailed: false,
        });
      } catch {
        if (cancelled) return;
        setProfile((current) => ({ ...current, loadFailed: true }));
        retry = setTimeout(() => void load(), config.profileRetryMs);
      }
    };

    void load();
    return () => {
      cancelled = true;
      clearTimeout(retry);
    };
  }, []);

  return profile;
}
