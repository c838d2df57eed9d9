import { createContext, useContext } from 'react';
import type { Profile } from './useProfile.ts';

export const ProfileContext = createContext<Profile | null>(null);

/** The signed-in user's account and name; only inside the protected layout. */
export function useProfileContext(): Profile {
  const profile = useContext(ProfileContext);
  if (!profile) throw new Error('useProfileContext is used outside the protected layout');
  return profile;
}
