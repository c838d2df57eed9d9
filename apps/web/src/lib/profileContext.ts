import { createContext, useContext } from 'react';

/** The signed-in user and account, shared by the protected layout with every page. */
export interface Profile {
  email: string | null;
  accountId: string | null;
  accountName: string | null;
  /** The account's price markup (spec 1 §3 accountMarkup); null until the account has loaded. */
  accountMarkup: number | null;
  fullName: string | null;
  /** The last load failed; another attempt follows in 3 seconds. */
  loadFailed: boolean;
}

export const ProfileContext = createContext<Profile | null>(null);

/** The signed-in user's account and name; only inside the protected layout. */
export function useProfileContext(): Profile {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useProfileContext is used outside the protected layout');
  return profile;
}
